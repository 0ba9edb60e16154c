import { describe, expect, it } from 'vitest';
import { cashbackFormErrors, firstCashbackError, toCashbackPayload } from '@/custom-pages/cashback-settings/rules';
import { numberFieldValue, percentRule, RUPIAH_RULE } from '@/domain/number';

const valid = { persen_cashback: 2.5, maksimal_cashback_per_order: 50000, aktif: true };

describe('cashback rules (catalogue spec §5)', () => {
  it('valid settings have no errors', () => {
    expect(cashbackFormErrors(valid)).toEqual({});
    expect(cashbackFormErrors({ persen_cashback: 0, maksimal_cashback_per_order: 0, aktif: false })).toEqual({});
    expect(cashbackFormErrors({ persen_cashback: 100, maksimal_cashback_per_order: 1000000, aktif: true })).toEqual({});
  });

  it('both values are required', () => {
    expect(cashbackFormErrors({ ...valid, persen_cashback: null })).toEqual({ persen_cashback: 'Persentase cashback wajib diisi.' });
    expect(cashbackFormErrors({ ...valid, maksimal_cashback_per_order: '' })).toEqual({
      maksimal_cashback_per_order: 'Maksimal cashback per order wajib diisi.',
    });
  });

  it.each([-0.1, 100.1, 250, 'abc'])('percent %j is outside 0-100', (persen) => {
    expect(cashbackFormErrors({ ...valid, persen_cashback: persen })).toEqual({ persen_cashback: 'Persentase cashback harus antara 0-100.' });
  });

  it.each([0.1, 0.3, 12.3, 99.9])('percent %j is on the 0.1 step', (persen) => {
    expect(cashbackFormErrors({ ...valid, persen_cashback: persen })).toEqual({});
  });

  it.each([2.55, 0.05, 10.01])('percent %j is off the 0.1 step', (persen) => {
    expect(cashbackFormErrors({ ...valid, persen_cashback: persen })).toEqual({ persen_cashback: 'Persentase cashback hanya boleh kelipatan 0,1.' });
  });

  it('the maximum per order is at least 0 and a multiple of 1000', () => {
    expect(cashbackFormErrors({ ...valid, maksimal_cashback_per_order: -1000 })).toEqual({
      maksimal_cashback_per_order: 'Maksimal cashback per order tidak boleh kurang dari 0.',
    });
    expect(cashbackFormErrors({ ...valid, maksimal_cashback_per_order: 1500 })).toEqual({
      maksimal_cashback_per_order: 'Maksimal cashback per order harus kelipatan Rp1.000.',
    });
    expect(cashbackFormErrors({ ...valid, maksimal_cashback_per_order: 75000 })).toEqual({});
  });

  it('firstCashbackError reports the percent first', () => {
    expect(firstCashbackError({ persen_cashback: null, maksimal_cashback_per_order: null })).toBe('Persentase cashback wajib diisi.');
    expect(firstCashbackError(valid)).toBeNull();
  });

  it('the payload has the three fields, the percent rounded to its step and aktif a boolean', () => {
    expect(toCashbackPayload({ persen_cashback: 0.1 + 0.2, maksimal_cashback_per_order: '50000', aktif: null })).toStrictEqual({
      persen_cashback: 0.3,
      maksimal_cashback_per_order: 50000,
      aktif: false,
    });
  });
});

describe('cashback rules: text the number rule refused', () => {
  // The form holds the refusal where a number would be; the rules must see it whatever the type says.
  const refused = (typed: string, rule = RUPIAH_RULE) => numberFieldValue(typed, rule) as unknown as number;

  it('a refused maximum shows the reading rule\'s message', () => {
    expect(cashbackFormErrors({ ...valid, maksimal_cashback_per_order: refused('1.000.000,50') })).toEqual({
      maksimal_cashback_per_order: 'Rupiah harus bilangan bulat (tanpa sen).',
    });
    expect(cashbackFormErrors({ ...valid, maksimal_cashback_per_order: refused('-5000') })).toEqual({
      maksimal_cashback_per_order: 'Nominal tidak boleh negatif.',
    });
  });

  it('a refused percent shows the reading rule\'s message; too many decimals is the spec\'s step rule', () => {
    expect(cashbackFormErrors({ ...valid, persen_cashback: refused('abc', percentRule(1)) })).toEqual({
      persen_cashback: 'Persentase tidak terbaca. Tulis angka, misalnya 2,5.',
    });
    expect(cashbackFormErrors({ ...valid, persen_cashback: refused('2,55', percentRule(1)) })).toEqual({
      persen_cashback: 'Persentase cashback hanya boleh kelipatan 0,1.',
    });
  });
});

describe('cashback maximum in whole rupiah up to the shop maximum (issue 8)', () => {
  it.each([
    [0.5, 'Maksimal cashback per order harus kelipatan Rp1.000.'],
    [1e300, 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
    [1_000_000_000_000, 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
  ])('refuses %d', (maksimal, message) => {
    expect(cashbackFormErrors({ ...valid, maksimal_cashback_per_order: maksimal })).toEqual({ maksimal_cashback_per_order: message });
  });

  it('takes Rp999.999.999.000, the largest step below the maximum', () => {
    expect(cashbackFormErrors({ ...valid, maksimal_cashback_per_order: 999_999_999_000 })).toEqual({});
  });
});
