import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';

/**
 * Pending cash (operations spec section 3): money that has moved on an order but not yet through a
 * cash account. A customer's payment waits to be cashed in; a refund (method MANUAL_TRANSFER_REFUND,
 * a negative gross amount) waits to be paid out. The cash screens come with a later issue; the order
 * screens already read an order's refund records from here.
 */
export const pendingCashStatus = z.enum(['PENDING', 'CASHED_OUT', 'COMPLETED']);
export type PendingCashStatus = z.infer<typeof pendingCashStatus>;

export const pendingCashMethod = z.enum(['MANUAL_TRANSFER', 'PAYMENT_GATEWAY', 'MANUAL_TRANSFER_REFUND']);

export const pendingCashSchema = z.object({
  id,
  kodeTransaksi: z.string(),
  entitasName: z.string(),
  metodePembayaran: pendingCashMethod,
  status: pendingCashStatus,
  /** Rupiah; negative for a refund to pay out. */
  jumlahGross: numeric,
  biayaAdminManual: numeric,
  isFeeConfirmed: z.boolean(),
  tanggalPenjualan: z.string(),
  /** The order it belongs to (ours: the spec's entry names the code only). */
  orderId: z.optional(id),
  /** The refund record it pays out, for refunds. */
  refundId: z.optional(z.nullable(id)),
});
export type PendingCash = z.infer<typeof pendingCashSchema>;

/** A refund record's status (fulfilment spec section 3): SELESAI also reads as done (section 4). */
export const refundRecordStatus = z.enum(['PENDING', 'PROCESSING', 'COMPLETED']);
export type RefundRecordStatus = z.infer<typeof refundRecordStatus>;

export const refundRecordItemSchema = z.object({
  penjualanWebDetailId: id,
  qtyToRefund: numeric,
  refundAmountPerItem: numeric,
  /** The product and variant as the order named them (ours, so the record reads without the order). */
  nama: z.optional(z.string()),
});

/** One refund on an order (fulfilment spec section 3, Refund record). */
export const refundRecordSchema = z.object({
  id,
  orderId: z.optional(id),
  refundType: z.string(),
  status: z.string(),
  refundAmount: numeric,
  refundMethod: z.string(),
  refundReason: z.nullable(z.string()),
  createdAt: z.string(),
  adminNotes: z.optional(z.nullable(z.string())),
  items: z.optional(z.array(refundRecordItemSchema)),
  newShippingFee: z.optional(z.nullable(numeric)),
  pendingCashId: z.optional(z.nullable(id)),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

/** POST /admin/pending-cash/fix-refund-statuses answers what it fixed. */
export const fixRefundStatusesAnswerSchema = z.looseObject({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  fixedRefunds: z.optional(numeric),
  fixedRefundIds: z.optional(z.array(id)),
});
export type FixRefundStatusesAnswer = z.infer<typeof fixRefundStatusesAnswerSchema>;
