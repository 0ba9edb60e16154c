import { withExtension } from '../domain/image/fileName';
import { shouldSkipOptimisation } from '../domain/image/optimisationRules';
import { imageProfiles, type ImageProfileName } from '../domain/image/profiles';
import { createOptimiserClient, type OptimiserClient } from './workerClient';

export interface OptimisedImage {
  /** The file to upload: optimised (`.webp`, or `.jpg` without WebP support) or the original. */
  file: File;
  originalSize: number;
  optimizedSize: number;
  isOptimized: boolean;
  /** Pixel size of `file`, when it could be decoded. */
  width?: number;
  height?: number;
  /** Pixel size of the picked original, when it could be decoded (shape rules read this). */
  naturalWidth?: number;
  naturalHeight?: number;
}

const EXTENSION_FOR_TYPE: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/**
 * Builds `optimiseImage` over a worker client; null means the browser has no module workers or
 * OffscreenCanvas, and every file then goes up as it is (catalogue spec §5: fall back silently).
 */
export const createImageOptimiser =
  (client: OptimiserClient | null) =>
  async (file: File, profileName: ImageProfileName): Promise<OptimisedImage> => {
    const original: OptimisedImage = { file, originalSize: file.size, optimizedSize: file.size, isOptimized: false };
    if (!client) return original;
    const profile = imageProfiles[profileName];
    const measureOnly = shouldSkipOptimisation(file);
    try {
      const outcome = await client.run({ file, ...profile, measureOnly });
      const extension = outcome.blob ? EXTENSION_FOR_TYPE[outcome.blob.type] : undefined;
      // Kept as it is: a small WebP, an encoder that produced neither WebP nor JPEG, or a result no
      // smaller than the original (re-encoding an already small JPEG can grow it).
      if (!outcome.blob || !extension || outcome.blob.size >= file.size) {
        const natural = { naturalWidth: outcome.naturalWidth, naturalHeight: outcome.naturalHeight };
        return { ...original, width: outcome.naturalWidth, height: outcome.naturalHeight, ...natural };
      }
      const optimised = new File([outcome.blob], withExtension(file.name, extension), { type: outcome.blob.type, lastModified: Date.now() });
      return { file: optimised, originalSize: file.size, optimizedSize: optimised.size, isOptimized: true, width: outcome.width, height: outcome.height, naturalWidth: outcome.naturalWidth, naturalHeight: outcome.naturalHeight };
    } catch {
      return original;
    }
  };

const browserClient = (): OptimiserClient | null => {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return null;
  return createOptimiserClient(() => new Worker(new URL('./optimise.worker.ts', import.meta.url), { type: 'module' }));
};

let shared: ReturnType<typeof createImageOptimiser> | null = null;

/**
 * Optimises an image for a profile off the main thread (catalogue spec §9): scaled into the profile's
 * box and encoded as WebP at its quality. Never rejects: on any failure it resolves to the original.
 */
export const optimiseImage = (file: File, profileName: ImageProfileName): Promise<OptimisedImage> => {
  shared ??= createImageOptimiser(browserClient());
  return shared(file, profileName);
};
