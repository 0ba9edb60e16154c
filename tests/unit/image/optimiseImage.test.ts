import { describe, expect, it, vi } from 'vitest';
import { createImageOptimiser } from '@/image/optimiseImage';
import type { OptimiseJob, OptimiseOutcome } from '@/image/protocol';

const bytes = (size: number) => new Uint8Array(size);
const clientAnswering = (outcome: OptimiseOutcome | Error) => {
  const run = vi.fn(async (_job: OptimiseJob) => {
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  return { run };
};
const encoded = (size: number, type: string, width = 800, height = 600): OptimiseOutcome => ({
  blob: new Blob([bytes(size)], { type }),
  naturalWidth: 4000,
  naturalHeight: 3000,
  width,
  height,
});

describe('optimiseImage', () => {
  it('sends the product profile (0.8 within 800x800) and returns a .webp File with both sizes', async () => {
    const client = clientAnswering(encoded(50_000, 'image/webp'));
    const original = new File([bytes(1_500_000)], 'Semen Gresik.JPG', { type: 'image/jpeg' });
    const result = await createImageOptimiser(client)(original, 'product');
    expect(client.run).toHaveBeenCalledWith(expect.objectContaining({ file: original, quality: 0.8, maxWidth: 800, maxHeight: 800, measureOnly: false }));
    expect(result.isOptimized).toBe(true);
    expect(result.file.name).toBe('Semen Gresik.webp');
    expect(result.file.type).toBe('image/webp');
    expect(result).toMatchObject({ originalSize: 1_500_000, optimizedSize: 50_000, width: 800, height: 600 });
  });

  it('reports the pixel size of the picked original beside the optimised one, for shape rules', async () => {
    const result = await createImageOptimiser(clientAnswering(encoded(50_000, 'image/webp')))(new File([bytes(1_500_000)], 'a.jpg', { type: 'image/jpeg' }), 'banner');
    expect(result).toMatchObject({ width: 800, height: 600, naturalWidth: 4000, naturalHeight: 3000 });
  });

  it('names a JPEG fallback .jpg', async () => {
    const result = await createImageOptimiser(clientAnswering(encoded(40_000, 'image/jpeg')))(new File([bytes(900_000)], 'a.png', { type: 'image/png' }), 'category');
    expect(result.file.name).toBe('a.jpg');
    expect(result.file.type).toBe('image/jpeg');
  });

  it('keeps a WebP under 512000 bytes as it is, only measuring it', async () => {
    const client = clientAnswering({ blob: null, naturalWidth: 600, naturalHeight: 600, width: 600, height: 600 });
    const small = new File([bytes(300_000)], 'a.webp', { type: 'image/webp' });
    const result = await createImageOptimiser(client)(small, 'product');
    expect(client.run).toHaveBeenCalledWith(expect.objectContaining({ measureOnly: true }));
    expect(result).toEqual({
      file: small,
      originalSize: 300_000,
      optimizedSize: 300_000,
      isOptimized: false,
      width: 600,
      height: 600,
      naturalWidth: 600,
      naturalHeight: 600,
    });
  });

  it('keeps the original when re-encoding would make it bigger', async () => {
    const original = new File([bytes(20_000)], 'a.jpg', { type: 'image/jpeg' });
    const result = await createImageOptimiser(clientAnswering(encoded(25_000, 'image/webp')))(original, 'product');
    expect(result.file).toBe(original);
    expect(result.isOptimized).toBe(false);
    expect(result).toMatchObject({ width: 4000, height: 3000 });
  });

  it('silently returns the original when the worker fails', async () => {
    const original = new File([bytes(1000)], 'a.png', { type: 'image/png' });
    const result = await createImageOptimiser(clientAnswering(new Error('decode failed')))(original, 'banner');
    expect(result).toEqual({ file: original, originalSize: 1000, optimizedSize: 1000, isOptimized: false });
  });

  it('returns the original when the browser has no worker support', async () => {
    const original = new File([bytes(1000)], 'a.png', { type: 'image/png' });
    await expect(createImageOptimiser(null)(original, 'general')).resolves.toMatchObject({ file: original, isOptimized: false });
  });

  it('uses the quality and box of each profile', async () => {
    const client = clientAnswering(encoded(10, 'image/webp'));
    const optimise = createImageOptimiser(client);
    const file = new File([bytes(100_000)], 'a.jpg', { type: 'image/jpeg' });
    await optimise(file, 'banner');
    await optimise(file, 'thumbnail');
    expect(client.run.mock.calls.map(([sent]) => [sent.quality, sent.maxWidth, sent.maxHeight])).toEqual([
      [0.85, 1920, 1080],
      [0.7, 300, 300],
    ]);
  });
});
