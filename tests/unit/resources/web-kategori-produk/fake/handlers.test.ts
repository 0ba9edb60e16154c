import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';

const NOW = new Date('2026-03-15T05:30:00.000Z');

const setup = () => {
  const harness = createFakeBackendHarness(NOW);
  return { ...harness, call: (method: string, path: string, body?: unknown) => harness.call<Record<string, unknown>>(method, path, body) };
};

const input = { namaKategori: 'Cat Kayu', icon: '🎨', fotoIconUrl: null, deskripsi: 'Cat untuk kayu', kategoriProdukId: 2, urutan: 3 };

describe('fake backend: web categories, reading', () => {
  it('lists every category in data[], by urutan', async () => {
    const { call, db } = setup();
    const { status, body } = await call('GET', '/admin/web-kategori-produk');
    expect(status).toBe(200);
    const data = body.data as Array<{ urutan: number }>;
    expect(data).toHaveLength(db.webKategoriProduk.length);
    expect(data.map((c) => c.urutan)).toEqual([...data.map((c) => c.urutan)].sort((a, b) => a - b));
  });

  it('answers one category, and 404 with an error for an unknown id', async () => {
    const { call } = setup();
    expect((await call('GET', '/admin/web-kategori-produk/2')).body.data).toMatchObject({ id: 2, namaKategori: 'Cat & Pelapis' });
    const missing = await call('GET', '/admin/web-kategori-produk/999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Kategori web tidak ditemukan.');
  });

  it('lists POS categories as data[] of { id, nama_kategori }', async () => {
    const { call } = setup();
    const { status, body } = await call('GET', '/admin/kategori-produk');
    expect(status).toBe(200);
    expect((body.data as unknown[]).length).toBeGreaterThan(5);
    expect((body.data as unknown[])[0]).toEqual({ id: expect.any(Number), nama_kategori: expect.any(String) });
  });
});

describe('fake backend: web categories, saving', () => {
  it('creates with 201, createdAt now, and persists', async () => {
    const { call, db, persist } = setup();
    const { status, body } = await call('POST', '/admin/web-kategori-produk', input);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ ...input, createdAt: NOW.toISOString() });
    expect(db.webKategoriProduk.at(-1)).toMatchObject({ namaKategori: 'Cat Kayu', kategoriProdukId: 2 });
    expect(persist).toHaveBeenCalled();
  });

  it('accepts the older kategori_produk_id name for the POS link', async () => {
    const { call } = setup();
    const { kategoriProdukId: _, ...rest } = input;
    const { body } = await call('POST', '/admin/web-kategori-produk', { ...rest, kategori_produk_id: 5 });
    expect(body.data).toMatchObject({ kategoriProdukId: 5 });
  });

  it('stores the default description when none is sent, and the next urutan when none is sent', async () => {
    const { call, db } = setup();
    const highest = Math.max(...db.webKategoriProduk.map((c) => c.urutan));
    const { body } = await call('POST', '/admin/web-kategori-produk', { namaKategori: 'Lem', deskripsi: '  ' });
    expect(body.data).toMatchObject({ deskripsi: 'Kategori produk bahan bangunan berkualitas', urutan: highest + 1, kategoriProdukId: null, icon: null });
  });

  it.each([
    ['a blank name', { ...input, namaKategori: '  ' }, 'Nama Kategori wajib diisi.'],
    ['a 161-character description', { ...input, deskripsi: 'x'.repeat(161) }, 'Deskripsi maksimal 160 karakter.'],
    ['a 3-emoji icon', { ...input, icon: '🧱🎨🚰' }, 'Ikon maksimal 2 karakter.'],
    ['urutan -1', { ...input, urutan: -1 }, 'Urutan harus bilangan bulat, minimal 0.'],
    ['urutan 1.5', { ...input, urutan: 1.5 }, 'Urutan harus bilangan bulat, minimal 0.'],
    ['an unknown POS category', { ...input, kategoriProdukId: 999 }, 'Kategori POS dengan ID 999 tidak ditemukan.'],
  ])('refuses %s with 400 and its message, storing nothing', async (_label, body, message) => {
    const { call, db, persist } = setup();
    const before = db.webKategoriProduk.length;
    const response = await call('POST', '/admin/web-kategori-produk', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect(db.webKategoriProduk).toHaveLength(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it('refuses a missing name field with 400', async () => {
    const { call } = setup();
    const { namaKategori: _, ...rest } = input;
    expect((await call('POST', '/admin/web-kategori-produk', rest)).status).toBe(400);
  });

  it('refuses a name another category has (any case) with 409', async () => {
    const { call } = setup();
    const response = await call('POST', '/admin/web-kategori-produk', { ...input, namaKategori: 'semen & mortar' });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Kategori "Semen & Mortar" sudah ada.');
  });

  it('updates in place, keeping id and createdAt, and may keep its own name', async () => {
    const { call, db } = setup();
    const before = { ...db.webKategoriProduk.find((c) => c.id === 1)! };
    const { status, body } = await call('PUT', '/admin/web-kategori-produk/1', { ...input, namaKategori: before.namaKategori, kategoriProdukId: null });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 1, namaKategori: before.namaKategori, kategoriProdukId: null, createdAt: before.createdAt, urutan: 3 });
  });

  it('answers 404 when updating an unknown category', async () => {
    const { call } = setup();
    expect((await call('PUT', '/admin/web-kategori-produk/999', input)).status).toBe(404);
  });
});

describe('fake backend: web categories, deleting', () => {
  it('deletes a category no product uses, and persists', async () => {
    const { call, db, persist } = setup();
    const created = (await call('POST', '/admin/web-kategori-produk', input)).body.data as { id: number };
    persist.mockClear();
    const { status, body } = await call('DELETE', `/admin/web-kategori-produk/${created.id}`);
    expect(status).toBe(200);
    expect(body.message).toBe('Kategori berhasil dihapus!');
    expect(db.webKategoriProduk.some((c) => c.id === created.id)).toBe(false);
    expect(persist).toHaveBeenCalled();
  });

  it('refuses with 409 while web products use the category, and keeps it', async () => {
    const { call, db } = setup();
    db.produkWeb = db.produkWeb.map((product, index) => ({ ...product, kategoriProdukWebId: index < 2 ? 4 : 1 }));
    const { status, body } = await call('DELETE', '/admin/web-kategori-produk/4');
    expect(status).toBe(409);
    expect(body.error).toBe('Kategori "Keramik & Lantai" masih dipakai oleh 2 produk web. Pindahkan produknya ke kategori lain terlebih dahulu.');
    expect(db.webKategoriProduk.some((c) => c.id === 4)).toBe(true);
  });

  it('answers 404 for an unknown category', async () => {
    const { call } = setup();
    expect((await call('DELETE', '/admin/web-kategori-produk/999')).status).toBe(404);
  });
});

describe('fake backend: category order (update-urutan)', () => {
  it('puts the listed ids first in that order, the rest after them in their old order', async () => {
    const { call, db } = setup();
    const { status } = await call('POST', '/admin/web-kategori-produk/update-urutan', { ids: [3, 1, '2'] });
    expect(status).toBe(200);
    const order = [...db.webKategoriProduk].sort((a, b) => a.urutan - b.urutan).map((c) => c.id);
    expect(order.slice(0, 4)).toEqual([3, 1, 2, 4]);
    expect([...db.webKategoriProduk].sort((a, b) => a.urutan - b.urutan).map((c) => c.urutan)).toEqual(db.webKategoriProduk.map((_, i) => i + 1));
  });

  it.each([
    [{ ids: [] }, 400],
    [{ ids: [1, 1] }, 400],
    [{ ids: [1, 999] }, 404],
  ])('refuses %j with %d and changes nothing', async (body, status) => {
    const { call, db } = setup();
    const before = db.webKategoriProduk.map((c) => c.urutan);
    const response = await call('POST', '/admin/web-kategori-produk/update-urutan', body);
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual(expect.any(String));
    expect(db.webKategoriProduk.map((c) => c.urutan)).toEqual(before);
  });
});

describe('fake backend: category AI helpers', () => {
  it('generates a description of at most 160 characters from the name', async () => {
    const { call } = setup();
    const { status, body } = await call('POST', '/admin/web-kategori-produk/generate-deskripsi', { namaKategori: 'Pipa Air' });
    expect(status).toBe(200);
    expect(body.deskripsi).toContain('Pipa Air');
    expect(String(body.deskripsi).length).toBeLessThanOrEqual(160);
  });

  it('refuses a description without a name with 400', async () => {
    const { call } = setup();
    expect((await call('POST', '/admin/web-kategori-produk/generate-deskripsi', { namaKategori: ' ' })).status).toBe(400);
  });

  it('generates an emoji from ?kategori=, and 400 without it', async () => {
    const { call } = setup();
    expect((await call('GET', `/admin/produk-web/api/generate-emoji?kategori=${encodeURIComponent('Semen Putih')}`)).body).toEqual({ emoji: '🧱' });
    const missing = await call('GET', '/admin/produk-web/api/generate-emoji');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Parameter kategori wajib diisi.');
  });
});

describe('fake backend: web categories are validated like a real shop backend (issue 8)', () => {
  it.each([
    [{ namaKategori: '\u200b' }, 'Nama Kategori wajib diisi.'],
    [{ namaKategori: 'x'.repeat(10_000) }, 'Nama Kategori maksimal 100 karakter.'],
    [{ fotoIconUrl: 'javascript:alert(1)' }, 'Foto Ikon harus alamat http:// atau https://, atau alamat halaman situs yang diawali /.'],
    [{ fotoIconUrl: 'data:text/html;base64,PHNjcmlwdD4=' }, 'Foto Ikon harus alamat http:// atau https://, atau alamat halaman situs yang diawali /.'],
    [{ fotoIconUrl: '//evil.example/ikon.png' }, 'Foto Ikon harus alamat http:// atau https://, atau alamat halaman situs yang diawali /.'],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    const { call, db, persist } = setup();
    const before = db.webKategoriProduk.length;
    expect(await call('POST', '/admin/web-kategori-produk', { ...input, ...change })).toEqual({ status: 400, body: { error: message } });
    expect(db.webKategoriProduk).toHaveLength(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it.each(['https://cdn.example/ikon.webp', '/ikon/semen.png', 'data:image/webp;base64,UklGRg=='])('takes the icon photo %s', async (fotoIconUrl) => {
    const { call } = setup();
    const { status, body } = await call('POST', '/admin/web-kategori-produk', { ...input, fotoIconUrl });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ fotoIconUrl });
  });

  it('stores the name without invisible characters, so a look-alike is the same name', async () => {
    const { call } = setup();
    expect((await call('POST', '/admin/web-kategori-produk', { ...input, namaKategori: '\u200bCat\u202e Kayu ' })).body.data).toMatchObject({ namaKategori: 'Cat Kayu' });
    expect(await call('POST', '/admin/web-kategori-produk', { ...input, namaKategori: 'Cat\u200b Kayu' })).toEqual({ status: 409, body: { error: 'Kategori "Cat Kayu" sudah ada.' } });
  });
});
