/**
 * Photo-like 4000x3000 JPEGs drawn on a canvas: a yard of stacked materials (shaded blocks with edges)
 * with sensor-like grain. `sampleJpeg`: one of about 2 MB, its JPEG quality searched until the file is
 * near the size; `samplePhoto`: the batch's originals, each from its own seed.
 */
import { MAX_IMAGE_BYTES } from '../../src/domain/image/limits';

const WIDTH = 4000;
const HEIGHT = 3000;

/** A small deterministic generator, so every run optimises the same picture. */
const seeded = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

const paint = (seed = 20260315): OffscreenCanvas => {
  const random = seeded(seed);
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const sky = context.createLinearGradient(0, 0, 0, HEIGHT);
  sky.addColorStop(0, '#9cc3e6');
  sky.addColorStop(0.45, '#e9eef2');
  sky.addColorStop(1, '#8a7f70');
  context.fillStyle = sky;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 1400; i += 1) {
    const x = random() * WIDTH;
    const y = HEIGHT * 0.3 + random() * HEIGHT * 0.7;
    const w = 40 + random() * 360;
    const h = 20 + random() * 220;
    const hue = 15 + random() * 40;
    const block = context.createLinearGradient(x, y, x + w, y + h);
    block.addColorStop(0, `hsl(${hue} ${25 + random() * 40}% ${30 + random() * 40}%)`);
    block.addColorStop(1, `hsl(${hue + 10} ${15 + random() * 30}% ${20 + random() * 40}%)`);
    context.fillStyle = block;
    context.fillRect(x, y, w, h);
    context.strokeStyle = `rgba(30, 25, 20, ${0.2 + random() * 0.5})`;
    context.lineWidth = 1 + random() * 4;
    context.strokeRect(x, y, w, h);
  }
  // Grain: what makes a camera photo heavy for JPEG and WebP alike.
  const image = context.getImageData(0, 0, WIDTH, HEIGHT);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    const n = (random() - 0.5) * 26;
    data[i] = Math.max(0, Math.min(255, data[i]! + n));
    data[i + 1] = Math.max(0, Math.min(255, data[i + 1]! + n));
    data[i + 2] = Math.max(0, Math.min(255, data[i + 2]! + n));
  }
  context.putImageData(image, 0, 0);
  return canvas;
};

/**
 * One of a batch of camera-like originals: the same kind of picture drawn from its own seed (so no two
 * photos are alike), saved as a JPEG at `quality` without aiming at a size: about 4 MB at 0.9.
 */
export const samplePhoto = async (seed: number, quality = 0.9): Promise<File> => {
  const blob = await paint(seed).convertToBlob({ type: 'image/jpeg', quality });
  return new File([blob], `foto-gudang-${seed}.jpg`, { type: 'image/jpeg' });
};

/** The JPEG closest to `targetBytes` without going over it (default: the uploaders' 2 MB limit). */
export const sampleJpeg = async (targetBytes = MAX_IMAGE_BYTES): Promise<File> => {
  const canvas = paint();
  let low = 0.3;
  let high = 0.98;
  let best: Blob | null = null;
  for (let step = 0; step < 8; step += 1) {
    const quality = (low + high) / 2;
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    if (blob.size <= targetBytes) {
      best = blob;
      low = quality;
    } else {
      high = quality;
    }
  }
  best ??= await canvas.convertToBlob({ type: 'image/jpeg', quality: low });
  return new File([best], 'gudang-material-4000x3000.jpg', { type: 'image/jpeg' });
};
