import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '@/api/client';
import { HttpError } from '@/api/errors';
import { withPhotoUrls } from '@/resources/produk-web/rules/payload';
import { createDataProvider } from '@/providers/dataProvider';
import { resourceEntries } from '@/resources';
import { validProduct, validVariant, validVariantProduct } from './rules/fixtures';
import { produkWebContract } from '@/resources/produk-web/contract';

const BASE = 'https://api.toko.test';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const product = (id: number) => ({ id, judul: `Produk ${id}`, slug: `produk-${id}`, isPublishedInduk: true, hargaTampil: 1000, tipeHarga: 'NORMAL', varian: [] });

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

const setup = (respond: (request: Request) => Response = () => json([])) => {
  const sent: Sent[] = [];
  const fetch = vi.fn<FetchLike>(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    sent.push({ method: request.method, path: url.pathname, search: url.search, body: text ? (JSON.parse(text) as unknown) : undefined });
    return respond(request);
  });
  const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' }), resourceEntries);
  return { provider, sent };
};

const listParams = (page: number, perPage: number, filter: Record<string, unknown> = {}) => ({
  filter,
  sort: { field: 'id', order: 'ASC' as const },
  pagination: { page, perPage },
});

describe('dataProvider produk-web: list (partial pagination)', () => {
  it('sends page, perPage and the q filter as search', async () => {
    const { provider, sent } = setup(() => json([product(1)]));
    await provider.getList('produk-web', listParams(2, 8, { q: 'semen putih' }));
    expect(sent).toEqual([{ method: 'GET', path: '/admin/produk-web', search: '?page=2&perPage=8&search=semen+putih', body: undefined }]);
  });

  it('sends no search without a q filter', async () => {
    const { provider, sent } = setup(() => json([]));
    await provider.getList('produk-web', listParams(1, 8));
    expect(sent[0]?.search).toBe('?page=1&perPage=8');
  });

  it('a full page means there may be a next one; a short page is the last; page 1 has no previous', async () => {
    const full = setup(() => json(Array.from({ length: 8 }, (_, i) => product(i + 1))));
    const first = await full.provider.getList('produk-web', listParams(1, 8));
    expect(first.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: true });
    expect(first.total).toBeUndefined();
    const short = setup(() => json([product(1), product(2)]));
    expect((await short.provider.getList('produk-web', listParams(3, 8))).pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false });
  });

  it('accepts the data[] envelope too', async () => {
    const { provider } = setup(() => json({ data: [product(4)] }));
    expect((await provider.getList('produk-web', listParams(1, 8))).data.map((r) => r.id)).toEqual([4]);
  });

  it('a failed list shows the server text, else the spec fallback', async () => {
    const failing = setup(() => json({}, 500));
    await expect(failing.provider.getList('produk-web', listParams(1, 8))).rejects.toThrow('Gagal memuat data. Silakan coba lagi.');
  });
});

describe('dataProvider produk-web: one product, saving, deleting', () => {
  it('getOne reads GET /admin/produk-web/{id}/edit', async () => {
    const { provider, sent } = setup(() => json({ ...product(5), entitasNama: 'CV', varian: [] }));
    const { data } = await provider.getOne('produk-web', { id: 5 });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/produk-web/5/edit']);
    expect(data).toMatchObject({ id: 5, entitasNama: 'CV' });
  });

  it('create POSTs exactly the create payload (no idIndukExisting, no form-only fields)', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok', data: product(70) }, 201));
    const values = withPhotoUrls(validProduct(), { fotoUtamaUrl: 'u', galeriFotoUrls: [], varian: [] });
    const { data } = await provider.create('produk-web', { data: values });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/admin/produk-web' });
    expect(sent[0]?.body).toStrictEqual({
      produkKasirId: 1101,
      entitasId: 'ent-cv',
      judul: 'Semen Holcim 40kg',
      deskripsi: 'Semen serbaguna.',
      kategoriProdukWebId: 1,
      merkId: 3,
      fotoUtamaUrl: 'u',
      galeriFotoUrls: [],
      hargaJual: 58500,
      hargaGrosir: null,
      minQtyGrosir: null,
      diskonAktif: false,
      diskonPersen: null,
      diskonBerakhir: null,
      tags: 'semen, holcim',
      slug: 'semen-holcim-40kg',
      varian: [],
    });
    expect(data.id).toBe(70);
  });

  it('update PUTs the update payload with idIndukExisting and idVarianExisting', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok' }));
    const values = validVariantProduct({ id: 9, isPublishedInduk: true, varian: [validVariant({ idVarianExisting: 3 })] });
    await provider.update('produk-web', { id: 9, data: withPhotoUrls(values, { fotoUtamaUrl: 'u', galeriFotoUrls: [], varian: [['v']] }), previousData: { id: 9 } });
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/admin/produk-web/9' });
    expect(sent[0]?.body).toMatchObject({ idIndukExisting: 9, isPublishedInduk: true, hargaJual: null, varian: [{ idVarianExisting: 3, fotoVarianUrls: ['v'] }] });
  });

  it('save failures: the server text, else "Gagal menambahkan produk." / "Gagal memperbarui produk."', async () => {
    const values = withPhotoUrls(validProduct({ id: 9 }), { fotoUtamaUrl: 'u', galeriFotoUrls: [], varian: [] });
    const withText = setup(() => json({ error: 'Slug "x" sudah dipakai produk lain.' }, 409));
    await expect(withText.provider.create('produk-web', { data: values })).rejects.toThrow('Slug "x" sudah dipakai produk lain.');
    const silent = setup(() => json({}, 500));
    await expect(silent.provider.create('produk-web', { data: values })).rejects.toThrow('Gagal menambahkan produk.');
    await expect(silent.provider.update('produk-web', { id: 9, data: values, previousData: { id: 9 } })).rejects.toThrow('Gagal memperbarui produk.');
  });

  it('delete sends DELETE /admin/produk-web/{id}; a refusal keeps the server text, else the spec fallback', async () => {
    const ok = setup(() => json({ message: 'ok' }));
    await ok.provider.delete('produk-web', { id: 12, previousData: product(12) });
    expect(ok.sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /admin/produk-web/12']);
    const refused = setup(() => json({ error: 'Produk "A" tidak dapat dihapus karena sudah ada di 3 pesanan.' }, 409));
    const error = await refused.provider.delete('produk-web', { id: 12 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('Produk "A" tidak dapat dihapus karena sudah ada di 3 pesanan.');
    const silent = setup(() => json({}, 500));
    await expect(silent.provider.delete('produk-web', { id: 12 })).rejects.toThrow('Gagal menghapus produk. Mungkin produk ini terkait dengan data lain.');
  });
});

describe('dataProvider produk-web: custom calls', () => {
  it('unlinked cashier products: GET /admin/produk-web/kasir-belum-terlink', async () => {
    const row = { id: 1001, nama_produk: 'Semen', entitas_id: 'e', harga_modal: '51000.00', berat_gram: 40000 };
    const { provider, sent } = setup(() => json([row]));
    expect(await provider.call(produkWebContract.unlinkedCashierProducts)).toEqual([{ ...row, harga_modal: 51000 }]);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/admin/produk-web/kasir-belum-terlink', search: '' });
  });

  it('the generators POST their spec bodies and unwrap the answer', async () => {
    const { provider, sent } = setup((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('generate-deskripsi')) return json({ deskripsi: 'Teks' });
      if (path.endsWith('generate-harga-jual')) return json({ hargaJual: '61000' });
      return json({ slug: 'cat-tembok', tags: ['cat', 'tembok'] });
    });
    expect(await provider.call(produkWebContract.generateDescription, { body: { judul: 'Cat Tembok' } })).toBe('Teks');
    expect(await provider.call(produkWebContract.generateSellingPrice, { body: { namaProduk: 'Cat Tembok', hargaModal: 50000, kategori: 'Cat', merk: 'Avian' } })).toBe(61000);
    expect(await provider.call(produkWebContract.generateSlugTags, { body: { judul: 'Cat Tembok', deskripsi: 'D', kategori: 'Cat', merk: 'Avian' }, fallback: 'Gagal generate slug.' })).toEqual({ slug: 'cat-tembok', tags: 'cat, tembok' });
    expect(sent.map((s) => [s.path, s.body])).toEqual([
      ['/admin/produk-web/generate-deskripsi', { judul: 'Cat Tembok' }],
      ['/admin/produk-web/generate-harga-jual', { namaProduk: 'Cat Tembok', hargaModal: 50000, kategori: 'Cat', merk: 'Avian' }],
      ['/admin/produk-web/generate-slug-tags', { judul: 'Cat Tembok', deskripsi: 'D', kategori: 'Cat', merk: 'Avian' }],
    ]);
  });

  it('generator failures fall back to their own messages', async () => {
    const { provider } = setup(() => json({}, 500));
    await expect(provider.call(produkWebContract.generateDescription, { body: { judul: 'x' } })).rejects.toThrow('Gagal generate deskripsi.');
    await expect(provider.call(produkWebContract.generateSellingPrice, { body: { namaProduk: 'x', hargaModal: 1, kategori: '', merk: '' } })).rejects.toThrow('Gagal generate harga jual.');
    await expect(provider.call(produkWebContract.generateSlugTags, { body: { judul: 'x', deskripsi: 'd', kategori: 'k', merk: 'm' }, fallback: 'Gagal generate tags.' })).rejects.toThrow('Gagal generate tags.');
  });

  it('flash sale: search with q, toggle with its body', async () => {
    const { provider, sent } = setup((request) => (request.method === 'GET' ? json([product(3)]) : json({ message: 'ok' })));
    expect((await provider.call(produkWebContract.searchForFlashSale, { query: { q: 'semen' } })).map((p) => p.id)).toEqual([3]);
    await provider.call(produkWebContract.toggleFlashSale, { body: { produkWebId: 3, aktifkan: false } });
    expect(sent.map((s) => [s.method, s.path, s.search, s.body])).toEqual([
      ['GET', '/admin/produk-web/search-for-flash-sale', '?q=semen', undefined],
      ['POST', '/admin/produk-web/toggle-flash-sale', '', { produkWebId: 3, aktifkan: false }],
    ]);
  });
});
