import { describe, expect, it } from 'vitest';
import {
  firstVoucherError,
  formatVoucherValue,
  isEmail,
  normaliseVoucherCode,
  toVoucherPayload,
  VALUES_AFTER_TYPE_CHANGE,
  voucherDay,
  voucherFormErrors,
  voucherPeriod,
  type VoucherFormValues,
} from '../../../../src/resources/voucher/rules';

/** A voucher that breaks no rule; each test changes one thing. */
const valid = (overrides: VoucherFormValues = {}): VoucherFormValues => ({
  nama_voucher: 'Diskon Semen Akhir Tahun',
  kode_voucher: 'SEMEN10',
  tipe_diskon: 'PERSEN',
  nilai_diskon: 10,
  nominal_diskon_maks: 50000,
  min_belanja: 500000,
  kuota_voucher: 100,
  tanggal_mulai: '2026-12-01',
  tanggal_berakhir: '2026-12-31',
  status: 'AKTIF',
  voucher_type: 'PUBLIC',
  customer_email: null,
  ...overrides,
});

describe('voucher rules (spec section 5)', () => {
  it('a complete voucher has no errors', () => {
    expect(voucherFormErrors(valid())).toEqual({});
    expect(firstVoucherError(valid())).toBeNull();
  });

  it.each([
    ['empty name', { nama_voucher: '' }, 'nama_voucher'],
    ['blank name', { nama_voucher: '   ' }, 'nama_voucher'],
    ['empty code', { kode_voucher: '' }, 'kode_voucher'],
    ['code of spaces only', { kode_voucher: '  ' }, 'kode_voucher'],
  ] as const)('%s: "Nama dan Kode Voucher wajib diisi."', (_case, change, field) => {
    expect(voucherFormErrors(valid(change))).toEqual({ [field]: 'Nama dan Kode Voucher wajib diisi.' });
  });

  it('name and code both missing mark both fields', () => {
    expect(voucherFormErrors(valid({ nama_voucher: null, kode_voucher: null }))).toEqual({
      nama_voucher: 'Nama dan Kode Voucher wajib diisi.',
      kode_voucher: 'Nama dan Kode Voucher wajib diisi.',
    });
  });

  it.each([0, 0.5, 100.01, 150, -5, null, '', 'abc'])('PERSEN value %j is refused with the 1-100 message', (nilai) => {
    expect(voucherFormErrors(valid({ nilai_diskon: nilai }))).toEqual({ nilai_diskon: 'Untuk tipe PERSEN, nilai diskon harus antara 1-100.' });
  });

  it.each([1, 12.5, 100, '25'])('PERSEN value %j is accepted', (nilai) => {
    expect(voucherFormErrors(valid({ nilai_diskon: nilai }))).toEqual({});
  });

  it.each([0, -1000, null, ''])('NOMINAL value %j is refused: must be above 0', (nilai) => {
    expect(voucherFormErrors(valid({ tipe_diskon: 'NOMINAL', nilai_diskon: nilai, nominal_diskon_maks: null }))).toEqual({
      nilai_diskon: 'Untuk tipe NOMINAL, nilai diskon harus lebih dari 0.',
    });
  });

  it('NOMINAL accepts any amount above 0, even above 100', () => {
    expect(voucherFormErrors(valid({ tipe_diskon: 'NOMINAL', nilai_diskon: 25000, nominal_diskon_maks: null }))).toEqual({});
    expect(voucherFormErrors(valid({ tipe_diskon: 'NOMINAL', nilai_diskon: 1 }))).toEqual({});
  });

  it('a missing discount type is refused', () => {
    expect(voucherFormErrors(valid({ tipe_diskon: null }))).toEqual({ tipe_diskon: 'Pilih tipe diskon: PERSEN atau NOMINAL.' });
  });

  it('the PERSEN cap may be empty or 0 (no cap) but not negative', () => {
    expect(voucherFormErrors(valid({ nominal_diskon_maks: null }))).toEqual({});
    expect(voucherFormErrors(valid({ nominal_diskon_maks: 0 }))).toEqual({});
    expect(voucherFormErrors(valid({ nominal_diskon_maks: -1 }))).toEqual({ nominal_diskon_maks: 'Maksimal diskon tidak boleh kurang dari 0.' });
  });

  it('minimum spend is at least 0; empty means 0', () => {
    expect(voucherFormErrors(valid({ min_belanja: 0 }))).toEqual({});
    expect(voucherFormErrors(valid({ min_belanja: null }))).toEqual({});
    expect(voucherFormErrors(valid({ min_belanja: -1 }))).toEqual({ min_belanja: 'Minimal belanja tidak boleh kurang dari 0.' });
  });

  it('an empty quota is allowed (unlimited); a typed one must be a whole number from 1', () => {
    expect(voucherFormErrors(valid({ kuota_voucher: null }))).toEqual({});
    expect(voucherFormErrors(valid({ kuota_voucher: '' }))).toEqual({});
    expect(voucherFormErrors(valid({ kuota_voucher: 1 }))).toEqual({});
    for (const kuota of [0, -3, 2.5, 'x']) {
      expect(voucherFormErrors(valid({ kuota_voucher: kuota }))).toEqual({
        kuota_voucher: 'Kuota harus bilangan bulat minimal 1. Kosongkan untuk tanpa batas.',
      });
    }
  });

  it('both dates are required: "Tanggal Mulai dan Tanggal Berakhir wajib diisi."', () => {
    const message = 'Tanggal Mulai dan Tanggal Berakhir wajib diisi.';
    expect(voucherFormErrors(valid({ tanggal_mulai: '' }))).toEqual({ tanggal_mulai: message });
    expect(voucherFormErrors(valid({ tanggal_berakhir: null }))).toEqual({ tanggal_berakhir: message });
    expect(voucherFormErrors(valid({ tanggal_mulai: 'bukan tanggal', tanggal_berakhir: '' }))).toEqual({ tanggal_mulai: message, tanggal_berakhir: message });
  });

  it('the end may not be before the start; the same day is fine', () => {
    expect(voucherFormErrors(valid({ tanggal_mulai: '2026-12-31', tanggal_berakhir: '2026-12-30' }))).toEqual({
      tanggal_berakhir: 'Tanggal Berakhir tidak boleh sebelum Tanggal Mulai.',
    });
    expect(voucherFormErrors(valid({ tanggal_mulai: '2026-12-31', tanggal_berakhir: '2026-12-31' }))).toEqual({});
  });

  it('PRIVATE needs a customer e-mail, and a valid one', () => {
    expect(voucherFormErrors(valid({ voucher_type: 'PRIVATE', customer_email: null }))).toEqual({
      customer_email: { email: 'Email customer wajib diisi untuk voucher PRIVATE.' },
    });
    expect(voucherFormErrors(valid({ voucher_type: 'PRIVATE', customer_email: { email: '  ' } }))).toEqual({
      customer_email: { email: 'Email customer wajib diisi untuk voucher PRIVATE.' },
    });
    expect(voucherFormErrors(valid({ voucher_type: 'PRIVATE', customer_email: { email: 'budi@' } }))).toEqual({
      customer_email: { email: 'Format email customer tidak valid.' },
    });
    expect(voucherFormErrors(valid({ voucher_type: 'PRIVATE', customer_email: { email: 'budi.santoso@gmail.com' } }))).toEqual({});
  });

  it('PUBLIC ignores a leftover e-mail', () => {
    expect(voucherFormErrors(valid({ voucher_type: 'PUBLIC', customer_email: { email: 'rusak' } }))).toEqual({});
  });

  it('firstVoucherError follows the form order', () => {
    expect(firstVoucherError(valid({ nama_voucher: '', nilai_diskon: 0, tanggal_mulai: '' }))).toBe('Nama dan Kode Voucher wajib diisi.');
    expect(firstVoucherError(valid({ nilai_diskon: 0, tanggal_mulai: '' }))).toBe('Untuk tipe PERSEN, nilai diskon harus antara 1-100.');
    expect(firstVoucherError(valid({ voucher_type: 'PRIVATE' }))).toBe('Email customer wajib diisi untuk voucher PRIVATE.');
  });
});

describe('voucher code, e-mail and date helpers', () => {
  it('codes are upper-cased with every space removed', () => {
    expect(normaliseVoucherCode(' semen hemat 10 ')).toBe('SEMENHEMAT10');
    expect(normaliseVoucherCode('cat\tbaru')).toBe('CATBARU');
    expect(normaliseVoucherCode(null)).toBe('');
  });

  it.each([
    ['budi@gmail.com', true],
    ['purchasing@majujaya.co.id', true],
    ['budi@gmail', false],
    ['budi gmail.com', false],
    ['@gmail.com', false],
  ])('isEmail(%j) is %j', (email, expected) => {
    expect(isEmail(email)).toBe(expected);
  });

  it('voucherDay keeps date-only values and reads timestamps as the Jakarta day', () => {
    expect(voucherDay('2026-12-01')).toBe('2026-12-01');
    // 17:30 UTC on 30 November is 00:30 on 1 December in Jakarta.
    expect(voucherDay('2026-11-30T17:30:00.000Z')).toBe('2026-12-01');
    expect(voucherDay('')).toBe('');
    expect(voucherDay('kemarin')).toBe('');
  });

  it('voucherPeriod tells running, upcoming and expired apart by the Jakarta day', () => {
    const dates = { tanggal_mulai: '2026-12-01', tanggal_berakhir: '2026-12-31' };
    expect(voucherPeriod(dates, new Date('2026-12-15T05:00:00Z'))).toBe('running');
    expect(voucherPeriod(dates, new Date('2026-11-30T16:59:00Z'))).toBe('upcoming');
    expect(voucherPeriod(dates, new Date('2026-11-30T17:00:00Z'))).toBe('running');
    expect(voucherPeriod(dates, new Date('2026-12-31T16:59:00Z'))).toBe('running');
    expect(voucherPeriod(dates, new Date('2026-12-31T17:00:00Z'))).toBe('expired');
  });

  it('the value column shows a percent or rupiah', () => {
    expect(formatVoucherValue({ tipe_diskon: 'PERSEN', nilai_diskon: 10 })).toBe('10%');
    expect(formatVoucherValue({ tipe_diskon: 'PERSEN', nilai_diskon: 12.5 })).toBe('12,5%');
    expect(formatVoucherValue({ tipe_diskon: 'NOMINAL', nilai_diskon: 25000 })).toBe('Rp25.000');
  });

  it('changing the discount type empties the value and the cap', () => {
    expect(VALUES_AFTER_TYPE_CHANGE).toEqual({ nilai_diskon: null, nominal_diskon_maks: null });
  });
});

describe('toVoucherPayload (spec section 7)', () => {
  it('PERSEN: the percent in nilai_diskon, the cap kept, code normalised, name trimmed', () => {
    expect(toVoucherPayload(valid({ nama_voucher: '  Diskon Semen ', kode_voucher: 'semen 10' }))).toStrictEqual({
      nama_voucher: 'Diskon Semen',
      kode_voucher: 'SEMEN10',
      tipe_diskon: 'PERSEN',
      nilai_diskon: 10,
      nominal_diskon_maks: 50000,
      min_belanja: 500000,
      kuota_voucher: 100,
      tanggal_mulai: '2026-12-01',
      tanggal_berakhir: '2026-12-31',
      status: 'AKTIF',
      voucher_type: 'PUBLIC',
      customer_email: null,
    });
  });

  it('PERSEN with an empty cap sends 0 (no cap)', () => {
    expect(toVoucherPayload(valid({ nominal_diskon_maks: null })).nominal_diskon_maks).toBe(0);
    expect(toVoucherPayload(valid({ nominal_diskon_maks: '' })).nominal_diskon_maks).toBe(0);
  });

  it('NOMINAL: the rupiah amount in nilai_diskon and the cap null, whatever the form still holds', () => {
    const payload = toVoucherPayload(valid({ tipe_diskon: 'NOMINAL', nilai_diskon: 25000, nominal_diskon_maks: 50000 }));
    expect(payload).toMatchObject({ tipe_diskon: 'NOMINAL', nilai_diskon: 25000, nominal_diskon_maks: null });
  });

  it('an empty quota is sent as null (unlimited); a typed one as a number', () => {
    expect(toVoucherPayload(valid({ kuota_voucher: null })).kuota_voucher).toBeNull();
    expect(toVoucherPayload(valid({ kuota_voucher: '' })).kuota_voucher).toBeNull();
    expect(toVoucherPayload(valid({ kuota_voucher: '25' })).kuota_voucher).toBe(25);
  });

  it('PRIVATE sends the trimmed e-mail as { email }', () => {
    const payload = toVoucherPayload(valid({ voucher_type: 'PRIVATE', customer_email: { email: ' budi@gmail.com ' } }));
    expect(payload.voucher_type).toBe('PRIVATE');
    expect(payload.customer_email).toStrictEqual({ email: 'budi@gmail.com' });
  });

  it('PUBLIC sends customer_email null even when an e-mail was typed earlier', () => {
    expect(toVoucherPayload(valid({ voucher_type: 'PUBLIC', customer_email: { email: 'budi@gmail.com' } })).customer_email).toBeNull();
  });

  it('NONAKTIF status is kept; an empty minimum spend is 0; timestamps become Jakarta days', () => {
    const payload = toVoucherPayload(valid({ status: 'NONAKTIF', min_belanja: null, tanggal_mulai: '2026-11-30T17:00:00.000Z' }));
    expect(payload).toMatchObject({ status: 'NONAKTIF', min_belanja: 0, tanggal_mulai: '2026-12-01' });
  });
});
