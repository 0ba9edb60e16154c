import { itemName, PAYMENT_GATEWAY_FEE } from '../../../resources/penjualan-web/fake/public';
import type { Order, RefundRecordStatus } from '../../../resources/penjualan-web/public';
import type { PendingCashStatus } from '../schemas';
import { ENTITY_DISPLAY_NAME } from '../../../domain/entity';
import type { KasAccount, PendingCash } from '../schemas';
import { bookCashIn, bookCashOut, seedKasAccounts, type KasTables } from './kas';
import { entryOfRefund, recordPayment, recordRefund, REFUND_CASH_METHOD, type PendingCashTables, type RefundItemEntry } from './ledger';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Payments of the last two weeks are in the ledger; older ones left it long ago. */
export const PAYMENT_WINDOW_DAYS = 14;
/** Payments of the last three days still wait to be cashed in; older ones were. */
export const PAYMENT_PENDING_DAYS = 3;

/** When the order was paid: its first step into LUNAS (verified transfer or gateway payment). */
export const paidAtOf = (order: Order): string | null => order.riwayat_status?.find((event) => event.status_pembayaran === 'LUNAS')?.at ?? null;

/** The refund record status an order's seeded refund_info stands for. */
const recordStatusOf = (infoStatus: string): RefundRecordStatus => (infoStatus === 'SELESAI' ? 'COMPLETED' : infoStatus === 'PROCESSING' ? 'PROCESSING' : 'PENDING');

interface SeedMovement {
  at: string;
  order: Order;
  write: (tables: PendingCashTables) => void;
}

/**
 * The ledger of the seed's orders (deterministic: it reads only the orders and `now`):
 * - each order paid in the last 14 days has its payment, PENDING for the last 3 days, else COMPLETED;
 * - each refunded order (`total_refunded` > 0; the order seed gives each one refund) has its refund
 *   record and pending-cash entry. A cancelled order's refund is FULL, an open or completed order's is
 *   by item (its items' `qty_refunded`). A done refund (SELESAI) is COMPLETED and its entry too; a
 *   PENDING refund waits in a PENDING entry; of the PROCESSING ones the newest still waits (PENDING
 *   entry) while the older ones were already cashed out without their record being updated
 *   (CASHED_OUT), which is what POST .../fix-refund-statuses repairs.
 * Entries and records are numbered in time order.
 */
const buildLedger = (orders: readonly Order[], now: Date): LedgerTables => {
  const movements: SeedMovement[] = [];
  for (const order of orders) {
    const paidAt = paidAtOf(order);
    if (paidAt !== null && now.getTime() - Date.parse(paidAt) <= PAYMENT_WINDOW_DAYS * DAY_MS) {
      const status: PendingCashStatus = now.getTime() - Date.parse(paidAt) <= PAYMENT_PENDING_DAYS * DAY_MS ? 'PENDING' : 'COMPLETED';
      movements.push({ at: paidAt, order, write: (tables) => void recordPayment(tables, order, paidAt, status) });
    }
  }

  const refunded = orders.filter((order) => Number(order.total_refunded ?? 0) > 0 && order.refund_info !== null);
  const processing = refunded
    .filter((order) => order.refund_info?.status === 'PROCESSING')
    .sort((a, b) => Date.parse(b.refund_info?.createdAt ?? '') - Date.parse(a.refund_info?.createdAt ?? ''));
  const stillWaiting = processing[0];
  for (const order of refunded) {
    const info = order.refund_info;
    if (!info) continue;
    const status = recordStatusOf(info.status);
    const cashStatus: PendingCashStatus = status === 'COMPLETED' ? 'COMPLETED' : status === 'PENDING' || order === stillWaiting ? 'PENDING' : 'CASHED_OUT';
    const cancelled = order.status_pembayaran === 'DIBATALKAN';
    const items: RefundItemEntry[] = cancelled
      ? []
      : order.items
          .filter((item) => Number(item.qty_refunded ?? 0) > 0)
          .map((item) => ({
            penjualanWebDetailId: item.id_detail,
            qtyToRefund: Number(item.qty_refunded),
            refundAmountPerItem: Number(item.qty_refunded) * Number(item.harga_satuan_setelah_diskon_item),
            nama: itemName(item),
          }));
    movements.push({
      at: info.createdAt,
      order,
      write: (tables) =>
        void recordRefund(tables, order, {
          refundType: cancelled ? 'FULL' : 'PARTIAL_ITEM',
          refundAmount: Number(order.total_refunded),
          refundReason: info.alasan,
          adminNotes: null,
          items,
          newShippingFee: order.ongkir_disesuaikan === undefined || order.ongkir_disesuaikan === null ? null : Number(order.ongkir_disesuaikan),
          at: info.createdAt,
          status,
          cashStatus,
        }),
    });
  }

  const tables: PendingCashTables = { pendingCash: [], refundRecords: [] };
  // Stable: a payment and a refund at the same instant keep the order above.
  movements.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const movement of movements) movement.write(tables);
  return { ...tables, ...bookSettled(tables, now) };
};

const HOUR_MS = 60 * 60 * 1000;
/** How long after the sale a payment was cashed in, and after the refund a refund paid out. */
export const CASH_IN_AFTER_MS = 20 * HOUR_MS;
const CASH_OUT_AFTER_MS = 6 * HOUR_MS;

const isRefund = (entry: PendingCash) => entry.metodePembayaran === REFUND_CASH_METHOD;

/** The account an entity's money goes through: the personal shop's bank, the company's gateway or transfer account. */
export const accountOf = (entry: PendingCash, accounts: readonly KasAccount[]): KasAccount => {
  const name =
    entry.entitasName === ENTITY_DISPLAY_NAME.PRIBADI ? 'Kas BRI Pribadi' : entry.metodePembayaran === 'MANUAL_TRANSFER' || isRefund(entry) ? 'Kas Mandiri CV' : 'Kas BCA CV';
  return accounts.find((kas) => kas.namaKas === name) ?? (accounts[0] as KasAccount);
};

/**
 * The accounts and their ledger after the seed's settled entries: every payment cashed in (a gateway
 * channel's with the gateway's fee) and every refund paid out, booked in time order from the opening
 * balances, so each balance is its opening plus its log.
 */
const bookSettled = (tables: PendingCashTables, now: Date): KasTables => {
  const kas: KasTables = { kasAccounts: seedKasAccounts(), kasLogs: [] };
  const latest = now.getTime() - 30 * 60 * 1000;
  const settled = tables.pendingCash
    .filter((entry) => entry.status !== 'PENDING')
    .map((entry) => ({ entry, at: Math.min(Date.parse(entry.tanggalPenjualan) + (isRefund(entry) ? CASH_OUT_AFTER_MS : CASH_IN_AFTER_MS), latest) }))
    .sort((a, b) => a.at - b.at);
  for (const { entry, at } of settled) {
    const account = accountOf(entry, kas.kasAccounts);
    const when = new Date(at).toISOString();
    if (isRefund(entry)) {
      const record = tables.refundRecords.find((r) => entryOfRefund([entry], r) === entry);
      bookCashOut(kas, entry, account, Math.abs(Number(entry.jumlahGross)), record, when);
    } else {
      const fee = entry.metodePembayaran === 'MANUAL_TRANSFER' ? 0 : PAYMENT_GATEWAY_FEE;
      entry.biayaAdminManual = fee;
      bookCashIn(kas, entry, account, { amount: fee, note: null }, when);
    }
  }
  return kas;
};

type LedgerTables = PendingCashTables & KasTables;

const built = new WeakMap<readonly Order[], Map<number, LedgerTables>>();

/**
 * The pending-cash and cash tables of a fresh database, from the orders table. Each table's seed asks for its
 * half; the ledger is built once per orders table and time.
 */
export const seedPendingCashTables = (orders: readonly Order[], now: Date): LedgerTables => {
  const byTime = built.get(orders) ?? new Map<number, LedgerTables>();
  built.set(orders, byTime);
  const cached = byTime.get(now.getTime());
  if (cached) return cached;
  const tables = buildLedger(orders, now);
  byTime.set(now.getTime(), tables);
  return tables;
};
