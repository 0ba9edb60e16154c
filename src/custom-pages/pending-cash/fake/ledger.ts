import { entityName } from '../../../domain/entity';
import { nextId } from '../../../fake-api/db';
import type { Id } from '../../../api/schemas/common';
import { REFUND_CASH_METHOD } from '../../../resources/penjualan-web/public';
import type { Order, RefundRecord, RefundRecordStatus } from '../../../resources/penjualan-web/public';
import { REFUND_METHOD, type RefundEntry } from '../../../resources/penjualan-web/fake/public';
import type { PendingCash, PendingCashStatus } from '../schemas';

/**
 * The pending-cash ledger as the fake server keeps it: every payment waiting to be cashed in and every
 * refund waiting to be paid out (operations spec §3), and the refund records of the orders
 * (order spec §3). The orders' fake records its refunds and verified payments through
 * these functions, which pending cash connects to it (`orderLedger.ts`): a refund and its pending-cash
 * entry are always written together.
 */
export interface PendingCashTables {
  pendingCash: PendingCash[];
  refundRecords: RefundRecord[];
}

export { REFUND_CASH_METHOD, REFUND_METHOD };

type OrderRef = Pick<Order, 'id' | 'kode_transaksi' | 'entitas_id'>;

/** One refunded line as the orders describe it. */
export type RefundItemEntry = RefundEntry['items'][number];

/** A refund as the orders describe it (`RefundEntry`). */
export interface RefundEntryInput extends RefundEntry {
  /** PENDING for a refund recorded now; the seed writes older refunds in later states. */
  status?: RefundRecordStatus;
  cashStatus?: PendingCashStatus;
}

const sameId = (a: Id | null | undefined, b: Id | null | undefined): boolean => a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/**
 * Records a refund: its refund record and the pending-cash entry that pays it out (a negative gross
 * amount), linked both ways.
 */
export const recordRefund = (tables: PendingCashTables, order: OrderRef, input: RefundEntryInput): { record: RefundRecord; entry: PendingCash } => {
  const status = input.status ?? 'PENDING';
  const cashStatus = input.cashStatus ?? 'PENDING';
  const record: RefundRecord = {
    id: nextId(tables.refundRecords),
    orderId: order.id,
    refundType: input.refundType,
    status,
    refundAmount: input.refundAmount,
    refundMethod: REFUND_METHOD,
    refundReason: input.refundReason,
    createdAt: input.at,
    adminNotes: input.adminNotes,
    items: input.items.map((item) => ({ ...item })),
    newShippingFee: input.newShippingFee,
    pendingCashId: null,
  };
  const entry: PendingCash = {
    id: nextId(tables.pendingCash),
    kodeTransaksi: order.kode_transaksi,
    entitasName: entityName(order.entitas_id, order.kode_transaksi),
    metodePembayaran: REFUND_CASH_METHOD,
    status: cashStatus,
    jumlahGross: -input.refundAmount,
    biayaAdminManual: 0,
    // A refund is paid out without a fee; once it has left the cash account the fee is settled.
    isFeeConfirmed: cashStatus !== 'PENDING',
    tanggalPenjualan: input.at,
    orderId: order.id,
    refundId: record.id,
  };
  record.pendingCashId = entry.id;
  tables.refundRecords.push(record);
  tables.pendingCash.push(entry);
  return { record, entry };
};

/**
 * The gateway channels a customer of the company entity pays through (operations spec §9). The
 * orders keep only PAYMENT_GATEWAY; the gateway's settlement names the channel, which the fake draws
 * from the order id so an order always shows the same one.
 */
export const GATEWAY_CHANNELS = ['BC', 'M2', 'BR', 'QRIS', 'OV', 'DA', 'SP', 'BT', 'I1', 'LA', 'VC', 'IR'] as const;

const gatewayChannelOf = (orderId: Id): string => {
  const digits = String(orderId).replace(/\D/g, '');
  const n = digits === '' ? [...String(orderId)].reduce((sum, char) => sum + char.charCodeAt(0), 0) : Number(digits.slice(-6));
  return GATEWAY_CHANNELS[n % GATEWAY_CHANNELS.length] as string;
};

/** The method code a payment reaches pending cash with: the gateway's channel, or the order's method. */
export const paymentMethodCode = (order: Pick<Order, 'id' | 'metode_pembayaran'>): string =>
  order.metode_pembayaran === 'PAYMENT_GATEWAY' ? gatewayChannelOf(order.id) : order.metode_pembayaran;

/** Records a customer's payment waiting to be cashed in: a verified transfer or a gateway payment. */
export const recordPayment = (
  tables: Pick<PendingCashTables, 'pendingCash'>,
  order: OrderRef & Pick<Order, 'metode_pembayaran' | 'total_akhir'>,
  at: string,
  status: PendingCashStatus = 'PENDING',
): PendingCash => {
  const entry: PendingCash = {
    id: nextId(tables.pendingCash),
    kodeTransaksi: order.kode_transaksi,
    entitasName: entityName(order.entitas_id, order.kode_transaksi),
    metodePembayaran: paymentMethodCode(order),
    status,
    jumlahGross: Number(order.total_akhir),
    biayaAdminManual: 0,
    isFeeConfirmed: status !== 'PENDING',
    tanggalPenjualan: at,
    orderId: order.id,
    refundId: null,
  };
  tables.pendingCash.push(entry);
  return entry;
};

/** An order's refund records, newest first (ties: the later record first). */
export const refundsOfOrder = (records: readonly RefundRecord[], orderId: Id): RefundRecord[] =>
  records
    .filter((record) => sameId(record.orderId, orderId))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || Number(b.id) - Number(a.id));

/** The pending-cash entry that pays a refund out. */
export const entryOfRefund = (entries: readonly PendingCash[], record: RefundRecord): PendingCash | undefined =>
  entries.find((entry) => sameId(entry.id, record.pendingCashId)) ?? entries.find((entry) => sameId(entry.refundId, record.id));

/** Pending cash whose money has left (or reached) the cash account. */
const SETTLED = new Set(['CASHED_OUT', 'COMPLETED']);

/** A PROCESSING refund whose pending-cash entry was already cashed out (or completed) is done: COMPLETED. Answers those. */
export const completePaidOutRefunds = (tables: PendingCashTables): RefundRecord[] => {
  const fixable = tables.refundRecords.filter((record) => record.status === 'PROCESSING' && SETTLED.has(entryOfRefund(tables.pendingCash, record)?.status ?? ''));
  for (const record of fixable) record.status = 'COMPLETED';
  return fixable;
};
