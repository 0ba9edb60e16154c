import { describe, expect, it } from 'vitest';
import { voucherRecordSchema } from '@/resources/voucher/schemas';
import { seedVoucher } from '@/resources/voucher/fake/seed';
import { voucherPeriod } from '@/resources/voucher/rules';

const NOW = new Date('2026-03-15T05:30:00.000Z');

describe('seedVoucher', () => {
  const vouchers = seedVoucher(NOW);

  it('has at least 8 vouchers that pass the record schema, with unique upper-case codes', () => {
    expect(vouchers.length).toBeGreaterThanOrEqual(8);
    for (const voucher of vouchers) expect(() => voucherRecordSchema.parse(voucher)).not.toThrow();
    const codes = vouchers.map((v) => v.kode_voucher);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]+$/);
  });

  it('mixes PERSEN and NOMINAL, PUBLIC and PRIVATE (with an e-mail), AKTIF and NONAKTIF, limited and unlimited quotas', () => {
    const has = (test: (v: (typeof vouchers)[number]) => boolean) => vouchers.some(test);
    expect(has((v) => v.tipe_diskon === 'PERSEN') && has((v) => v.tipe_diskon === 'NOMINAL')).toBe(true);
    expect(has((v) => v.voucher_type === 'PUBLIC')).toBe(true);
    expect(vouchers.filter((v) => v.voucher_type === 'PRIVATE').every((v) => v.customer_email?.email.includes('@'))).toBe(true);
    expect(has((v) => v.voucher_type === 'PRIVATE')).toBe(true);
    expect(has((v) => v.status === 'AKTIF') && has((v) => v.status === 'NONAKTIF')).toBe(true);
    expect(has((v) => v.kuota_voucher === null) && has((v) => v.kuota_voucher !== null)).toBe(true);
  });

  it('has running, upcoming and expired vouchers relative to the seed day', () => {
    const periods = new Set(vouchers.map((v) => voucherPeriod(v, NOW)));
    expect(periods).toEqual(new Set(['running', 'upcoming', 'expired']));
  });

  it('keeps the cap rule: null for NOMINAL, a number (0 = no cap) for PERSEN', () => {
    for (const v of vouchers) {
      if (v.tipe_diskon === 'NOMINAL') expect(v.nominal_diskon_maks).toBeNull();
      else expect(v.nominal_diskon_maks).toEqual(expect.any(Number));
    }
  });

  it('is deterministic for the same clock', () => {
    expect(seedVoucher(NOW)).toEqual(vouchers);
  });
});

