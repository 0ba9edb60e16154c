import { describe, expect, it } from 'vitest';
import {
  FLASH_SALE,
  FLASH_SALE_LIST_QUERY,
  flashSaleDateError,
  flashSaleDefaults,
  flashSaleOffPayload,
  flashSaleOnPayload,
  flashSalePercentError,
  flashSaleRowView,
  jakartaDatePlusDays,
  validateFlashSale,
} from '@/custom-pages/home-builder/flash-sale/rules';
import { numberFieldValue, percentRule } from '@/domain/number';
import { UNREADABLE_DATE } from '@/domain/calendarValue';
import type { WebProduct } from '@/resources/produk-web/schemas';

const PERCENT = 'Persentase diskon harus antara 1-99';
const DATE = 'Tanggal berakhir tidak valid atau sudah terlewat';

// 15 March 2026, 12:30 WIB.
const NOW = new Date('2026-03-15T05:30:00.000Z');
// 15 March 2026, 23:30 WIB: still the 15th in Jakarta, already the 15th 16:30 UTC.
const LATE_EVENING = new Date('2026-03-15T16:30:00.000Z');
// 16 March 2026, 00:30 WIB, while it is still the 15th in UTC.
const JUST_AFTER_MIDNIGHT = new Date('2026-03-15T17:30:00.000Z');

describe('flash sale constants (catalogue spec §4, §5 and §9)', () => {
  it('defaults to 10 %, 7 days, input 1-99 step 0.1, search from 2 characters after 500 ms, 100 per list', () => {
    expect(FLASH_SALE).toEqual({
      defaultPercent: 10,
      defaultDays: 7,
      percentMin: 1,
      percentMax: 99,
      percentStep: 0.1,
      searchMinChars: 2,
      searchDebounceMs: 500,
      listPerPage: 100,
    });
    expect(FLASH_SALE_LIST_QUERY).toEqual({ diskonOnly: true, page: 1, perPage: 100 });
  });
});

describe('jakartaDatePlusDays and the dialog defaults', () => {
  it.each([
    [NOW, 7, '2026-03-22'],
    [NOW, 0, '2026-03-15'],
    [JUST_AFTER_MIDNIGHT, 7, '2026-03-23'],
    [LATE_EVENING, 7, '2026-03-22'],
    [new Date('2026-12-28T03:00:00.000Z'), 7, '2027-01-04'],
    [new Date('2028-02-25T03:00:00.000Z'), 7, '2028-03-03'],
  ])('%s plus %i days is %s in Jakarta', (now, days, expected) => {
    expect(jakartaDatePlusDays(now, days)).toBe(expected);
  });

  it('starts the dialog at 10 % until a week from today', () => {
    expect(flashSaleDefaults(NOW)).toEqual({ diskonPersen: 10, tanggalBerakhir: '2026-03-22' });
  });
});

describe('flashSalePercentError: above 0 and below 100', () => {
  it.each([
    [10, undefined],
    [1, undefined],
    [99, undefined],
    [0.5, undefined],
    [99.9, undefined],
    [12.5, undefined],
    [0, PERCENT],
    [100, PERCENT],
    [-5, PERCENT],
    [150, PERCENT],
    [null, PERCENT],
    [undefined, PERCENT],
    ['', PERCENT],
    ['10', PERCENT],
    [Number.NaN, PERCENT],
    [Number.POSITIVE_INFINITY, PERCENT],
  ])('%s -> %s', (value, expected) => {
    expect(flashSalePercentError(value)).toBe(expected);
  });

  it('text the percent input could not read keeps its own message', () => {
    const refused = numberFieldValue('1e2', percentRule(1));
    expect(flashSalePercentError(refused)).toMatch(/Notasi ilmiah/);
  });
});

describe('flashSaleDateError: a real day that has not ended', () => {
  it.each([
    ['2026-03-22', NOW, undefined],
    ['2026-03-16', NOW, undefined],
    // A date-only end runs to the end of that day in Jakarta, like every product discount.
    ['2026-03-15', NOW, undefined],
    ['2026-03-15', LATE_EVENING, undefined],
    ['2026-03-15', JUST_AFTER_MIDNIGHT, DATE],
    ['2026-03-14', NOW, DATE],
    ['2025-12-31', NOW, DATE],
    ['2026-02-30', NOW, DATE],
    ['2026-13-01', NOW, DATE],
    ['2101-01-01', NOW, DATE],
    ['22/03/2026', NOW, DATE],
    [UNREADABLE_DATE, NOW, DATE],
    ['', NOW, DATE],
    [null, NOW, DATE],
    [undefined, NOW, DATE],
  ])('%s at %s -> %s', (value, now, expected) => {
    expect(flashSaleDateError(value, now)).toBe(expected);
  });
});

describe('validateFlashSale', () => {
  it.each([
    [{ diskonPersen: 10, tanggalBerakhir: '2026-03-22' }, {}],
    [{ diskonPersen: 0, tanggalBerakhir: '2026-03-22' }, { diskonPersen: PERCENT }],
    [{ diskonPersen: 100, tanggalBerakhir: '2026-03-01' }, { diskonPersen: PERCENT, tanggalBerakhir: DATE }],
    [{ diskonPersen: 25, tanggalBerakhir: '2026-03-01' }, { tanggalBerakhir: DATE }],
    [{ diskonPersen: null, tanggalBerakhir: null }, { diskonPersen: PERCENT, tanggalBerakhir: DATE }],
  ])('%o -> %o', (values, expected) => {
    expect(validateFlashSale(values, NOW)).toEqual(expected);
  });
});

describe('what the toggle sends (catalogue spec §4 and §7)', () => {
  it('switching on sends the id, true, the percent and the end date', () => {
    expect(flashSaleOnPayload(7, { diskonPersen: 12.5, tanggalBerakhir: '2026-03-22' })).toEqual({
      produkWebId: 7,
      aktifkan: true,
      diskonPersen: 12.5,
      tanggalBerakhir: '2026-03-22',
    });
  });

  it('switching off sends only the id and false: no discount, no date', () => {
    expect(flashSaleOffPayload(7)).toStrictEqual({ produkWebId: 7, aktifkan: false });
  });
});

describe('flashSaleRowView: prices and discount of a row', () => {
  const base: WebProduct = { id: 1, judul: 'Semen Tiga Roda 50kg', fotoUtamaUrl: 'https://cdn.test/semen.webp' };

  it.each<[string, Partial<WebProduct>, { normalPrice: number | null; startFrom: number | null; afterDiscount: number | null }]>([
    ['the server flash-sale prices win', { hargaNormal: 70000, hargaMulaiDari: 60000, hargaSetelahDiskon: 63000, hargaCoret: 1, hargaTampil: 2, tipeHarga: 'DISKON' }, { normalPrice: 70000, startFrom: 60000, afterDiscount: 63000 }],
    ['without them, the struck price is normal and the shown price is after discount', { hargaCoret: 70000, hargaTampil: 63000, hargaJual: 70000, tipeHarga: 'DISKON' }, { normalPrice: 70000, startFrom: 63000, afterDiscount: 63000 }],
    ['a product off discount has no discounted price', { hargaJual: 70000, hargaTampil: 70000, tipeHarga: 'NORMAL' }, { normalPrice: 70000, startFrom: 70000, afterDiscount: null }],
    ['only a selling price', { hargaJual: 70000 }, { normalPrice: 70000, startFrom: null, afterDiscount: null }],
    ['no prices at all', {}, { normalPrice: null, startFrom: null, afterDiscount: null }],
  ])('%s', (_name, prices, expected) => {
    expect(flashSaleRowView({ ...base, ...prices })).toMatchObject(expected);
  });

  it('reads the percent and end date from the product, in Indonesian decimals', () => {
    expect(flashSaleRowView({ ...base, diskonAktif: true, diskonPersen: 12.5, diskonBerakhir: '2026-03-22' })).toMatchObject({
      id: 1,
      title: 'Semen Tiga Roda 50kg',
      photoUrl: 'https://cdn.test/semen.webp',
      percentText: '12,5',
      endsAt: '2026-03-22',
    });
  });

  it('a product with variants takes the percent and end date from its discounted variant', () => {
    const product: WebProduct = {
      ...base,
      fotoUtamaUrl: null,
      diskonAktif: null,
      diskonPersen: null,
      varian: [
        { id: 11, namaTampilanVarian: 'Abu', diskonAktif: false, diskonPersen: null, tipeHarga: 'NORMAL' },
        { id: 12, namaTampilanVarian: 'Putih', diskonAktif: true, diskonPersen: 15, diskonBerakhir: '2026-04-01', tipeHarga: 'DISKON' },
      ],
    };
    expect(flashSaleRowView(product)).toMatchObject({ photoUrl: null, percentText: '15', endsAt: '2026-04-01' });
  });

  it('no percent and no end date when the product carries none', () => {
    expect(flashSaleRowView(base)).toMatchObject({ percentText: null, endsAt: null });
  });
});
