import { fakeAreas } from '@/fake-api/areas';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { HttpError } from '@/api/errors';
import type { UploadedImage } from '@/domain/image/uploadedImage';
import { createSeedDb } from '@/fake-api/db';
import { createFaultList } from '@/fake-api/faults';
import { createFakeBackend } from '@/fake-api/router';
import { createDataProvider } from '@/providers/dataProvider';
import type { UploadFileParams } from '@/providers/storage';
import { resourceEntries } from '@/resources';
import { createImageStorage, uploadImageList, type StorageFetch } from '@/providers/storage';
import { uploadViaBackend } from '@/providers/storage';

const SUPABASE = { url: 'https://abcd.supabase.co/', anonKey: 'anon-key-123' };
const NOW = 1767225600000;
const photo = (name = 'foto.webp', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/webp' });

const recordingFetch = (respond: () => Response | Promise<Response> = () => new Response(JSON.stringify({ Key: 'x' }), { status: 200 })) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn<StorageFetch>(async (url, init) => {
    calls.push({ url, init });
    return respond();
  });
  return { fetch, calls };
};

const noBackend = vi.fn(async (_params: UploadFileParams): Promise<string> => {
  throw new Error('the backend must not be called when Supabase is configured');
});

const newImage = (file: File, id = file.name): UploadedImage => ({
  kind: 'new',
  id,
  file,
  preview: `blob:${id}`,
  name: file.name,
  size: file.size,
  type: file.type,
  originalSize: file.size * 10,
  optimizedSize: file.size,
  isOptimized: true,
});

describe('image storage: Supabase Storage (VITE_SUPABASE_URL and key set)', () => {
  it('POSTs the file to /storage/v1/object/{bucket}/{folder}/{timestamp-random.ext} with the anon key, 1 h cache and no overwrite', async () => {
    const { fetch, calls } = recordingFetch();
    const storage = createImageStorage({ supabase: SUPABASE, fetch, uploadFile: noBackend, now: () => NOW, random: () => 'r4nd0m01' });
    const file = photo('Keramik Putih.webp');
    const url = await storage.upload(file, { bucket: 'produk-web', folder: 'gallery' });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`https://abcd.supabase.co/storage/v1/object/produk-web/gallery/${NOW}-r4nd0m01.webp`);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(file);
    expect(calls[0]?.init.headers).toEqual({
      apikey: 'anon-key-123',
      Authorization: 'Bearer anon-key-123',
      'cache-control': 'max-age=3600',
      'x-upsert': 'false',
      'content-type': 'image/webp',
    });
    expect(url).toBe(`https://abcd.supabase.co/storage/v1/object/public/produk-web/gallery/${NOW}-r4nd0m01.webp`);
    expect(noBackend).not.toHaveBeenCalled();
  });

  it('uses a given path as it is (encoded per segment)', async () => {
    const { fetch, calls } = recordingFetch();
    const storage = createImageStorage({ supabase: SUPABASE, fetch, uploadFile: noBackend });
    const url = await storage.upload(photo(), { bucket: 'produk-web', path: 'variants/satu dua.webp' });
    expect(calls[0]?.url).toBe('https://abcd.supabase.co/storage/v1/object/produk-web/variants/satu%20dua.webp');
    expect(url).toBe('https://abcd.supabase.co/storage/v1/object/public/produk-web/variants/satu%20dua.webp');
  });

  it("turns a refusal into the server's error text (error, else message)", async () => {
    const { fetch } = recordingFetch(() => new Response(JSON.stringify({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }), { status: 409 }));
    const storage = createImageStorage({ supabase: SUPABASE, fetch, uploadFile: noBackend });
    const failure = storage.upload(photo(), { bucket: 'produk-web', folder: 'main' });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ message: 'Duplicate', status: 409 });
  });

  it('reports an unreachable storage as a network error', async () => {
    const storage = createImageStorage({
      supabase: SUPABASE,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      uploadFile: noBackend,
    });
    await expect(storage.upload(photo(), { bucket: 'produk-web', folder: 'main' })).rejects.toThrow('Tidak dapat terhubung ke server. Periksa koneksi internet Anda.');
  });
});

describe('image storage: the admin token is asked for on every upload path (catalogue spec §5)', () => {
  it.each([
    ['Supabase Storage', SUPABASE],
    ["the backend's upload-file", null],
  ])('%s: without an admin session nothing is sent and the upload fails with the spec’s text', async (_path, supabase) => {
    const { fetch } = recordingFetch();
    const uploadFile = vi.fn(async (_params: UploadFileParams) => 'https://api.toko.test/x.webp');
    const storage = createImageStorage({ supabase, fetch, uploadFile, hasToken: async () => false });
    const failure = storage.upload(photo(), { bucket: 'review-photos' });
    await expect(failure).rejects.toMatchObject({ message: 'Token admin tidak ditemukan. Silakan login kembali.', status: 401 });
    expect(fetch).not.toHaveBeenCalled();
    expect(uploadFile).not.toHaveBeenCalled();
  });
});

describe('image storage: stored names', () => {
  it.each([
    ['timestamp and random (product photos, banners, category icons)', undefined, `gallery/${NOW}-r4nd0m01.webp`],
    ['random only (review photos, delivery proofs)', 'random' as const, 'gallery/r4nd0m01r4nd0m01.webp'],
  ])('%s', async (_case, naming, path) => {
    const uploadFile = vi.fn(async (_params: UploadFileParams) => 'u');
    const storage = createImageStorage({ uploadFile, now: () => NOW, random: () => 'r4nd0m01' });
    await storage.upload(photo('Foto Asli.webp'), { bucket: 'b', folder: 'gallery', naming });
    expect(uploadFile.mock.calls[0]?.[0].path).toBe(path);
  });
});

describe("image storage: the backend's upload-file (no Supabase settings)", () => {
  it('calls uploadFile with the bucket and folder/<timestamp-random.ext> and returns its URL', async () => {
    const uploadFile = vi.fn(async (_params: UploadFileParams) => 'https://api.toko.test/files/x.webp');
    const { fetch } = recordingFetch();
    const storage = createImageStorage({ supabase: null, fetch, uploadFile, now: () => NOW, random: () => 'abc12345' });
    const file = photo('depan.webp');
    await expect(storage.upload(file, { bucket: 'produk-web', folder: 'main' })).resolves.toBe('https://api.toko.test/files/x.webp');
    expect(uploadFile).toHaveBeenCalledWith({ file, bucket: 'produk-web', path: `main/${NOW}-abc12345.webp` });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the file in the fake backend as a data: URL that displays the same bytes', async () => {
    const now = new Date();
    const db = createSeedDb(now, fakeAreas);
    db.sessions.tok = { email: 'admin@toko.test', createdAt: now.toISOString() };
    const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist: () => {}, faults: createFaultList(), now: () => now });
    const api = createApiClient({ baseUrl: 'https://fake-api.invalid', fetch: backend, getToken: () => 'tok' });
    const provider = createDataProvider(api, resourceEntries);
    const storage = createImageStorage({ uploadFile: (params) => uploadViaBackend(provider.call, provider.hasToken, params) });
    // A WebP's first bytes: the fake upload, like a real one, refuses what does not decode as an image.
    const webp = new Uint8Array([...new TextEncoder().encode('RIFF'), 4, 0, 0, 0, ...new TextEncoder().encode('WEBP')]);
    const url = await storage.upload(new File([webp], 'a.webp', { type: 'image/webp' }), { bucket: 'produk-web', folder: 'main' });
    expect(url).toBe(`data:image/webp;base64,${Buffer.from(webp).toString('base64')}`);
  });
});

describe('uploadImageList', () => {
  it('keeps existing URLs and uploads new files in order, reporting progress', async () => {
    const uploadFile = vi.fn(async ({ path }: UploadFileParams) => `https://cdn/${path}`);
    const storage = createImageStorage({ uploadFile });
    const progress: string[] = [];
    let n = 0;
    const urls = await uploadImageList(
      storage,
      [{ kind: 'existing', id: 'e1', url: 'https://cdn/lama.webp' }, newImage(photo('a.webp')), newImage(photo('b.png'))],
      { bucket: 'produk-web', folder: 'gallery' },
      { onProgress: ({ done, total }) => progress.push(`${done}/${total}`), now: () => NOW, random: () => `r${(n += 1)}` },
    );
    expect(urls).toEqual(['https://cdn/lama.webp', `https://cdn/gallery/${NOW}-r1.webp`, `https://cdn/gallery/${NOW}-r2.png`]);
    expect(uploadFile.mock.calls.map(([params]) => params.bucket)).toEqual(['produk-web', 'produk-web']);
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
  });

  it("stops at the first refused file with 'Gagal unggah {path}: {reason}'", async () => {
    const uploadFile = vi
      .fn<(params: UploadFileParams) => Promise<string>>()
      .mockResolvedValueOnce('https://cdn/1')
      .mockRejectedValueOnce(new HttpError('Ukuran file maksimal 2MB', 413));
    const storage = createImageStorage({ uploadFile });
    const images = [newImage(photo('a.webp')), newImage(photo('b.webp')), newImage(photo('c.webp'))];
    await expect(uploadImageList(storage, images, { bucket: 'produk-web', folder: 'variants' }, { now: () => NOW, random: () => 'zz' })).rejects.toThrow(
      `Gagal unggah variants/${NOW}-zz.webp: Ukuran file maksimal 2MB`,
    );
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });

  it("uses the spec's fallback reason when the failure has no message to show", async () => {
    const storage = createImageStorage({ uploadFile: vi.fn().mockRejectedValue(new Error('internal')) });
    await expect(uploadImageList(storage, [newImage(photo())], { bucket: 'produk-web', folder: 'main' }, { now: () => 1, random: () => 'q' })).rejects.toThrow(
      'Gagal unggah main/1-q.webp: Terjadi kesalahan. Silakan coba lagi.',
    );
  });

  it('does not upload again a file an earlier failed save already stored', async () => {
    const uploadFile = vi
      .fn<(params: UploadFileParams) => Promise<string>>()
      .mockResolvedValueOnce('https://cdn/a')
      .mockRejectedValueOnce(new HttpError('Server sibuk', 503))
      .mockResolvedValueOnce('https://cdn/b');
    const storage = createImageStorage({ uploadFile });
    const uploaded = new WeakMap<File, string>();
    const images = [newImage(photo('a.webp')), newImage(photo('b.webp'))];
    await expect(uploadImageList(storage, images, { bucket: 'produk-web', folder: 'gallery' }, { uploaded })).rejects.toThrow('Server sibuk');
    const progress: string[] = [];
    await expect(
      uploadImageList(storage, images, { bucket: 'produk-web', folder: 'gallery' }, { uploaded, onProgress: ({ done, total }) => progress.push(`${done}/${total}`) }),
    ).resolves.toEqual(['https://cdn/a', 'https://cdn/b']);
    expect(uploadFile).toHaveBeenCalledTimes(3);
    expect(progress).toEqual(['0/1', '1/1']);
  });

  it('reports no progress and sends nothing when every image is already stored', async () => {
    const uploadFile = vi.fn();
    const onProgress = vi.fn();
    const urls = await uploadImageList(createImageStorage({ uploadFile }), [{ kind: 'existing', id: 'e', url: 'u' }], { bucket: 'produk-web' }, { onProgress });
    expect(urls).toEqual(['u']);
    expect(uploadFile).not.toHaveBeenCalled();
    expect(onProgress).not.toHaveBeenCalled();
  });
});
