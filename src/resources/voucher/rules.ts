import type { CustomerEmail, Voucher, VoucherAudience, VoucherDiscountType, VoucherInput, VoucherStatus } from './schemas';
import { voucherMessages as m } from './messages';
import { formatRupiah } from '../../domain/format';
import { groupThousands, MAX_PLAIN_NUMBER, unreadableNumberError } from '../../domain/number';
import { once } from '../../domain/once';
import { format } from '../../i18n/format';
import { messages } from '../../i18n/messages';
import {
  cleanLine,
  dateError,
  dateProblemMessage,
  endDateNotBefore,
  rupiahError,
  TEXT_LIMITS,
  tooLongError,
} from '../../domain/validation';
import { jakartaDay, jakartaIsoDay } from '../../domain/jakartaTime';

/**
 * Voucher rules (catalogue spec §3, §5 and §7), shared by the form, the dataProvider's payload and the
 * fake server, so a rule and its message are written once.
 */

type Amount = number | string | null | undefined;

/** What the voucher form holds while an administrator types: anything may still be empty. */
export interface VoucherFormValues {
  nama_voucher?: string | null;
  kode_voucher?: string | null;
  tipe_diskon?: VoucherDiscountType | null;
  nilai_diskon?: Amount;
  nominal_diskon_maks?: Amount;
  min_belanja?: Amount;
  kuota_voucher?: Amount;
  tanggal_mulai?: string | null;
  tanggal_berakhir?: string | null;
  status?: VoucherStatus | null;
  voucher_type?: VoucherAudience | null;
  customer_email?: Partial<CustomerEmail> | null;
}

/** Field errors in the form's shape (the e-mail is nested, like its field). */
export interface VoucherFormErrors {
  nama_voucher?: string;
  kode_voucher?: string;
  tipe_diskon?: string;
  nilai_diskon?: string;
  nominal_diskon_maks?: string;
  min_belanja?: string;
  kuota_voucher?: string;
  tanggal_mulai?: string;
  tanggal_berakhir?: string;
  customer_email?: { email: string };
}

/**
 * Codes are upper case without spaces (catalogue spec §5), applied as the administrator types; invisible
 * characters go too, or 'HEMAT10' and 'HEMAT\u200b10' would be two codes that look the same.
 */
export const normaliseVoucherCode = (code: string | null | undefined): string => cleanLine(code).toUpperCase().replace(/\s+/g, '');

/** A number from an input value, or null for empty or unreadable input. */
const amount = (value: Amount): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A voucher date as a Jakarta calendar day `YYYY-MM-DD`: date-only values as they are, timestamps
 * converted (a backend may send midnight in Jakarta as the previous day in UTC). '' when unreadable.
 */
export const voucherDay = (value: string | null | undefined): string => {
  if (!value) return '';
  if (DATE_ONLY.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day } = jakartaDay(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** A loose but honest e-mail check: something@domain.tld, no spaces. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value);

/**
 * What the end-date rule needs to know: today in Jakarta (`jakartaToday`), and on edit the end date
 * stored, which may have passed and is kept without complaint as long as it is not moved.
 */
export interface VoucherRuleContext {
  today?: string;
  storedEnd?: string | null;
}

/** A stored or typed amount of rupiah that is not whole, negative or beyond the maximum (domain/validation). */
const rupiahProblem = (value: Amount): string | null => {
  const number = amount(value);
  return number === null ? null : rupiahError(number);
};

/**
 * A voucher date: required (spec), a calendar day from 2000 to 2100; a value the date input could not
 * read ('NaN-NaN-NaN' from a six-digit year) is invalid, not missing.
 */
const voucherDateError = (raw: string | null | undefined, field: string, notBefore?: string): string | null => {
  if (!raw) return m.datesRequired;
  const day = voucherDay(raw);
  if (!day) return dateProblemMessage('invalid', field);
  return dateError(day, field, { notBefore });
};

/** Every broken rule of catalogue spec §5, as field errors with the spec's messages. */
export const voucherFormErrors = (values: VoucherFormValues, context: VoucherRuleContext = {}): VoucherFormErrors => {
  const errors: VoucherFormErrors = {};

  const nama = cleanLine(values.nama_voucher);
  const kode = normaliseVoucherCode(values.kode_voucher);
  if (!nama) errors.nama_voucher = m.nameAndCodeRequired;
  else {
    const long = tooLongError(nama, TEXT_LIMITS.name, m.nama);
    if (long) errors.nama_voucher = long;
  }
  if (!kode) errors.kode_voucher = m.nameAndCodeRequired;
  else {
    const long = tooLongError(kode, TEXT_LIMITS.voucherCode, m.kode);
    if (long) errors.kode_voucher = long;
  }

  const nilai = amount(values.nilai_diskon);
  if (values.tipe_diskon === 'PERSEN') {
    if (nilai === null || nilai < 1 || nilai > 100) errors.nilai_diskon = m.persenRange;
    const cap = amount(values.nominal_diskon_maks);
    if (cap !== null && cap < 0) errors.nominal_diskon_maks = m.maxDiskonNegative;
    else {
      const capProblem = rupiahProblem(values.nominal_diskon_maks);
      if (capProblem) errors.nominal_diskon_maks = capProblem;
    }
  } else if (values.tipe_diskon === 'NOMINAL') {
    if (nilai === null || nilai <= 0) errors.nilai_diskon = m.nominalPositive;
    else {
      const nilaiProblem = rupiahProblem(nilai);
      if (nilaiProblem) errors.nilai_diskon = nilaiProblem;
    }
  } else {
    errors.tipe_diskon = m.tipeRequired;
  }

  const minBelanja = amount(values.min_belanja);
  if (minBelanja !== null && minBelanja < 0) errors.min_belanja = m.minBelanjaNegative;
  else {
    const minProblem = rupiahProblem(minBelanja);
    if (minProblem) errors.min_belanja = minProblem;
  }

  const kuota = amount(values.kuota_voucher);
  const kuotaTyped = values.kuota_voucher !== null && values.kuota_voucher !== undefined && String(values.kuota_voucher).trim() !== '';
  if (kuotaTyped && (kuota === null || !Number.isInteger(kuota) || kuota < 1)) errors.kuota_voucher = m.kuotaInvalid;
  else if (kuota !== null && kuota > MAX_PLAIN_NUMBER) errors.kuota_voucher = format(messages.number.tooLarge, { max: groupThousands(String(MAX_PLAIN_NUMBER)) });

  // Text the number rule refused (domain/number) says why, before any range above.
  for (const field of ['nilai_diskon', 'nominal_diskon_maks', 'min_belanja', 'kuota_voucher'] as const) {
    const typed = unreadableNumberError(values[field]);
    if (typed) errors[field] = typed;
  }

  const mulai = voucherDay(values.tanggal_mulai);
  const berakhir = voucherDay(values.tanggal_berakhir);
  const mulaiError = voucherDateError(values.tanggal_mulai, m.tanggalMulai);
  const notBefore = context.today !== undefined ? endDateNotBefore(berakhir, context.today, context.storedEnd ? voucherDay(context.storedEnd) : null) : undefined;
  const berakhirError = voucherDateError(values.tanggal_berakhir, m.tanggalBerakhir, notBefore);
  if (mulaiError) errors.tanggal_mulai = mulaiError;
  // Date-only strings compare correctly as text; the order is told first, as the spec words it.
  if (!mulaiError && !voucherDateError(values.tanggal_berakhir, m.tanggalBerakhir) && berakhir < mulai) errors.tanggal_berakhir = m.endBeforeStart;
  else if (berakhirError) errors.tanggal_berakhir = berakhirError;

  if (values.voucher_type === 'PRIVATE') {
    const email = cleanLine(values.customer_email?.email);
    if (!email) errors.customer_email = { email: m.emailRequired };
    else if (email.length > TEXT_LIMITS.email || !isEmail(email)) errors.customer_email = { email: m.emailInvalid };
  }

  return errors;
};

/** The first broken rule's message, in the order the form shows them; null when the voucher is valid. */
export const firstVoucherError = (values: VoucherFormValues, context: VoucherRuleContext = {}): string | null => {
  const errors = voucherFormErrors(values, context);
  const order: Array<keyof VoucherFormErrors> = [
    'nama_voucher',
    'kode_voucher',
    'tipe_diskon',
    'nilai_diskon',
    'nominal_diskon_maks',
    'min_belanja',
    'kuota_voucher',
    'tanggal_mulai',
    'tanggal_berakhir',
    'customer_email',
  ];
  for (const field of order) {
    const error = errors[field];
    if (error) return typeof error === 'string' ? error : error.email;
  }
  return null;
};

/**
 * The POST/PUT body (catalogue spec §7): nilai_diskon holds the percent or the rupiah amount; the cap is
 * null for NOMINAL and 0 (no cap) when left empty for PERSEN; an empty quota is null (unlimited);
 * the e-mail is sent as `{ email }` for PRIVATE only.
 */
export const toVoucherPayload = (values: VoucherFormValues): VoucherInput => {
  const tipe: VoucherDiscountType = values.tipe_diskon === 'NOMINAL' ? 'NOMINAL' : 'PERSEN';
  const audience: VoucherAudience = values.voucher_type === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC';
  return {
    nama_voucher: cleanLine(values.nama_voucher),
    kode_voucher: normaliseVoucherCode(values.kode_voucher),
    tipe_diskon: tipe,
    nilai_diskon: amount(values.nilai_diskon) ?? 0,
    nominal_diskon_maks: tipe === 'PERSEN' ? (amount(values.nominal_diskon_maks) ?? 0) : null,
    min_belanja: amount(values.min_belanja) ?? 0,
    kuota_voucher: amount(values.kuota_voucher),
    tanggal_mulai: voucherDay(values.tanggal_mulai),
    tanggal_berakhir: voucherDay(values.tanggal_berakhir),
    status: values.status === 'NONAKTIF' ? 'NONAKTIF' : 'AKTIF',
    voucher_type: audience,
    customer_email: audience === 'PRIVATE' ? { email: cleanLine(values.customer_email?.email) } : null,
  };
};

/** Where a voucher stands on a given day, for the 'Berlaku' column. */
export type VoucherPeriod = 'upcoming' | 'running' | 'expired';

export const voucherPeriod = (voucher: Pick<Voucher, 'tanggal_mulai' | 'tanggal_berakhir'>, now: Date): VoucherPeriod => {
  const today = jakartaIsoDay(now);
  if (voucherDay(voucher.tanggal_berakhir) < today) return 'expired';
  if (voucherDay(voucher.tanggal_mulai) > today) return 'upcoming';
  return 'running';
};

/**
 * Choosing the other discount type empties the value (spec: entering a percent clears the nominal
 * value and vice versa), so 10 percent never silently becomes Rp10; NOMINAL has no cap at all.
 */
export const VALUES_AFTER_TYPE_CHANGE = { nilai_diskon: null, nominal_diskon_maks: null } as const satisfies VoucherFormValues;

const percentNumber = once(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }));

/** The 'Nilai Diskon' column: '12,5%' for PERSEN, 'Rp25.000' for NOMINAL. */
export const formatVoucherValue = ({ tipe_diskon, nilai_diskon }: Pick<Voucher, 'tipe_diskon' | 'nilai_diskon'>): string =>
  tipe_diskon === 'PERSEN' ? `${percentNumber().format(nilai_diskon)}%` : formatRupiah(nilai_diskon);
