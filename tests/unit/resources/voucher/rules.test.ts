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
} from '@/resources/voucher/rules';
import { numberFieldValue, percentRule, RUPIAH_RULE, WHOLE_NUMBER_RULE } from '@/domain/number';

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

describe('voucher rules (catalogue spec §5)', () => {
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
    expect(voucherFormErrors(valid({ tanggal_mulai: '', tanggal_berakhir: '' }))).toEqual({ tanggal_mulai: message, tanggal_berakhir: message });
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

describe('toVoucherPayload (catalogue spec §7)', () => {
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

describe('voucher fields typed as text the number rule refused', () => {
  // The form holds the refusal where a number would be; the rules must see it whatever the type says.
  const refused = (typed: string, rule = RUPIAH_RULE) => numberFieldValue(typed, rule) as unknown as number;

  it('each numeric field shows the reading rule\'s message instead of its range rule', () => {
    const errors = voucherFormErrors(
      valid({
        nilai_diskon: refused('7,555', percentRule()),
        nominal_diskon_maks: refused('0,5'),
        min_belanja: refused('-5000'),
        kuota_voucher: refused('1,5', WHOLE_NUMBER_RULE),
      }),
    );
    expect(errors).toEqual({
      nilai_diskon: 'Persentase paling banyak 2 angka di belakang koma.',
      nominal_diskon_maks: 'Rupiah harus bilangan bulat (tanpa sen).',
      min_belanja: 'Nominal tidak boleh negatif.',
      kuota_voucher: 'Harus bilangan bulat, tanpa angka di belakang koma.',
    });
  });

  it('a refused NOMINAL value shows its reason', () => {
    expect(voucherFormErrors(valid({ tipe_diskon: 'NOMINAL', nilai_diskon: refused('1.000.000,50'), nominal_diskon_maks: null })).nilai_diskon).toBe(
      'Rupiah harus bilangan bulat (tanpa sen).',
    );
  });
});

describe('voucher rules a shop backend holds to (issue 8)', () => {
  const TODAY = '2026-03-15';

  it.each([
    ['a name that is one zero-width space', { nama_voucher: '\u200b' }, { nama_voucher: 'Nama dan Kode Voucher wajib diisi.' }],
    ['a name of 10,000 characters', { nama_voucher: 'x'.repeat(10_000) }, { nama_voucher: 'Nama Voucher maksimal 100 karakter.' }],
    ['a code of 31 characters', { kode_voucher: 'A'.repeat(31) }, { kode_voucher: 'Kode Voucher maksimal 30 karakter.' }],
    ['a code of zero-width spaces', { kode_voucher: '\u200b\u200b' }, { kode_voucher: 'Nama dan Kode Voucher wajib diisi.' }],
    ['a NOMINAL value of Rp0,5', { tipe_diskon: 'NOMINAL', nilai_diskon: 0.5, nominal_diskon_maks: null }, { nilai_diskon: 'Rupiah harus bilangan bulat (tanpa sen).' }],
    ['a NOMINAL value of 1e300', { tipe_diskon: 'NOMINAL', nilai_diskon: 1e300, nominal_diskon_maks: null }, { nilai_diskon: 'Nominal terlalu besar (maksimal Rp999.999.999.999).' }],
    ['a cap of 1e300', { nominal_diskon_maks: 1e300 }, { nominal_diskon_maks: 'Nominal terlalu besar (maksimal Rp999.999.999.999).' }],
    ['a minimum spend of Rp0,5', { min_belanja: 0.5 }, { min_belanja: 'Rupiah harus bilangan bulat (tanpa sen).' }],
    ['a quota of 1e300', { kuota_voucher: 1e300 }, { kuota_voucher: 'Angka terlalu besar (maksimal 999.999.999).' }],
    ['a start of 2025-13-45', { tanggal_mulai: '2025-13-45' }, { tanggal_mulai: 'Tanggal Mulai bukan tanggal yang valid.' }],
    ['an end of 0000-00-00', { tanggal_berakhir: '0000-00-00' }, { tanggal_berakhir: 'Tanggal Berakhir bukan tanggal yang valid.' }],
    ['a start in 1900', { tanggal_mulai: '1900-01-01' }, { tanggal_mulai: 'Tanggal Mulai harus di antara tahun 2000 dan 2100.' }],
    ['a six-digit year the date input sent as NaN-NaN-NaN', { tanggal_berakhir: 'NaN-NaN-NaN' }, { tanggal_berakhir: 'Tanggal Berakhir bukan tanggal yang valid.' }],
    ['a six-digit year', { tanggal_berakhir: '202612-12-31' }, { tanggal_berakhir: 'Tanggal Berakhir harus di antara tahun 2000 dan 2100.' }],
  ])('refuses %s', (_what, change, errors) => {
    expect(voucherFormErrors(valid(change as VoucherFormValues), { today: TODAY })).toEqual(errors);
  });

  it('a new voucher may not end before today, ending today is fine', () => {
    expect(voucherFormErrors(valid({ tanggal_mulai: '1999-01-01', tanggal_berakhir: '1999-12-31' }), { today: TODAY })).toEqual({
      tanggal_mulai: 'Tanggal Mulai harus di antara tahun 2000 dan 2100.',
      tanggal_berakhir: 'Tanggal Berakhir harus di antara tahun 2000 dan 2100.',
    });
    expect(voucherFormErrors(valid({ tanggal_mulai: '2026-03-01', tanggal_berakhir: '2026-03-14' }), { today: TODAY })).toEqual({
      tanggal_berakhir: 'Tanggal Berakhir tidak boleh sebelum hari ini.',
    });
    expect(voucherFormErrors(valid({ tanggal_mulai: '2026-03-01', tanggal_berakhir: TODAY }), { today: TODAY })).toEqual({});
  });

  it('an expired voucher stays editable while its end is not moved; moving it into the past is refused', () => {
    const expired = valid({ tanggal_mulai: '2026-01-01', tanggal_berakhir: '2026-02-01' });
    expect(voucherFormErrors(expired, { today: TODAY, storedEnd: '2026-02-01' })).toEqual({});
    expect(voucherFormErrors(valid({ tanggal_mulai: '2026-01-01', tanggal_berakhir: '2026-02-02' }), { today: TODAY, storedEnd: '2026-02-01' })).toEqual({
      tanggal_berakhir: 'Tanggal Berakhir tidak boleh sebelum hari ini.',
    });
  });

  it('the end before the start keeps the spec message', () => {
    expect(voucherFormErrors(valid({ tanggal_mulai: '2026-12-31', tanggal_berakhir: '2026-12-30' }), { today: TODAY })).toEqual({
      tanggal_berakhir: 'Tanggal Berakhir tidak boleh sebelum Tanggal Mulai.',
    });
  });

  it('codes and names lose their invisible characters', () => {
    expect(normaliseVoucherCode('hemat\u200b10\u202e')).toBe('HEMAT10');
    expect(toVoucherPayload(valid({ nama_voucher: '\u200bDiskon  Semen\u2066 ' })).nama_voucher).toBe('Diskon Semen');
  });
});
