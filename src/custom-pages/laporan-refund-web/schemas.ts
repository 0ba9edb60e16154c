import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';
import { incompleteId, type MaybeIncomplete } from '../../api/schemas/tolerant';

/** Refund report row (catalogue spec §3): the date as `tanggal_refund` or `created_at`. */
export const refundReportRowSchema = z.object({
  id_refund_web: id,
  id_penjualan_web_asal: z.nullable(id),
  kode_transaksi_asal: z.nullable(z.string()),
  tanggal_refund: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.nullable(z.string())),
  nominal_refund: numeric,
  alasan_refund: z.nullable(z.string()),
  metode_pengembalian_dana: z.nullable(z.string()),
  status_refund: z.string(),
});
export type RefundReportRow = z.infer<typeof refundReportRowSchema> & MaybeIncomplete;

export const emptyRefundReportRow = (index: number): z.infer<typeof refundReportRowSchema> => ({
  id_refund_web: incompleteId(index),
  id_penjualan_web_asal: null,
  kode_transaksi_asal: null,
  nominal_refund: 0,
  alasan_refund: null,
  metode_pengembalian_dana: null,
  status_refund: '',
});

