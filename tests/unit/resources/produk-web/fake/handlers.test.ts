import { describe, expect, it } from 'vitest';
import type { FakeDb } from '@/fake-api/db';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';
import { linkedCashierIds } from '@/resources/produk-web/fake/views';

// 15 March 2026, 12:30 WIB.
const NOW = new Date('2026-03-15T05:30:00.000Z');

const setup = () => createFakeBackendHarness(NOW);

type Row = Record<string, unknown> & { id: number; judul: string };

const unlinkedIds = (db: FakeDb): number[] => {
  const linked = linkedCashierIds(db);
  return db.produkKasir.filter((c) => !linked.has(String(c.id))).map((c) => c.id);
};

/** A valid create body for a product without variants, on a free cashier product. */
const createBody = (db: FakeDb, overrides: Record<string, unknown> = {}) => ({
  entitasId: null,
  judul: 'Semen Holcim Serbaguna 40kg',
  deskripsi: 'Semen serbaguna.',
  kategoriProdukWebId: 1,
  merkId: 1,
  fotoUtamaUrl: 'data:image/webp;base64,AAAA',
  galeriFotoUrls: [],
  produkKasirId: unlinkedIds(db)[0],
  hargaJual: 60000,
  hargaGrosir: null,
  minQtyGrosir: null,
  diskonPersen: null,
  diskonAktif: false,
  diskonBerakhir: null,
  tags: 'semen,  holcim, Semen ,',
  slug: '',
  varian: [],
  ...overrides,
});

const variant = (produkKasirId: number | null, overrides: Record<string, unknown> = {}) => ({
  produkKasirId,
  namaTampilanVarian: 'Putih',
  skuVarianWeb: null,
  fotoVarianUrls: [],
  isPublishedVarian: true,
  hargaJual: 90000,
  hargaGrosir: null,
  minQtyGrosir: null,
  diskonPersen: null,
  diskonAktif: false,
  diskonBerakhir: null,
  ...overrides,
});

describe('fake backend: product list', () => {
  it('answers a bare array of 8 by default, newest first, a second page after the first', async () => {
    const { call, db } = setup();
    const first = (await call('GET', '/admin/produk-web?page=1&perPage=8')).body as Row[];
    const second = (await call('GET', '/admin/produk-web?page=2&perPage=8')).body as Row[];
    expect(Array.isArray(first)).toBe(true);
    expect(first).toHaveLength(8);
    expect(first[0]?.id).toBe(db.produkWeb.length);
    expect(second[0]?.id).toBe(db.produkWeb.length - 8);
    expect((await call('GET', '/admin/produk-web')).body).toHaveLength(8);
  });

  it('the last page is short, past it is empty', async () => {
    const { call, db } = setup();
    const pages = Math.ceil(db.produkWeb.length / 8);
    expect((await call('GET', `/admin/produk-web?page=${pages}&perPage=8`)).body).toHaveLength(db.produkWeb.length - (pages - 1) * 8);
    expect((await call('GET', `/admin/produk-web?page=${pages + 1}&perPage=8`)).body).toEqual([]);
  });

  it('searches title, description and tags, case-insensitively', async () => {
    const { call, db } = setup();
    const byTitle = (await call('GET', '/admin/produk-web?search=KLOSET&perPage=50')).body as Row[];
    expect(byTitle.map((r) => r.judul).sort()).toEqual(['Kloset Duduk Toto CW421J', 'Kloset Jongkok American Standard']);
    db.produkWeb[0]!.deskripsi = 'Cocok untuk gudang pendingin.';
    db.produkWeb[1]!.tags = 'promo, gudangpendingin';
    const byText = (await call('GET', '/admin/produk-web?search=gudang%20pendingin&perPage=50')).body as Row[];
    expect(byText.map((r) => r.id)).toEqual([1]);
    const byTag = (await call('GET', '/admin/produk-web?search=gudangpendingin&perPage=50')).body as Row[];
    expect(byTag.map((r) => r.id)).toEqual([2]);
  });

  it('computes hargaTampil, hargaCoret and tipeHarga from the discount and wholesale price', async () => {
    const { call, db } = setup();
    const [a, b, c, d] = db.produkWeb;
    Object.assign(a!, { hargaJual: 100000, hargaGrosir: 95000, minQtyGrosir: 5, diskonAktif: true, diskonPersen: 15, diskonBerakhir: '2026-03-15' });
    Object.assign(b!, { hargaJual: 100000, hargaGrosir: 95000, minQtyGrosir: 5, diskonAktif: true, diskonPersen: 15, diskonBerakhir: '2026-03-14' });
    Object.assign(c!, { hargaJual: 100000, hargaGrosir: null, diskonAktif: false, diskonPersen: 15, diskonBerakhir: null });
    Object.assign(d!, { hargaJual: 33333, hargaGrosir: null, diskonAktif: true, diskonPersen: 12.5, diskonBerakhir: null });
    const rows = (await call('GET', '/admin/produk-web?perPage=100')).body as Row[];
    const byId = (id: number) => rows.find((r) => r.id === id);
    expect(byId(a!.id)).toMatchObject({ hargaTampil: 85000, hargaCoret: 100000, tipeHarga: 'DISKON' });
    expect(byId(b!.id)).toMatchObject({ hargaTampil: 100000, hargaCoret: null, tipeHarga: 'GROSIR' });
    expect(byId(c!.id)).toMatchObject({ hargaTampil: 100000, hargaCoret: null, tipeHarga: 'NORMAL' });
    expect(byId(d!.id)).toMatchObject({ hargaTampil: 29166, tipeHarga: 'DISKON' });
  });

  it('variant products show their cheapest published variant', async () => {
    const { call, db } = setup();
    const product = db.produkWeb.find((p) => p.varian.length >= 3)!;
    product.varian.forEach((v, i) => Object.assign(v, { hargaJual: 100000 + i * 10000, isPublishedVarian: true, diskonAktif: false, hargaGrosir: null }));
    product.varian[0]!.isPublishedVarian = false;
    product.varian[2]!.diskonAktif = true;
    product.varian[2]!.diskonPersen = 20;
    product.varian[2]!.diskonBerakhir = null;
    const rows = (await call('GET', '/admin/produk-web?perPage=100')).body as Row[];
    // 120000 - 20% = 96000 beats 110000.
    expect(rows.find((r) => r.id === product.id)).toMatchObject({ hargaJual: null, hargaTampil: 96000, hargaCoret: 120000, tipeHarga: 'DISKON' });
  });

  it('diskonOnly lists only products whose discount runs', async () => {
    const { call } = setup();
    const rows = (await call('GET', '/admin/produk-web?diskonOnly=true&perPage=100')).body as Row[];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.tipeHarga === 'DISKON' || (r.varian as Row[]).some((v) => v.tipeHarga === 'DISKON'))).toBe(true);
  });

  it('the edit view adds the cashier product facts, the brand name and the variants with their cashier names', async () => {
    const { call, db } = setup();
    const product = db.produkWeb.find((p) => p.varian.length > 0)!;
    const { status, body } = await call('GET', `/admin/produk-web/${product.id}/edit`);
    expect(status).toBe(200);
    const cashier = db.produkKasir.find((c) => c.id === product.produkKasirId)!;
    expect(body).toMatchObject({
      id: product.id,
      entitasNama: expect.any(String),
      beratGram: cashier.berat_gram,
      panjangCm: cashier.panjang_cm,
      lebarCm: cashier.lebar_cm,
      tinggiCm: cashier.tinggi_cm,
      produkKasirNama: cashier.nama_produk,
      merkNama: expect.any(String),
    });
    expect((body as { varian: Row[] }).varian[0]).toMatchObject({ id: product.varian[0]!.id, produkKasirNama: expect.any(String) });
    const missing = await call('GET', '/admin/produk-web/9999/edit');
    expect(missing).toEqual({ status: 404, body: { error: 'Produk web tidak ditemukan.' } });
  });
});

describe('fake backend: unlinked cashier products', () => {
  it('leaves out products linked to a product or to a variant, sorted by name with the spec fields', async () => {
    const { call, db } = setup();
    const rows = (await call('GET', '/admin/produk-web/kasir-belum-terlink')).body as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const linkedByVariant = db.produkWeb.flatMap((p) => p.varian.map((v) => v.produkKasirId));
    const linkedByProduct = db.produkWeb.map((p) => p.produkKasirId);
    const offered = rows.map((r) => r.id);
    for (const id of [...linkedByVariant, ...linkedByProduct]) expect(offered).not.toContain(id);
    expect(Object.keys(rows[0]!).sort()).toEqual(['berat_gram', 'entitas_id', 'harga_modal', 'id', 'lebar_cm', 'nama_produk', 'panjang_cm', 'tinggi_cm']);
    const names = rows.map((r) => String(r.nama_produk));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
  });
});

describe('fake backend: creating a product', () => {
  it('stores a draft with the cashier entity, normalised tags, a slug from the title, 201 and persists', async () => {
    const { call, db, persist } = setup();
    const body = createBody(db);
    const cashier = db.produkKasir.find((c) => c.id === body.produkKasirId)!;
    const { status, body: answer } = await call('POST', '/admin/produk-web', body);
    expect(status).toBe(201);
    expect(answer).toMatchObject({ message: 'Produk baru berhasil ditambahkan!' });
    const stored = db.produkWeb.at(-1)!;
    expect(stored).toMatchObject({
      judul: 'Semen Holcim Serbaguna 40kg',
      slug: 'semen-holcim-serbaguna-40kg',
      tags: 'semen, holcim',
      entitasId: cashier.entitas_id,
      produkKasirId: cashier.id,
      isPublishedInduk: false,
      createdAt: NOW.toISOString(),
    });
    expect(persist).toHaveBeenCalled();
    const unlinked = (await call('GET', '/admin/produk-web/kasir-belum-terlink')).body as Row[];
    expect(unlinked.map((r) => r.id)).not.toContain(cashier.id);
  });

  it('a product with variants links each variant and the first as the product, with null product prices', async () => {
    const { call, db } = setup();
    const [a, b] = unlinkedIds(db);
    const { status } = await call('POST', '/admin/produk-web', createBody(db, { produkKasirId: null, hargaJual: null, diskonAktif: null, varian: [variant(a!), variant(b!, { namaTampilanVarian: 'Krem' })] }));
    expect(status).toBe(201);
    const stored = db.produkWeb.at(-1)!;
    expect(stored.produkKasirId).toBe(a);
    expect(stored.hargaJual).toBeNull();
    expect(stored.varian.map((v) => [v.produkKasirId, v.namaTampilanVarian])).toEqual([
      [a, 'Putih'],
      [b, 'Krem'],
    ]);
  });

  it('refuses missing fields with the form texts (400)', async () => {
    const { call, db } = setup();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ judul: ' ' }, 'Judul produk wajib diisi.'],
      [{ kategoriProdukWebId: null }, 'Kategori wajib dipilih.'],
      [{ merkId: null }, 'Merk wajib dipilih.'],
      [{ fotoUtamaUrl: null }, 'Foto utama wajib diunggah.'],
      [{ produkKasirId: null }, 'Produk Kasir harus dipilih (baik di level induk atau di varian pertama).'],
      [{ hargaJual: null }, 'Harga jual wajib diisi.'],
      [{ diskonAktif: true, diskonPersen: 120 }, 'Diskon harus antara 0-100%.'],
      [{ hargaGrosir: 50000, minQtyGrosir: null }, 'Minimal qty grosir wajib diisi (minimal 2) jika harga grosir diisi.'],
      [{ produkKasirId: null, hargaJual: null, varian: [variant(null)] }, 'Produk Kasir harus dipilih (baik di level induk atau di varian pertama).'],
      [{ produkKasirId: null, varian: [variant(unlinkedIds(db)[0]!, { namaTampilanVarian: '' })] }, 'Nama varian wajib diisi.'],
    ];
    for (const [overrides, error] of cases) {
      expect(await call('POST', '/admin/produk-web', createBody(db, overrides))).toEqual({ status: 400, body: { error } });
    }
    expect(db.produkWeb.filter((p) => p.judul === 'Semen Holcim Serbaguna 40kg')).toHaveLength(0);
  });

  it('404 for an unknown cashier product, category or brand', async () => {
    const { call, db } = setup();
    expect(await call('POST', '/admin/produk-web', createBody(db, { produkKasirId: 424242 }))).toEqual({ status: 404, body: { error: 'Data produk kasir tidak ditemukan.' } });
    expect((await call('POST', '/admin/produk-web', createBody(db, { kategoriProdukWebId: 999 }))).status).toBe(404);
    expect((await call('POST', '/admin/produk-web', createBody(db, { merkId: 999 }))).status).toBe(404);
  });

  it('409 when the cashier product is already linked (to a product or a variant) or the slug is taken', async () => {
    const { call, db } = setup();
    const byProduct = db.produkWeb.find((p) => p.varian.length === 0)!;
    const byVariant = db.produkWeb.find((p) => p.varian.length > 1)!.varian[1]!;
    const linked = await call('POST', '/admin/produk-web', createBody(db, { produkKasirId: byProduct.produkKasirId }));
    expect(linked.status).toBe(409);
    expect((linked.body as { error: string }).error).toMatch(/sudah terhubung ke produk web lain\.$/);
    expect((await call('POST', '/admin/produk-web', createBody(db, { produkKasirId: byVariant.produkKasirId }))).status).toBe(409);
    const [a] = unlinkedIds(db);
    expect((await call('POST', '/admin/produk-web', createBody(db, { produkKasirId: null, varian: [variant(a!), variant(a!)] }))).body).toEqual({
      error: 'Produk kasir ini sudah dipakai varian lain.',
    });
    const taken = await call('POST', '/admin/produk-web', createBody(db, { slug: db.produkWeb[0]!.slug }));
    expect(taken).toEqual({ status: 409, body: { error: `Slug "${db.produkWeb[0]!.slug}" sudah dipakai produk lain.` } });
  });

  it('a slug left empty is derived from the title and numbered when taken', async () => {
    const { call, db } = setup();
    await call('POST', '/admin/produk-web', createBody(db, { judul: db.produkWeb[0]!.judul }));
    expect(db.produkWeb.at(-1)!.slug).toBe(`${db.produkWeb[0]!.slug}-2`);
  });
});

describe('fake backend: updating a product', () => {
  const updateBody = (db: FakeDb, id: number, overrides: Record<string, unknown> = {}) => {
    const stored = db.produkWeb.find((p) => p.id === id)!;
    return {
      ...createBody(db),
      judul: stored.judul,
      slug: stored.slug,
      tags: stored.tags,
      produkKasirId: stored.produkKasirId,
      merkId: stored.merkId,
      kategoriProdukWebId: stored.kategoriProdukWebId,
      hargaJual: stored.hargaJual,
      idIndukExisting: id,
      isPublishedInduk: true,
      ...overrides,
    };
  };

  it('publishes and renames; brand and cashier link stay as stored', async () => {
    const { call, db } = setup();
    const product = db.produkWeb.find((p) => p.varian.length === 0 && !p.isPublishedInduk)!;
    const { merkId, produkKasirId } = product;
    const { status, body } = await call('PUT', `/admin/produk-web/${product.id}`, updateBody(db, product.id, { judul: 'Nama Baru', merkId: 2, produkKasirId: unlinkedIds(db)[0] }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Produk berhasil diperbarui!' });
    expect(product).toMatchObject({ judul: 'Nama Baru', isPublishedInduk: true, merkId, produkKasirId, updatedAt: NOW.toISOString() });
  });

  it('saves a stored product without a main photo (required on add only, catalogue spec §5)', async () => {
    const { call, db } = setup();
    const product = db.produkWeb.find((p) => p.varian.length === 0)!;
    product.fotoUtamaUrl = null;
    const { status } = await call('PUT', `/admin/produk-web/${product.id}`, updateBody(db, product.id, { fotoUtamaUrl: null, judul: 'Tanpa Foto Utama' }));
    expect(status).toBe(200);
    expect(product).toMatchObject({ judul: 'Tanpa Foto Utama', fotoUtamaUrl: null });
  });

  it('keeps existing variants by idVarianExisting, adds new ones, drops removed ones (freeing their cashier product)', async () => {
    const { call, db } = setup();
    const product = db.produkWeb.find((p) => p.varian.length >= 3)!;
    const [keep, , dropped] = product.varian;
    const free = unlinkedIds(db)[0]!;
    const { status } = await call(
      'PUT',
      `/admin/produk-web/${product.id}`,
      updateBody(db, product.id, {
        hargaJual: null,
        diskonAktif: null,
        varian: [
          { ...variant(999999, { namaTampilanVarian: 'Putih Salju', fotoVarianUrls: ['/foto/a.webp', '/foto/b.webp', '/foto/c.webp'] }), idVarianExisting: keep!.id },
          { ...variant(free, { namaTampilanVarian: 'Hijau' }), idVarianExisting: null },
        ],
      }),
    );
    expect(status).toBe(200);
    expect(product.varian.map((v) => [v.id, v.produkKasirId, v.namaTampilanVarian])).toEqual([
      [keep!.id, keep!.produkKasirId, 'Putih Salju'],
      [expect.any(Number), free, 'Hijau'],
    ]);
    expect(product.varian[0]!.fotoVarianUrls).toHaveLength(3);
    const unlinked = (await call('GET', '/admin/produk-web/kasir-belum-terlink')).body as Row[];
    expect(unlinked.map((r) => r.id)).toContain(dropped!.produkKasirId);
  });

  it('variant mode is fixed: no variants left or variants added to a plain product are refused', async () => {
    const { call, db } = setup();
    const withVariants = db.produkWeb.find((p) => p.varian.length > 0)!;
    expect(await call('PUT', `/admin/produk-web/${withVariants.id}`, updateBody(db, withVariants.id, { varian: [] }))).toEqual({
      status: 400,
      body: { error: 'Minimal harus ada satu varian jika mode varian aktif.' },
    });
    const plain = db.produkWeb.find((p) => p.varian.length === 0)!;
    const free = unlinkedIds(db)[0]!;
    const refused = await call('PUT', `/admin/produk-web/${plain.id}`, updateBody(db, plain.id, { varian: [{ ...variant(free), idVarianExisting: null }] }));
    expect(refused).toEqual({ status: 400, body: { error: 'Mode varian tidak dapat diubah setelah produk dibuat.' } });
  });

  it('404 for an unknown product, 400 when idIndukExisting does not match the address', async () => {
    const { call, db } = setup();
    expect((await call('PUT', '/admin/produk-web/9999', updateBody(db, 1, { idIndukExisting: 9999 }))).status).toBe(404);
    expect((await call('PUT', '/admin/produk-web/1', updateBody(db, 1, { idIndukExisting: 2 }))).status).toBe(400);
  });
});

describe('fake backend: deleting a product', () => {
  it('refuses (409) a product whose title order lines carry, with the number of orders', async () => {
    const { call, db } = setup();
    const referenced = db.produkWeb.find((p) => db.penjualanWeb.some((o) => o.items.some((i) => i.judul_produk_induk === p.judul)))!;
    const { status, body } = await call('DELETE', `/admin/produk-web/${referenced.id}`);
    expect(status).toBe(409);
    expect((body as { error: string }).error).toMatch(new RegExp(`^Produk "${referenced.judul.replace(/[()]/g, '\\$&')}" tidak dapat dihapus karena sudah ada di \\d+ pesanan`));
    expect(db.produkWeb.some((p) => p.id === referenced.id)).toBe(true);
  });

  it('deletes a product no order refers to, freeing its cashier product', async () => {
    const { call, db } = setup();
    const free = db.produkWeb.find((p) => !db.penjualanWeb.some((o) => o.items.some((i) => i.judul_produk_induk === p.judul)))!;
    expect((await call('DELETE', `/admin/produk-web/${free.id}`)).status).toBe(200);
    expect(db.produkWeb.some((p) => p.id === free.id)).toBe(false);
    expect(unlinkedIds(db)).toContain(free.produkKasirId);
    expect((await call('DELETE', `/admin/produk-web/${free.id}`)).status).toBe(404);
  });
});

describe('fake backend: AI generators', () => {
  it('description from the title, the same answer every time', async () => {
    const { call } = setup();
    const first = await call('POST', '/admin/produk-web/generate-deskripsi', { judul: 'Semen Tiga Roda 50kg' });
    expect(first.status).toBe(200);
    expect((first.body as { deskripsi: string }).deskripsi).toContain('Semen Tiga Roda 50kg');
    expect((await call('POST', '/admin/produk-web/generate-deskripsi', { judul: 'Semen Tiga Roda 50kg' })).body).toEqual(first.body);
    expect(await call('POST', '/admin/produk-web/generate-deskripsi', { judul: ' ' })).toEqual({ status: 400, body: { error: 'Isi judul produk terlebih dahulu.' } });
  });

  it('selling price from the cost with a margin, in whole hundreds', async () => {
    const { call } = setup();
    const { body } = await call('POST', '/admin/produk-web/generate-harga-jual', { namaProduk: 'Semen Holcim 40kg', hargaModal: 51234, kategori: 'Semen & Mortar', merk: 'Holcim' });
    const hargaJual = (body as { hargaJual: number }).hargaJual;
    expect(hargaJual % 100).toBe(0);
    expect(hargaJual).toBeGreaterThan(51234);
    expect((await call('POST', '/admin/produk-web/generate-harga-jual', { namaProduk: 'Semen', hargaModal: 0, kategori: '', merk: '' })).status).toBe(400);
  });

  it('slug and tags from title, category and brand', async () => {
    const { call } = setup();
    const { body } = await call('POST', '/admin/produk-web/generate-slug-tags', { judul: 'Cat Tembok Avian 5kg', deskripsi: 'Cat.', kategori: 'Cat & Pelapis', merk: 'Avian' });
    expect(body).toEqual({ slug: 'cat-tembok-avian-5kg', tags: expect.stringMatching(/^avian, /) });
    expect((body as { tags: string }).tags.split(', ')).toEqual(expect.arrayContaining(['avian', 'cat', 'tembok', 'pelapis']));
  });
});

describe('fake backend: flash sale', () => {
  it('search needs 2 characters and finds published products by title', async () => {
    const { call } = setup();
    expect((await call('GET', '/admin/produk-web/search-for-flash-sale?q=s')).body).toEqual([]);
    const rows = (await call('GET', '/admin/produk-web/search-for-flash-sale?q=semen')).body as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /semen/i.test(r.judul) && r.isPublishedInduk === true)).toBe(true);
    expect(rows[0]).toHaveProperty('hargaNormal');
  });

  it('switching on sets the discount (1-99 %, future end); off clears it', async () => {
    const { call, db } = setup();
    const product = db.produkWeb.find((p) => p.varian.length === 0)!;
    expect((await call('POST', '/admin/produk-web/toggle-flash-sale', { produkWebId: product.id, aktifkan: true, diskonPersen: 100, tanggalBerakhir: '2026-03-22' })).body).toEqual({
      error: 'Persentase diskon harus antara 1-99',
    });
    expect((await call('POST', '/admin/produk-web/toggle-flash-sale', { produkWebId: product.id, aktifkan: true, diskonPersen: 10, tanggalBerakhir: '2026-03-14' })).body).toEqual({
      error: 'Tanggal berakhir tidak valid atau sudah terlewat',
    });
    expect((await call('POST', '/admin/produk-web/toggle-flash-sale', { produkWebId: product.id, aktifkan: true, diskonPersen: 10, tanggalBerakhir: '2026-03-22' })).status).toBe(200);
    expect(product).toMatchObject({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-22' });
    expect((await call('POST', '/admin/produk-web/toggle-flash-sale', { produkWebId: product.id, aktifkan: false })).status).toBe(200);
    expect(product).toMatchObject({ diskonAktif: false, diskonPersen: null, diskonBerakhir: null });
  });
});

describe('fake backend: products are validated like a real shop backend (issue 8)', () => {
  it.each([
    [{ judul: '\u200b' }, 'Judul produk wajib diisi.'],
    [{ judul: 'x'.repeat(10_000) }, 'Judul Produk maksimal 100 karakter.'],
    [{ deskripsi: 'x'.repeat(2001) }, 'Deskripsi maksimal 2000 karakter.'],
    [{ slug: 'a'.repeat(121) }, 'Slug maksimal 120 karakter.'],
    [{ hargaJual: 0.5 }, 'Rupiah harus bilangan bulat (tanpa sen).'],
    [{ hargaJual: 1e300 }, 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
    [{ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2025-13-45' }, 'Tanggal berakhir diskon tidak valid.'],
    [{ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '1999-12-31' }, 'Tanggal berakhir diskon harus di antara tahun 2000 dan 2100.'],
    [{ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-14' }, 'Tanggal berakhir diskon tidak boleh sebelum hari ini.'],
    [{ fotoUtamaUrl: 'javascript:alert(1)' }, 'Alamat foto harus alamat http:// atau https://, atau alamat halaman situs yang diawali /.'],
    [{ galeriFotoUrls: ['https://cdn.example/a.webp', 'javascript:alert(1)'] }, 'Alamat foto harus alamat http:// atau https://, atau alamat halaman situs yang diawali /.'],
  ])('refuses %j with 400 "%s", storing nothing', async (change, message) => {
    const { call, db, persist } = setup();
    const before = db.produkWeb.length;
    expect(await call('POST', '/admin/produk-web', createBody(db, change))).toEqual({ status: 400, body: { error: message } });
    expect(db.produkWeb).toHaveLength(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it('refuses a variant named with a zero-width space, or with a photo link to javascript:', async () => {
    const { call, db } = setup();
    const [a, b] = unlinkedIds(db);
    const body = (first: Record<string, unknown>) => createBody(db, { produkKasirId: null, hargaJual: null, diskonAktif: null, varian: [variant(a!, first), variant(b!, { namaTampilanVarian: 'Krem' })] });
    expect(await call('POST', '/admin/produk-web', body({ namaTampilanVarian: '\u200b' }))).toEqual({ status: 400, body: { error: 'Nama varian wajib diisi.' } });
    expect((await call('POST', '/admin/produk-web', body({ fotoVarianUrls: ['javascript:alert(1)'] }))).status).toBe(400);
  });

  it('stores the title without invisible characters and takes a discount ending today', async () => {
    const { call, db } = setup();
    const { status } = await call('POST', '/admin/produk-web', createBody(db, { judul: '\u200bSemen\u202e Tiga Roda', diskonAktif: true, diskonPersen: 5, diskonBerakhir: '2026-03-15' }));
    expect(status).toBe(201);
    expect(db.produkWeb.at(-1)).toMatchObject({ judul: 'Semen Tiga Roda', slug: 'semen-tiga-roda', diskonBerakhir: '2026-03-15' });
  });

  it('a product whose discount already ended saves while its end is not moved; a moved end must lie ahead', async () => {
    const { call, db } = setup();
    const product = db.produkWeb.find((p) => p.varian.length === 0 && p.diskonAktif && p.diskonBerakhir !== null && p.diskonBerakhir < '2026-03-15')!;
    const body = (diskonBerakhir: string) => ({
      ...createBody(db),
      judul: product.judul,
      slug: product.slug,
      tags: product.tags,
      produkKasirId: product.produkKasirId,
      merkId: product.merkId,
      kategoriProdukWebId: product.kategoriProdukWebId,
      hargaJual: product.hargaJual,
      diskonAktif: true,
      diskonPersen: product.diskonPersen,
      diskonBerakhir,
      idIndukExisting: product.id,
      isPublishedInduk: true,
    });
    const stored = product.diskonBerakhir!;
    expect((await call('PUT', `/admin/produk-web/${product.id}`, body(stored))).status).toBe(200);
    expect(await call('PUT', `/admin/produk-web/${product.id}`, body('2026-03-01'))).toEqual({
      status: 400,
      body: { error: 'Tanggal berakhir diskon tidak boleh sebelum hari ini.' },
    });
  });

  it.each(['2026-13-45', '2100-02-30', '999999-01-01'])('the flash sale refuses the end date %s', async (tanggalBerakhir) => {
    const { call, db } = setup();
    const product = db.produkWeb.find((p) => p.isPublishedInduk)!;
    expect(await call('POST', '/admin/produk-web/toggle-flash-sale', { produkWebId: product.id, aktifkan: true, diskonPersen: 10, tanggalBerakhir })).toEqual({
      status: 400,
      body: { error: 'Tanggal berakhir tidak valid atau sudah terlewat' },
    });
  });
});
