import { describe, expect, it, vi } from 'vitest';
import type { OptimiseJob } from '@/image/protocol';
import { scaleAndEncode, type CanvasEnvironment, type Drawing2D } from '@/image/scaleAndEncode';

interface Recorded {
  canvases: { width: number; height: number; fills: string[]; draws: number[][] }[];
  encodes: { type: string; quality: number }[];
  closed: number;
}

/** A stand-in canvas that records what was drawn and answers with blobs of the type a browser would. */
const fakeEnvironment = (natural: { width: number; height: number }, { webp = true } = {}) => {
  const recorded: Recorded = { canvases: [], encodes: [], closed: 0 };
  const env: CanvasEnvironment = {
    decode: vi.fn(async () => ({ ...natural, close: () => (recorded.closed += 1) })),
    createCanvas: (width, height) => {
      const canvas = { width, height, fills: [] as string[], draws: [] as number[][] };
      recorded.canvases.push(canvas);
      const context: Drawing2D = {
        fillStyle: '',
        imageSmoothingEnabled: false,
        imageSmoothingQuality: 'low',
        fillRect() {
          canvas.fills.push(String(context.fillStyle));
        },
        drawImage(_image, ...rest) {
          canvas.draws.push(rest);
        },
      };
      return {
        getContext: () => context,
        convertToBlob: async ({ type, quality }) => {
          recorded.encodes.push({ type, quality });
          // Chromium without a WebP encoder hands back PNG, whatever was asked.
          const actual = type === 'image/webp' && !webp ? 'image/png' : type;
          return new Blob([new Uint8Array(10)], { type: actual });
        },
      };
    },
  };
  return { env, recorded };
};

const job = (overrides: Partial<OptimiseJob> = {}): OptimiseJob => ({
  file: new Blob(['x'], { type: 'image/jpeg' }),
  maxWidth: 800,
  maxHeight: 800,
  quality: 0.8,
  measureOnly: false,
  ...overrides,
});

describe('scaleAndEncode', () => {
  it('draws a 4000x3000 photo at 800x600 and encodes WebP at the profile quality', async () => {
    const { env, recorded } = fakeEnvironment({ width: 4000, height: 3000 });
    const outcome = await scaleAndEncode(job(), env);
    expect(recorded.canvases[0]).toMatchObject({ width: 800, height: 600, draws: [[0, 0, 800, 600]] });
    expect(recorded.encodes).toEqual([{ type: 'image/webp', quality: 0.8 }]);
    expect(outcome).toMatchObject({ naturalWidth: 4000, naturalHeight: 3000, width: 800, height: 600 });
    expect(outcome.blob?.type).toBe('image/webp');
  });

  it('falls back to JPEG on white when the browser cannot encode WebP', async () => {
    const { env, recorded } = fakeEnvironment({ width: 1000, height: 1000 }, { webp: false });
    const outcome = await scaleAndEncode(job({ quality: 0.75, maxWidth: 400, maxHeight: 400 }), env);
    expect(recorded.encodes).toEqual([
      { type: 'image/webp', quality: 0.75 },
      { type: 'image/jpeg', quality: 0.75 },
    ]);
    expect(recorded.canvases[1]?.fills).toEqual(['#ffffff']);
    expect(outcome.blob?.type).toBe('image/jpeg');
  });

  it('only measures when asked (a small WebP kept as it is)', async () => {
    const { env, recorded } = fakeEnvironment({ width: 640, height: 480 });
    const outcome = await scaleAndEncode(job({ measureOnly: true }), env);
    expect(outcome).toEqual({ blob: null, naturalWidth: 640, naturalHeight: 480, width: 640, height: 480 });
    expect(recorded.encodes).toEqual([]);
  });

  it('releases the decoded bitmap, also when encoding fails', async () => {
    const { env, recorded } = fakeEnvironment({ width: 100, height: 100 });
    env.createCanvas = () => ({ getContext: () => null, convertToBlob: async () => new Blob() });
    await expect(scaleAndEncode(job(), env)).rejects.toThrow();
    expect(recorded.closed).toBe(1);
  });
});
