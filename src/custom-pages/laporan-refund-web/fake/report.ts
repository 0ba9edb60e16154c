import type { Order, RefundRecord } from '../../../resources/penjualan-web/public';
import { reportRange, type ReportQuery } from '../../../domain/reportPeriod';
import type { RefundReportRow } from '../schemas';

/** A refund record's status as the report names it: done is SELESAI, waiting DIPROSES, refused DITOLAK. */
export const reportRefundStatus = (status: string): string => {
  switch (status.toUpperCase()) {
    case 'COMPLETED':
    case 'SELESAI':
      return 'SELESAI';
    case 'PENDING':
    case 'PROCESSING':
    case 'DIPROSES':
      return 'DIPROSES';
    case 'REJECTED':
    case 'DITOLAK':
      return 'DITOLAK';
    default:
      return status;
  }
};

/**
 * The refund report as the fake server computes it: the refund records created in the period's Jakarta
 * days, newest first, each with its order's code.
 */
export const refundReport = (records: readonly RefundRecord[], orders: readonly Order[], query: ReportQuery): RefundReportRow[] => {
  const { from, to } = reportRange(query);
  const codes = new Map(orders.map((order) => [String(order.id), order.kode_transaksi]));
  return records
    .filter((record) => {
      const at = new Date(record.createdAt).getTime();
      return at >= from.getTime() && at < to.getTime();
    })
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
    .map((record) => ({
      id_refund_web: record.id,
      id_penjualan_web_asal: record.orderId ?? null,
      kode_transaksi_asal: record.orderId === undefined ? null : (codes.get(String(record.orderId)) ?? null),
      tanggal_refund: record.createdAt,
      created_at: record.createdAt,
      nominal_refund: record.refundAmount,
      alasan_refund: record.refundReason,
      metode_pengembalian_dana: record.refundMethod,
      status_refund: reportRefundStatus(record.status),
    }));
};
