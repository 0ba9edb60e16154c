import { targetSize } from '../domain/image/optimisationRules';
import type { OptimiseJob, OptimiseOutcome } from './protocol';

/** The parts of OffscreenCanvas and ImageBitmap the optimiser uses, so tests can stand them in. */
export interface DecodedImage {
  width: number;
  height: number;
  close(): void;
}

export interface Drawing2D {
  fillStyle: string | CanvasGradient | CanvasPattern;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: ImageSmoothingQuality;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: never, dx: number, dy: number, dw: number, dh: number): void;
}

export interface EncodingCanvas {
  getContext(kind: '2d'): Drawing2D | null;
  convertToBlob(options: { type: string; quality: number }): Promise<Blob>;
}

export interface CanvasEnvironment {
  decode(file: Blob): Promise<DecodedImage>;
  createCanvas(width: number, height: number): EncodingCanvas;
}

const encode = async (canvas: EncodingCanvas, image: DecodedImage, width: number, height: number, type: string, quality: number): Promise<Blob> => {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D tidak tersedia');
  // JPEG has no transparency: a transparent PNG would turn black, so paint it on white first.
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image as never, 0, 0, width, height);
  return canvas.convertToBlob({ type, quality });
};

/**
 * Decodes an image, scales it down into the profile's box (aspect ratio kept) and encodes it as WebP,
 * or JPEG where the browser cannot encode WebP (it then hands back PNG instead, catalogue spec §9).
 */
export const scaleAndEncode = async (job: OptimiseJob, env: CanvasEnvironment): Promise<OptimiseOutcome> => {
  const image = await env.decode(job.file);
  try {
    const natural = { width: image.width, height: image.height };
    if (job.measureOnly) return { blob: null, naturalWidth: natural.width, naturalHeight: natural.height, ...natural };
    const size = targetSize(natural, job);
    let blob = await encode(env.createCanvas(size.width, size.height), image, size.width, size.height, 'image/webp', job.quality);
    if (blob.type !== 'image/webp') {
      blob = await encode(env.createCanvas(size.width, size.height), image, size.width, size.height, 'image/jpeg', job.quality);
    }
    return { blob, naturalWidth: natural.width, naturalHeight: natural.height, ...size };
  } finally {
    image.close();
  }
};
