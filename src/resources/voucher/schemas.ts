import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';

export const VOUCHER_DISCOUNT_TYPES = ['PERSEN', 'NOMINAL'] as const;
export const VOUCHER_STATUSES = ['AKTIF', 'NONAKTIF'] as const;
export const VOUCHER_AUDIENCES = ['PUBLIC', 'PRIVATE'] as const;

export type VoucherDiscountType = (typeof VOUCHER_DISCOUNT_TYPES)[number];
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export type VoucherAudience = (typeof VOUCHER_AUDIENCES)[number];

/** Catalogue spec §3: the customer e-mail of a PRIVATE voucher travels as `{ email }`. */
export const customerEmailSchema = z.object({ email: z.string() });
export type CustomerEmail = z.infer<typeof customerEmailSchema>;

/** A voucher as the backend sends it. Some backends send the e-mail as a bare string; accept both. */
export const voucherRecordSchema = z.object({
  id,
  nama_voucher: z.string(),
  kode_voucher: z.string(),
  tipe_diskon: z.enum(VOUCHER_DISCOUNT_TYPES),
  nilai_diskon: numeric,
  nominal_diskon_maks: z.optional(z.nullable(numeric)),
  min_belanja: z.optional(z.nullable(numeric)),
  kuota_voucher: z.optional(z.nullable(numeric)),
  tanggal_mulai: z.string(),
  tanggal_berakhir: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  voucher_type: z.optional(z.enum(VOUCHER_AUDIENCES)),
  customer_email: z.optional(z.nullable(z.union([customerEmailSchema, z.string()]))),
  created_at: z.optional(z.string()),
});
export type VoucherRecord = z.infer<typeof voucherRecordSchema>;

/** A voucher as screens use it: every optional field resolved, the e-mail always `{ email }` or null. */
export interface Voucher {
  id: z.infer<typeof id>;
  nama_voucher: string;
  kode_voucher: string;
  tipe_diskon: VoucherDiscountType;
  nilai_diskon: number;
  nominal_diskon_maks: number | null;
  min_belanja: number;
  kuota_voucher: number | null;
  tanggal_mulai: string;
  tanggal_berakhir: string;
  status: VoucherStatus;
  voucher_type: VoucherAudience;
  customer_email: CustomerEmail | null;
  created_at?: string;
}

export const toVoucher = (raw: VoucherRecord): Voucher => ({
  id: raw.id,
  nama_voucher: raw.nama_voucher,
  kode_voucher: raw.kode_voucher,
  tipe_diskon: raw.tipe_diskon,
  nilai_diskon: raw.nilai_diskon,
  nominal_diskon_maks: raw.nominal_diskon_maks ?? null,
  min_belanja: raw.min_belanja ?? 0,
  kuota_voucher: raw.kuota_voucher ?? null,
  tanggal_mulai: raw.tanggal_mulai,
  tanggal_berakhir: raw.tanggal_berakhir,
  status: raw.status,
  voucher_type: raw.voucher_type ?? (raw.customer_email ? 'PRIVATE' : 'PUBLIC'),
  customer_email: typeof raw.customer_email === 'string' ? { email: raw.customer_email } : (raw.customer_email ?? null),
  ...(raw.created_at ? { created_at: raw.created_at } : {}),
});

/**
 * The body of POST and PUT (catalogue spec §7). Only the shape is checked here; the voucher rules and
 * their messages are the area's (`rules.ts`), which the fake server applies too.
 */
export const voucherInputSchema = z.object({
  nama_voucher: z.string(),
  kode_voucher: z.string(),
  tipe_diskon: z.enum(VOUCHER_DISCOUNT_TYPES),
  nilai_diskon: z.number(),
  nominal_diskon_maks: z.nullable(z.number()),
  min_belanja: z.number(),
  kuota_voucher: z.nullable(z.number()),
  tanggal_mulai: z.string(),
  tanggal_berakhir: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  voucher_type: z.enum(VOUCHER_AUDIENCES),
  customer_email: z.nullable(customerEmailSchema),
});
export type VoucherInput = z.infer<typeof voucherInputSchema>;
