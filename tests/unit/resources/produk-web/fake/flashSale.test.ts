import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';

// 15 March 2026, 12:30 WIB.
const NOW = new Date('2026-03-15T05:30:00.000Z');
const TOGGLE = '/admin/produk-web/toggle-flash-sale';
const FLASH_LIST = '/admin/produk-web?diskonOnly=true&perPage=100&page=1';

type Row = Record<string, unknown> & { id: number; judul: string };

const setup = () => {
  const harness = createFakeBackendHarness(NOW);
  // A plain product without any discount, so the flash sale is the only one it has.
  const plain = harness.db.produkWeb.find((p) => p.varian.length === 0 && p.isPublishedInduk && (p.hargaJual ?? 0) > 0)!;
  Object.assign(plain, { hargaJual: 80000, hargaGrosir: null, diskonAktif: false, diskonPersen: null, diskonBerakhir: null });
  const withVariants = harness.db.produkWeb.find((p) => p.varian.length > 1)!;
  for (const variant of withVariants.varian) Object.assign(variant, { diskonAktif: false, diskonPersen: null, diskonBerakhir: null });
  const flashIds = async () => ((await harness.call('GET', FLASH_LIST)).body as Row[]).map((r) => r.id);
  const row = async (id: number) => ((await harness.call('GET', FLASH_LIST)).body as Row[]).find((r) => r.id === id);
  return { ...harness, plain, withVariants, flashIds, row };
};

describe('fake backend: flash sale toggle behaves like the shop server', () => {
  it('switching on puts the product in the flash list with its flash-sale prices; off takes it out', async () => {
    const { call, plain, flashIds, row } = setup();
    expect(await flashIds()).not.toContain(plain.id);
    expect((await call('POST', TOGGLE, { produkWebId: plain.id, aktifkan: true, diskonPersen: 12.5, tanggalBerakhir: '2026-03-22' })).status).toBe(200);
    expect(await row(plain.id)).toMatchObject({
      diskonAktif: true,
      diskonPersen: 12.5,
      diskonBerakhir: '2026-03-22',
      tipeHarga: 'DISKON',
      hargaNormal: 80000,
      hargaMulaiDari: 70000,
      hargaSetelahDiskon: 70000,
      hargaCoret: 80000,
    });
    expect((await call('POST', TOGGLE, { produkWebId: plain.id, aktifkan: false })).status).toBe(200);
    expect(await flashIds()).not.toContain(plain.id);
    const { body } = await call('GET', '/admin/produk-web?perPage=100');
    expect((body as Row[]).find((r) => r.id === plain.id)).toMatchObject({ tipeHarga: 'NORMAL', hargaTampil: 80000, hargaSetelahDiskon: null, diskonPersen: null, diskonBerakhir: null });
  });

  it('an end date of today runs to the end of the day in Jakarta, so it is accepted', async () => {
    const { call, plain, flashIds } = setup();
    expect((await call('POST', TOGGLE, { produkWebId: plain.id, aktifkan: true, diskonPersen: 10, tanggalBerakhir: '2026-03-15' })).status).toBe(200);
    expect(await flashIds()).toContain(plain.id);
  });

  it('a product with variants gets the flash sale on every variant', async () => {
    const { call, withVariants, flashIds } = setup();
    expect((await call('POST', TOGGLE, { produkWebId: withVariants.id, aktifkan: true, diskonPersen: 20, tanggalBerakhir: '2026-03-22' })).status).toBe(200);
    expect(withVariants.varian.every((v) => v.diskonAktif && v.diskonPersen === 20 && v.diskonBerakhir === '2026-03-22')).toBe(true);
    expect(await flashIds()).toContain(withVariants.id);
    await call('POST', TOGGLE, { produkWebId: withVariants.id, aktifkan: false });
    expect(withVariants.varian.every((v) => !v.diskonAktif && v.diskonPersen === null && v.diskonBerakhir === null)).toBe(true);
  });

  it.each([
    [{ diskonPersen: 0, tanggalBerakhir: '2026-03-22' }, 'Persentase diskon harus antara 1-99'],
    [{ diskonPersen: 100, tanggalBerakhir: '2026-03-22' }, 'Persentase diskon harus antara 1-99'],
    [{ diskonPersen: -1, tanggalBerakhir: '2026-03-22' }, 'Persentase diskon harus antara 1-99'],
    [{ tanggalBerakhir: '2026-03-22' }, 'Persentase diskon harus antara 1-99'],
    [{ diskonPersen: 10 }, 'Tanggal berakhir tidak valid atau sudah terlewat'],
    [{ diskonPersen: 10, tanggalBerakhir: null }, 'Tanggal berakhir tidak valid atau sudah terlewat'],
    [{ diskonPersen: 10, tanggalBerakhir: 'besok' }, 'Tanggal berakhir tidak valid atau sudah terlewat'],
    [{ diskonPersen: 10, tanggalBerakhir: '2026-03-14' }, 'Tanggal berakhir tidak valid atau sudah terlewat'],
    [{ diskonPersen: 10, tanggalBerakhir: '2026-03-15T05:00:00.000Z' }, 'Tanggal berakhir tidak valid atau sudah terlewat'],
  ])('switching on with %o is refused with "%s" and changes nothing', async (fields, error) => {
    const { call, plain, flashIds } = setup();
    expect(await call('POST', TOGGLE, { produkWebId: plain.id, aktifkan: true, ...fields })).toEqual({ status: 400, body: { error } });
    expect(plain).toMatchObject({ diskonAktif: false, diskonPersen: null, diskonBerakhir: null });
    expect(await flashIds()).not.toContain(plain.id);
  });

  it('an unknown product is a 404 with the product text', async () => {
    const { call } = setup();
    expect(await call('POST', TOGGLE, { produkWebId: 999999, aktifkan: false })).toEqual({ status: 404, body: { error: 'Produk web tidak ditemukan.' } });
  });

  it('a discount that has ended is no flash sale: the list leaves it out', async () => {
    const { call, plain, flashIds } = setup();
    await call('POST', TOGGLE, { produkWebId: plain.id, aktifkan: true, diskonPersen: 10, tanggalBerakhir: '2026-03-22' });
    plain.diskonBerakhir = '2026-03-14';
    expect(await flashIds()).not.toContain(plain.id);
  });
});

describe('fake backend: flash sale search', () => {
  it('ignores case and surrounding spaces, and leaves drafts out', async () => {
    const { call, plain } = setup();
    const word = plain.judul.split(' ')[0]!;
    const { body } = await call('GET', `/admin/produk-web/search-for-flash-sale?q=${encodeURIComponent(`  ${word.toUpperCase()} `)}`);
    expect((body as Row[]).map((r) => r.id)).toContain(plain.id);
    plain.isPublishedInduk = false;
    const again = await call('GET', `/admin/produk-web/search-for-flash-sale?q=${encodeURIComponent(word)}`);
    expect((again.body as Row[]).map((r) => r.id)).not.toContain(plain.id);
  });

  it.each(['', ' ', 'a', ' a '])('answers nothing below 2 characters (%j)', async (q) => {
    const { call } = setup();
    expect((await call('GET', `/admin/produk-web/search-for-flash-sale?q=${encodeURIComponent(q)}`)).body).toEqual([]);
  });
});
