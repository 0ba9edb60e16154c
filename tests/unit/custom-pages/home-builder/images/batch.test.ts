import { describe, expect, it } from 'vitest';
import { checkBatchFiles, optimiseBatch, type Optimise } from '@/custom-pages/home-builder/images/batch';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const GIF_HEAD = [...'GIF89a'].map((c) => c.charCodeAt(0));

/** A file whose bytes begin with `head`, padded to `size` without allocating it for real sizes. */
const fileOf = (name: string, type: string, head: number[], size = 1000) => {
  const file = new File([new Uint8Array(head), new Uint8Array(Math.max(0, Math.min(size, 4096) - head.length))], name, { type });
  return size > 4096 ? Object.defineProperty(file, 'size', { value: size }) : file;
};

describe('home builder images: checking the picked files', () => {
  it('takes big originals up to 50 MB, refusing what is no image, the wrong format or larger', async () => {
    const big = fileOf('kamera.jpg', 'image/jpeg', JPEG_HEAD, 30 * 1024 * 1024);
    const png = fileOf('denah.png', 'image/png', PNG_HEAD);
    const tooBig = fileOf('panorama.jpg', 'image/jpeg', JPEG_HEAD, 51 * 1024 * 1024);
    const text = fileOf('catatan.txt', 'text/plain', [0x68, 0x61]);
    const gif = fileOf('animasi.gif', 'image/gif', GIF_HEAD);
    const fakeJpeg = fileOf('palsu.jpg', 'image/jpeg', [0x68, 0x65, 0x6c, 0x6c, 0x6f]);
    const { accepted, refused } = await checkBatchFiles([big, png, tooBig, text, gif, fakeJpeg]);
    expect(accepted.map((file) => file.name)).toEqual(['kamera.jpg', 'denah.png']);
    expect(refused).toEqual([
      { name: 'panorama.jpg', reason: 'Ukuran file maksimal 50 MB' },
      { name: 'catatan.txt', reason: 'File harus berupa gambar' },
      { name: 'animasi.gif', reason: 'Format file harus JPG, PNG, atau WEBP' },
      { name: 'palsu.jpg', reason: 'File harus berupa gambar' },
    ]);
  });
});

describe('home builder images: the batch loop', () => {
  const jobs = ['a', 'b', 'c'].map((id) => ({ id, file: new File([new Uint8Array(10)], `${id}.jpg`, { type: 'image/jpeg' }) }));

  it('optimises the files one at a time, in order, with the chosen profile, reporting each start and finish', async () => {
    const events: string[] = [];
    let running = 0;
    const optimise: Optimise = async (file, profile) => {
      running += 1;
      expect(running).toBe(1);
      events.push(`run ${file.name} ${profile}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return { file, originalSize: file.size, optimizedSize: file.size, isOptimized: false };
    };
    const results = await optimiseBatch(jobs, 'banner', { optimise, onStart: (id) => events.push(`start ${id}`), onDone: (id) => events.push(`done ${id}`) });
    expect(results).toHaveLength(3);
    expect(events).toEqual(['start a', 'run a.jpg banner', 'done a', 'start b', 'run b.jpg banner', 'done b', 'start c', 'run c.jpg banner', 'done c']);
  });

  it('stops before the next file once aborted, and does not report the one in flight', async () => {
    const controller = new AbortController();
    const done: string[] = [];
    const optimise: Optimise = async (file) => {
      if (file.name === 'b.jpg') controller.abort();
      return { file, originalSize: 10, optimizedSize: 10, isOptimized: false };
    };
    const results = await optimiseBatch(jobs, 'product', { optimise, signal: controller.signal, onDone: (id) => done.push(id) });
    expect(done).toEqual(['a']);
    expect(results).toHaveLength(1);
  });
});
