import { DEMO_ACCOUNT } from '../../../../fake-api/db';
import { detectShippingType } from '../../shared/rules/shippingType';
import { refundableRemaining } from '../../shared/rules/refund';
import type { Order, OrderItem } from '../../schemas';
import { EVENT_ACTIONS } from '../server/events';
import { refundEventNote, refundItemsDetail } from '../server/refunds';

/**
 * The seed's refunds, written on the orders after they are built (no random draw: the orders and
 * their ids, dates and contents stay as the order seed made them). The pending-cash seed reads them
 * back into refund records and pending-cash entries (custom-pages/pending-cash/fake/seed.ts).
 *
 * - Every order cancelled after payment was refunded in full by the refund rule (`refundableRemaining`:
 *   goods and shipping within `total_akhir`, so a gateway fee stays with the gateway). Its
 *   refund is done (SELESAI) a week after, except the two newest, still PROCESSING.
 * - A few paid orders had some items refunded before they shipped (PENDING): the newest free-shipping
 *   order on its way, the newest Biteship order on its way (its shipping fee adjusted) and the newest
 *   completed order, each among those with at least two units so that something is left to refund.
 */

/** How many of the newest cancellations' refunds are still being paid out. */
export const PROCESSING_REFUNDS = 2;

interface PartialRefundPlan {
  what: string;
  matches: (order: Order) => boolean;
  reason: string;
}

const paidIn = (order: Order, shipping: Order['status_pengiriman']): boolean => order.status_pembayaran === 'LUNAS' && order.status_pengiriman === shipping;
const ofType = (order: Order, type: 'GRATIS_ONGKIR' | 'BITESHIP'): boolean => order.tipe_pengiriman === type && detectShippingType(order).type === type;

export const PARTIAL_REFUND_PLANS: readonly PartialRefundPlan[] = [
  { what: 'free shipping on its way', matches: (o) => ofType(o, 'GRATIS_ONGKIR') && paidIn(o, 'DIKIRIM'), reason: 'Stok salah satu item habis, dana item dikembalikan.' },
  { what: 'Biteship on its way', matches: (o) => ofType(o, 'BITESHIP') && paidIn(o, 'DIKIRIM'), reason: 'Varian yang dipesan kosong, pelanggan setuju refund sebagian.' },
  { what: 'completed', matches: (o) => paidIn(o, 'SELESAI'), reason: 'Satu item rusak saat dikemas, tidak ikut dikirim.' },
];

const units = (items: readonly OrderItem[]): number => items.reduce((sum, item) => sum + Number(item.qty), 0);

/** One unit of the first line of several units, else the whole last line; null when nothing would be left. */
const refundLineOf = (order: Order): { item: OrderItem; qty: number; amount: number } | null => {
  const several = order.items.find((item) => Number(item.qty) >= 2);
  const item = several ?? (order.items.length >= 2 ? order.items[order.items.length - 1] : undefined);
  if (!item) return null;
  const qty = several ? 1 : Number(item.qty);
  const amount = qty * Number(item.harga_satuan_setelah_diskon_item);
  return amount > 0 && amount < refundableRemaining(order) ? { item, qty, amount } : null;
};

const newestOf = (orders: readonly Order[]): Order | undefined =>
  orders.reduce<Order | undefined>((newest, order) => (!newest || Date.parse(order.tanggal_pesan) > Date.parse(newest.tanggal_pesan) ? order : newest), undefined);

/** The refund is recorded halfway between the payment and the step after it (or now), before the goods left. */
const refundTime = (order: Order, now: Date): { at: string; index: number } | null => {
  const events = order.riwayat_status ?? [];
  const paid = events.findIndex((event) => event.status_pembayaran === 'LUNAS');
  if (paid < 0) return null;
  const from = Date.parse(events[paid]?.at ?? '');
  const next = events[paid + 1];
  const to = next ? Date.parse(next.at) : now.getTime();
  return { at: new Date(from + Math.floor((to - from) / 2)).toISOString(), index: paid + 1 };
};

const refundItems = (order: Order, now: Date, reason: string): boolean => {
  const line = refundLineOf(order);
  const time = refundTime(order, now);
  if (!line || !time) return false;
  const events = order.riwayat_status ?? [];
  const before = events[time.index - 1];
  line.item.qty_refunded = line.qty;
  order.total_refunded = line.amount;
  if (order.tipe_pengiriman === 'BITESHIP') {
    // The spec's estimate: ongkir x the share of units still shipped, at least a tenth, rounded.
    const all = units(order.items);
    order.ongkir_disesuaikan = Math.round(Number(order.ongkir) * Math.max(0.1, (all - line.qty) / all));
  }
  order.refund_info = { nominal: line.amount, status: 'PENDING', alasan: reason, createdAt: time.at, buktiTransferRefundUrl: null };
  const note = refundEventNote({ refundType: 'PARTIAL_ITEM', amount: line.amount, reason, adminNotes: null }, refundItemsDetail([line]));
  events.splice(time.index, 0, {
    at: time.at,
    action: EVENT_ACTIONS.refunded,
    status_pembayaran: before?.status_pembayaran ?? 'LUNAS',
    status_pengiriman: before?.status_pengiriman ?? order.status_pengiriman,
    note,
    by: DEMO_ACCOUNT.email,
  });
  order.riwayat_status = events;
  return true;
};

export const addSeedRefunds = (orders: Order[], now: Date): void => {
  const cancelled = orders
    .filter((order) => order.status_pembayaran === 'DIBATALKAN' && order.refund_info !== null)
    .sort((a, b) => Date.parse(b.refund_info?.createdAt ?? '') - Date.parse(a.refund_info?.createdAt ?? ''));
  cancelled.forEach((order, index) => {
    const info = order.refund_info;
    if (!info) return;
    order.total_refunded = Number(info.nominal);
    if (index < PROCESSING_REFUNDS && info.status !== 'PROCESSING') order.refund_info = { ...info, status: 'PROCESSING', buktiTransferRefundUrl: null };
  });

  const taken = new Set<Order>();
  for (const plan of PARTIAL_REFUND_PLANS) {
    const order = newestOf(orders.filter((o) => !taken.has(o) && plan.matches(o) && refundLineOf(o) !== null));
    if (order && refundItems(order, now, plan.reason)) taken.add(order);
  }
};
