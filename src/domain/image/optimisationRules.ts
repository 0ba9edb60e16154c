import { fileExtension } from './fileName';
import { SKIP_WEBP_UNDER_BYTES } from './limits';
import type { ImageProfile } from './profiles';
import type { FileLike } from './validateImageFile';

/** Catalogue spec §9: a WebP under 512000 bytes is uploaded as it is. */
export const shouldSkipOptimisation = (file: FileLike): boolean =>
  (file.type === 'image/webp' || (!file.type && fileExtension(file.name) === 'webp')) && file.size < SKIP_WEBP_UNDER_BYTES;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size an image is scaled to: inside the profile's box, aspect ratio kept, never enlarged.
 * Rounded to whole pixels and at least 1 px each way.
 */
export const targetSize = ({ width, height }: Size, { maxWidth, maxHeight }: Pick<ImageProfile, 'maxWidth' | 'maxHeight'>): Size => {
  if (width <= 0 || height <= 0) return { width: Math.max(1, width), height: Math.max(1, height) };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};
