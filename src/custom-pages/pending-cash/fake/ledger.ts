import { entityName } from '../../../domain/entity';
import { nextId } from '../../../fake-api/db';
import type { Id } from '../../../api/schemas/common';
import type { Order } from '../../../resources/penjualan-web/schemas';
import { REFUND_CASH_METHOD } from '../paymentMethods';
import type { PendingCash, PendingCashStatus, RefundRecord, RefundRecordStatus } from '../schemas';

/**
 * The pending-cash ledger as the fake server keeps it: every payment waiting to be cashed in and every
 * refund waiting to be paid out (operations spec §3), and the refund records of the orders
 * (order spec §3). The orders' fake records its refunds and verified payments through
 * these functions, so a refund and its pending-cash entry are always written together.
 */
export interface PendingCashTables {
  pendingCash: PendingCash[];
  refundRecords: RefundRecord[];
}

export { REFUND_CASH_METHOD };
/** Every refund of this shop goes back by manual transfer (order spec §9). */
export const REFUND_METHOD = 'MANUAL_TRANSFER';

type OrderRef = Pick<Order, 'id' | 'kode_transaksi' | 'entitas_id'>;

export interface RefundItemEntry {
  penjualanWebDetailId: Id;
  qtyToRefund: number;
  refundAmountPerItem: number;
  /** The product and variant as the order names them. */
  nama: string;
}

export interface RefundEntryInput {
  refundType: string;
  refundAmount: number;
  refundReason: string;
  adminNotes: string | null;
  items: readonly RefundItemEntry[];
  newShippingFee: number | null;
  /** When the refund was recorded (ISO). */
  at: string;
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

/**
 * The order's `refund_info.status` from its refund records: 'PENDING' while one is only recorded,
 * else 'PROCESSING' while one is being paid out, else 'SELESAI' (the spec's done).
 */
export const refundInfoStatus = (records: readonly Pick<RefundRecord, 'status'>[]): 'PENDING' | 'PROCESSING' | 'SELESAI' => {
  if (records.some((record) => record.status === 'PENDING')) return 'PENDING';
  if (records.some((record) => record.status !== 'COMPLETED')) return 'PROCESSING';
  return 'SELESAI';
};
