import { describe, expect, it } from 'vitest';
import { computePrice, computeVariantProductPrice, discountEndsAt, discountedPrice, isDiscountRunning } from '@/resources/produk-web/rules/price';

// 15 March 2026, 12:30 WIB.
const NOW = new Date('2026-03-15T05:30:00.000Z');

describe('discount running (catalogue spec §3: active and not expired)', () => {
  it('runs when switched on with a percent and no end date', () => {
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: null }, NOW)).toBe(true);
  });

  it('does not run when switched off, even with a percent and a future end', () => {
    expect(isDiscountRunning({ diskonAktif: false, diskonPersen: 10, diskonBerakhir: '2026-04-01' }, NOW)).toBe(false);
  });

  it('does not run at 0 % or without a percent', () => {
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 0 }, NOW)).toBe(false);
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: null }, NOW)).toBe(false);
  });

  it('a date-only end runs to the end of that day in Jakarta', () => {
    expect(discountEndsAt('2026-03-15')?.toISOString()).toBe('2026-03-15T17:00:00.000Z');
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-15' }, NOW)).toBe(true);
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-14' }, NOW)).toBe(false);
    // 23:59 WIB on the last day is still on; midnight WIB is over.
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-15' }, new Date('2026-03-15T16:59:00Z'))).toBe(true);
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-15' }, new Date('2026-03-15T17:00:00Z'))).toBe(false);
  });

  it('a full timestamp ends at that instant; an unreadable end counts as expired', () => {
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-15T06:00:00Z' }, NOW)).toBe(true);
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-15T05:00:00Z' }, NOW)).toBe(false);
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: 'besok' }, NOW)).toBe(false);
  });
});

describe('computed price (hargaTampil, hargaCoret, tipeHarga)', () => {
  it('DISKON: the discounted price in whole rupiah, the selling price struck through', () => {
    expect(computePrice({ hargaJual: 68000, diskonAktif: true, diskonPersen: 15, diskonBerakhir: '2026-03-20' }, NOW)).toEqual({
      hargaTampil: 57800,
      hargaCoret: 68000,
      tipeHarga: 'DISKON',
    });
    expect(discountedPrice(12345, 12.5)).toBe(10802);
  });

  it('a running discount wins over a wholesale price', () => {
    expect(computePrice({ hargaJual: 10000, hargaGrosir: 9500, diskonAktif: true, diskonPersen: 10 }, NOW).tipeHarga).toBe('DISKON');
  });

  it('GROSIR when a wholesale price is set and no discount runs (an expired one included)', () => {
    expect(computePrice({ hargaJual: 10000, hargaGrosir: 9500, diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-01' }, NOW)).toEqual({
      hargaTampil: 10000,
      hargaCoret: null,
      tipeHarga: 'GROSIR',
    });
  });

  it('NORMAL otherwise, a wholesale price of 0 included', () => {
    expect(computePrice({ hargaJual: 10000, hargaGrosir: 0 }, NOW)).toEqual({ hargaTampil: 10000, hargaCoret: null, tipeHarga: 'NORMAL' });
  });

  it('variant products take the cheapest published variant, by the price a customer pays', () => {
    const price = computeVariantProductPrice(
      [
        { hargaJual: 90000, isPublishedVarian: true },
        { hargaJual: 100000, diskonAktif: true, diskonPersen: 20, isPublishedVarian: true },
        { hargaJual: 50000, isPublishedVarian: false },
      ],
      NOW,
    );
    expect(price).toEqual({ hargaTampil: 80000, hargaCoret: 100000, tipeHarga: 'DISKON' });
  });

  it('with no published variant, the cheapest of all; with none at all, 0', () => {
    expect(computeVariantProductPrice([{ hargaJual: 70000, isPublishedVarian: false }, { hargaJual: 60000, isPublishedVarian: false }], NOW).hargaTampil).toBe(60000);
    expect(computeVariantProductPrice([], NOW)).toEqual({ hargaTampil: 0, hargaCoret: null, tipeHarga: 'NORMAL' });
  });
});
