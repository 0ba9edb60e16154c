import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';
import { incompleteId, looseBoolean, openEnum, type MaybeIncomplete } from '../../api/schemas/tolerant';

/**
 * Pending cash (operations spec §3): money that has moved on an order but not yet through a
 * cash account. A customer's payment waits to be cashed in; a refund (method MANUAL_TRANSFER_REFUND,
 * a negative gross amount) waits to be paid out, through the cash-in and refund cash-out screens.
 */
export const PENDING_CASH_STATUSES = ['PENDING', 'CASHED_OUT', 'COMPLETED'] as const;
/** A status the spec names; the entry's field is open (an unknown one is shown as sent). */
export type PendingCashStatus = (typeof PENDING_CASH_STATUSES)[number];
export const pendingCashStatus = openEnum(PENDING_CASH_STATUSES, 'status');

/**
 * A payment method code (operations spec §9): MANUAL_TRANSFER, MANUAL_TRANSFER_REFUND, DUITKU,
 * TRANSFER_BANK or a gateway channel code (BC, OV, QRIS, ...). Kept open: a new channel of the gateway
 * must not break the list, it shows as its code.
 */
export const pendingCashMethod = z.string();

export const pendingCashSchema = z.object({
  id,
  kodeTransaksi: z.string(),
  entitasName: z.string(),
  metodePembayaran: pendingCashMethod,
  status: pendingCashStatus,
  /** Rupiah; negative for a refund to pay out. */
  jumlahGross: numeric,
  biayaAdminManual: numeric,
  isFeeConfirmed: looseBoolean,
  tanggalPenjualan: z.string(),
  /** The order it belongs to (ours: the spec's entry names the code only). */
  orderId: z.optional(id),
  /** The refund record it pays out, for refunds. */
  refundId: z.optional(z.nullable(id)),
});
/** `_incomplete` marks an entry salvaged from one that did not fit (see `tolerantList`). */
export type PendingCash = z.infer<typeof pendingCashSchema> & MaybeIncomplete;

export const emptyPendingCash = (index: number): z.infer<typeof pendingCashSchema> => ({
  id: incompleteId(index),
  kodeTransaksi: '',
  entitasName: '',
  metodePembayaran: '',
  status: '',
  jumlahGross: 0,
  biayaAdminManual: 0,
  isFeeConfirmed: false,
  tanggalPenjualan: '',
});

/** A cash account (operations spec §3, Cash account option): where money lands or leaves from. */
export const kasAccountSchema = z.object({
  id,
  namaKas: z.string(),
  saldoAkhir: numeric,
});
export type KasAccount = z.infer<typeof kasAccountSchema>;

/** The fee of one cashed-in payment (operations spec §7, feeInfoList). */
export const feeInfoSchema = z.object({
  pendingCashId: id,
  biayaAdminManual: z.number(),
  isFeeConfirmed: z.boolean(),
  keterangan: z.optional(z.nullable(z.string())),
});
export type FeeInfo = z.infer<typeof feeInfoSchema>;

/** How one refund entry is paid out (operations spec §7, refundInfoList). */
export const refundInfoSchema = z.object({
  pendingCashId: id,
  hasRefund: z.boolean(),
  refundType: z.enum(['FULL', 'PARTIAL']),
  refundAmount: z.number(),
  refundReason: z.optional(z.nullable(z.string())),
});
export type RefundInfo = z.infer<typeof refundInfoSchema>;

/** POST /admin/pending-cash/cairkan: cash in payments to, or cash out refunds from, one cash account. */
export const cairkanBodySchema = z.object({
  pendingCashIds: z.array(id),
  kasTujuanId: id,
  feeInfoList: z.array(feeInfoSchema),
  refundInfoList: z.array(refundInfoSchema),
});
export type CairkanBody = z.infer<typeof cairkanBodySchema>;

export const cairkanAnswerSchema = z.looseObject({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  /** The account after the movement (ours: the spec names success only). */
  kas: z.optional(kasAccountSchema),
});

/**
 * One movement of a cash account (operations spec §3, Kas log entry). `jumlah` is the movement's size
 * (positive); `tipe` says its direction. The server's `transactionType` is read by the log's
 * classification (operations spec §4), which also decides refunds from `keterangan`.
 */
export const kasLogEntrySchema = z.object({
  id,
  kodeTransaksi: z.string(),
  transactionType: z.optional(z.nullable(z.string())),
  tipe: z.string(),
  jumlah: numeric,
  biayaAdminManual: z.optional(z.nullable(numeric)),
  metodePembayaran: z.optional(z.nullable(z.string())),
  namaKas: z.optional(z.nullable(z.string())),
  entitasName: z.optional(z.nullable(z.string())),
  tanggal: z.string(),
  tanggalPencairan: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
  keterangan: z.optional(z.nullable(z.string())),
  /** The order it belongs to (ours, so the log links to it). */
  orderId: z.optional(z.nullable(id)),
});
export type KasLogEntry = z.infer<typeof kasLogEntrySchema> & MaybeIncomplete;

export const emptyKasLogEntry = (index: number): z.infer<typeof kasLogEntrySchema> => ({
  id: incompleteId(index),
  kodeTransaksi: '',
  tipe: '',
  jumlah: 0,
  tanggal: '',
});

/** GET /admin/pending-cash/kas-logs's optional query (operations spec §7); dates are Jakarta days `YYYY-MM-DD`. */
export const kasLogQuerySchema = z.object({
  metode_pembayaran: z.optional(z.string()),
  tanggal_mulai: z.optional(z.string()),
  tanggal_akhir: z.optional(z.string()),
  tipe: z.optional(z.enum(['MASUK', 'KELUAR'])),
});
export type KasLogQuery = z.infer<typeof kasLogQuerySchema>;
