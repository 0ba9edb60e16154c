import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '@/api/client';
import { HttpError } from '@/api/errors';
import { createDataProvider } from '@/providers/dataProvider';
import { resourceEntries } from '@/resources';
import { webKategoriProdukContract } from '@/resources/web-kategori-produk/contract';
import { generateWebKategoriProdukDescription, generateWebKategoriProdukEmoji } from '@/resources/web-kategori-produk/api';

const BASE = 'https://api.toko.test';
const RESOURCE = 'web-kategori-produk';

const json = (body: unknown, status = 200): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CATEGORIES = [
  { id: 1, namaKategori: 'Semen', icon: '🧱', fotoIconUrl: null, deskripsi: 'Semen kuat', kategoriProdukId: 1, urutan: 2, createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 2, namaKategori: 'Cat', icon: '🎨', fotoIconUrl: 'https://cdn/cat.webp', deskripsi: 'Cat tembok', kategori_produk_id: 4, urutan: 1, createdAt: '2026-02-01T00:00:00.000Z' },
];

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

const setup = (respond: (request: Request) => Response | Promise<Response> = () => json({ data: CATEGORIES })) => {
  const sent: Sent[] = [];
  const fetch = vi.fn<FetchLike>(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    sent.push({ method: request.method, path: url.pathname, search: url.search, body: text ? (JSON.parse(text) as unknown) : undefined, authorization: request.headers.get('Authorization') });
    return respond(request);
  });
  const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' }), resourceEntries);
  return { provider, sent };
};

const listParams = { filter: {}, sort: { field: 'urutan', order: 'ASC' as const }, pagination: { page: 1, perPage: 10_000 } };

describe('dataProvider web-kategori-produk: CRUD requests', () => {
  it('getList calls GET /admin/web-kategori-produk once and unwraps data[], sorted on the client', async () => {
    const { provider, sent } = setup();
    const result = await provider.getList(RESOURCE, listParams);
    expect(sent).toEqual([expect.objectContaining({ method: 'GET', path: '/admin/web-kategori-produk', search: '', authorization: 'Bearer tok' })]);
    expect(result.data.map((c) => c.id)).toEqual([2, 1]);
    expect(result.total).toBe(2);
  });

  it('reads the older kategori_produk_id as kategoriProdukId', async () => {
    const { provider } = setup();
    const result = await provider.getList(RESOURCE, listParams);
    expect(result.data.find((c) => c.id === 2)).toMatchObject({ kategoriProdukId: 4 });
    expect(result.data.find((c) => c.id === 2)).not.toHaveProperty('kategori_produk_id');
  });

  it('accepts a bare array from the list endpoint too', async () => {
    const { provider } = setup(() => json(CATEGORIES));
    expect((await provider.getList(RESOURCE, listParams)).total).toBe(2);
  });

  it('getOne calls GET /admin/web-kategori-produk/2 and accepts a bare record or { data }', async () => {
    const bare = setup(() => json(CATEGORIES[1]));
    expect((await bare.provider.getOne(RESOURCE, { id: 2 })).data).toMatchObject({ id: 2, namaKategori: 'Cat' });
    expect(bare.sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/web-kategori-produk/2']);
    const wrapped = setup(() => json({ data: CATEGORIES[0] }));
    expect((await wrapped.provider.getOne(RESOURCE, { id: 1 })).data).toMatchObject({ id: 1, kategoriProdukId: 1 });
  });

  it('create calls POST with exactly the spec fields: empty POS link null, empty description the default', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok', data: { ...CATEGORIES[0], id: 9 } }, 201));
    await provider.create(RESOURCE, {
      data: { namaKategori: ' Lem ', icon: '', fotoIconUrl: null, deskripsi: '', kategoriProdukId: '', urutan: 4, createdAt: 'x', id: 3 },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/admin/web-kategori-produk' });
    expect(sent[0]?.body).toStrictEqual({
      namaKategori: 'Lem',
      icon: null,
      fotoIconUrl: null,
      deskripsi: 'Kategori produk bahan bangunan berkualitas',
      kategoriProdukId: null,
      urutan: 4,
    });
  });

  it('create from the quick-add dialog sends kategori_produk_id instead', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok' }, 201));
    await provider.create(RESOURCE, { data: { namaKategori: 'Lem', icon: '🧴', deskripsi: 'Lem kayu', kategori_produk_id: 3, urutan: 0, fotoIconUrl: 'https://cdn/lem.webp' } });
    expect(sent[0]?.body).toStrictEqual({ namaKategori: 'Lem', icon: '🧴', fotoIconUrl: 'https://cdn/lem.webp', deskripsi: 'Lem kayu', kategori_produk_id: 3, urutan: 0 });
  });

  it('update calls PUT /admin/web-kategori-produk/1 merged with previousData', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok' }));
    await provider.update(RESOURCE, { id: 1, data: { namaKategori: 'Semen Putih', kategoriProdukId: null }, previousData: CATEGORIES[0]! });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['PUT /admin/web-kategori-produk/1']);
    expect(sent[0]?.body).toStrictEqual({ namaKategori: 'Semen Putih', icon: '🧱', fotoIconUrl: null, deskripsi: 'Semen kuat', kategoriProdukId: null, urutan: 2 });
  });

  it('delete calls DELETE /admin/web-kategori-produk/1', async () => {
    const { provider, sent } = setup(() => json({ message: 'Kategori berhasil dihapus!' }));
    await provider.delete(RESOURCE, { id: 1, previousData: CATEGORIES[0] });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /admin/web-kategori-produk/1']);
  });

  it.each([
    ['getList', 'Gagal memuat daftar kategori web.'],
    ['getOne', 'Gagal mengambil data kategori web.'],
    ['create', 'Gagal menyimpan kategori web.'],
    ['delete', 'Gagal menghapus kategori.'],
  ] as const)('%s without a server text fails with "%s"', async (method, message) => {
    const { provider } = setup(() => json({}, 500));
    const calls = {
      getList: () => provider.getList(RESOURCE, listParams),
      getOne: () => provider.getOne(RESOURCE, { id: 1 }),
      create: () => provider.create(RESOURCE, { data: { namaKategori: 'X', urutan: 0 } }),
      delete: () => provider.delete(RESOURCE, { id: 1 }),
    };
    await expect(calls[method]()).rejects.toThrow(message);
  });

  it("prefers the server's error text", async () => {
    const { provider } = setup(() => json({ error: 'Kategori masih dipakai.' }, 409));
    await expect(provider.delete(RESOURCE, { id: 1 })).rejects.toMatchObject({ message: 'Kategori masih dipakai.', status: 409 });
  });
});

describe('dataProvider: category custom methods', () => {
  it('generateWebKategoriProdukDescription POSTs { namaKategori } and resolves to deskripsi', async () => {
    const { provider, sent } = setup(() => json({ deskripsi: 'Pipa kuat untuk air.' }));
    await expect(generateWebKategoriProdukDescription(provider.call, 'Pipa')).resolves.toBe('Pipa kuat untuk air.');
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/web-kategori-produk/generate-deskripsi', body: { namaKategori: 'Pipa' } })]);
  });

  it('generateWebKategoriProdukDescription without a text in the answer fails with "Gagal mendapatkan deskripsi."', async () => {
    const { provider } = setup(() => json({ deskripsi: '  ' }));
    await expect(generateWebKategoriProdukDescription(provider.call, 'Pipa')).rejects.toThrow('Gagal mendapatkan deskripsi.');
  });

  it('generateWebKategoriProdukEmoji GETs ?kategori= (encoded) and resolves to emoji', async () => {
    const { provider, sent } = setup(() => json({ emoji: '🚰' }));
    await expect(generateWebKategoriProdukEmoji(provider.call, 'Pipa & Fitting')).resolves.toBe('🚰');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/admin/produk-web/api/generate-emoji', search: '?kategori=Pipa+%26+Fitting' });
  });

  it('generateWebKategoriProdukEmoji fails with "Gagal mendapatkan emoji." without an emoji, "Gagal generate emoji." on a bare error', async () => {
    await expect(generateWebKategoriProdukEmoji(setup(() => json({})).provider.call, 'Pipa')).rejects.toThrow('Gagal mendapatkan emoji.');
    await expect(generateWebKategoriProdukEmoji(setup(() => json({}, 500)).provider.call, 'Pipa')).rejects.toThrow('Gagal generate emoji.');
  });

  it('getPosCategories GETs /admin/kategori-produk and unwraps data[]', async () => {
    const { provider, sent } = setup(() => json({ data: [{ id: 1, nama_kategori: 'Semen' }] }));
    await expect(provider.call(webKategoriProdukContract.posList)).resolves.toEqual([{ id: 1, nama_kategori: 'Semen' }]);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/kategori-produk']);
  });

  it('getPosCategories fails with "Gagal memuat opsi kategori POS." without a server text', async () => {
    await expect(setup(() => json(null, 500)).provider.call(webKategoriProdukContract.posList)).rejects.toBeInstanceOf(HttpError);
    await expect(setup(() => json(null, 500)).provider.call(webKategoriProdukContract.posList)).rejects.toThrow('Gagal memuat opsi kategori POS.');
  });

  it('updateCategoryOrder POSTs { ids } in order, and fails with "Gagal menyimpan urutan. Coba lagi."', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok' }));
    await provider.call(webKategoriProdukContract.updateOrder, { body: { ids: [3, 1, 2] } });
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/web-kategori-produk/update-urutan', body: { ids: [3, 1, 2] } })]);
    await expect(setup(() => json({}, 500)).provider.call(webKategoriProdukContract.updateOrder, { body: { ids: [1] } })).rejects.toThrow('Gagal menyimpan urutan. Coba lagi.');
  });
});
