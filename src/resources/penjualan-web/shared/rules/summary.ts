import { entityKind, type EntityKind } from '../../../../domain/entity';
import { ORDER_CENTER_TABS, statsTabOf, type OrderCenterTab, type ShippingTab, type TabFields } from './orderCenterTab';
import { codeOf, textOf, type OrderLike } from './read';
import { isCompletedOrCancelled } from './status';

/**
 * The counts of the queue and of payment verification (order spec §2 and §3), from a list of orders.
 * The fake server answers its summary endpoints with these, and the screens compute the same counts
 * from the orders they loaded when a server has no such endpoint (the spec names neither path).
 */

export interface ActiveCompleted {
  active: number;
  completed: number;
}

export interface QueueCounts {
  breakdown: { total: ActiveCompleted; chatAdmin: ActiveCompleted; gratisOngkir: ActiveCompleted; biteship: ActiveCompleted };
  entities: { cv: number; pribadi: number };
}

export interface PaymentCounts {
  pending: number;
  verified: number;
  total: number;
}

const SUMMARY_KEY: Record<ShippingTab, 'chatAdmin' | 'gratisOngkir' | 'biteship'> = {
  'chat-admin': 'chatAdmin',
  'gratis-ongkir': 'gratisOngkir',
  biteship: 'biteship',
};

export type SummaryFields = TabFields & OrderLike<'entitas_id' | 'kode_transaksi'>;

/** The order's entity as the entity badge and filter read it (the id, else the CV- code prefix). */
export const entityOf = (order: OrderLike<'entitas_id' | 'kode_transaksi'>): EntityKind => entityKind(textOf(order.entitas_id) || null, textOf(order.kode_transaksi));

/**
 * The queue's cards (order spec §3): active and completed orders per shipping type and in total,
 * classified like the Order Center's stats (an order no tab claims counts as Biteship); completed means
 * finished, completed or cancelled, as the tabs hide them. CV and Pribadi count every order of each.
 */
export const queueSummary = (orders: readonly SummaryFields[]): QueueCounts => {
  const pair = (): ActiveCompleted => ({ active: 0, completed: 0 });
  const breakdown = { total: pair(), chatAdmin: pair(), gratisOngkir: pair(), biteship: pair() };
  const entities = { cv: 0, pribadi: 0 };
  for (const order of orders) {
    const side = isCompletedOrCancelled(order) ? 'completed' : 'active';
    breakdown[SUMMARY_KEY[statsTabOf(order)]][side] += 1;
    breakdown.total[side] += 1;
    const kind = entityOf(order);
    if (kind === 'CV') entities.cv += 1;
    if (kind === 'PRIBADI') entities.pribadi += 1;
  }
  return { breakdown, entities };
};

/**
 * Each Order Center tab's count of what it lists: the same classification as the stats cards (an order
 * no rule claims is counted and listed under Biteship).
 */
export const tabCounts = (orders: readonly TabFields[]): Record<OrderCenterTab, ActiveCompleted> => {
  const counts = Object.fromEntries(ORDER_CENTER_TABS.map((tab) => [tab, { active: 0, completed: 0 }])) as Record<OrderCenterTab, ActiveCompleted>;
  for (const order of orders) {
    const side = isCompletedOrCancelled(order) ? 'completed' : 'active';
    counts['all-orders'][side] += 1;
    counts[statsTabOf(order)][side] += 1;
  }
  return counts;
};

/** Payment verification's cards: transfers awaiting confirmation, paid orders, and every order counted. */
export const paymentSummary = (orders: readonly OrderLike<'status_pembayaran'>[]): PaymentCounts => {
  let pending = 0;
  let verified = 0;
  for (const order of orders) {
    const status = codeOf(order.status_pembayaran);
    if (status === 'MENUNGGU_KONFIRMASI') pending += 1;
    if (status === 'LUNAS') verified += 1;
  }
  return { pending, verified, total: orders.length };
};
