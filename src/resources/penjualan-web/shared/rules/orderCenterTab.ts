import { findCourier } from './couriers';
import { codeOf, flagOf, textOf, type OrderLike } from './read';
import { CHAT_ADMIN_CODES, GRATIS_ONGKIR_CODES, methodTextOf } from './shippingType';
import { isCompletedOrCancelled, type OrderStatusFields } from './status';

export const ORDER_CENTER_TABS = ['all-orders', 'chat-admin', 'gratis-ongkir', 'biteship'] as const;
export type OrderCenterTab = (typeof ORDER_CENTER_TABS)[number];
/** The tabs that hold one shipping mode each. */
export type ShippingTab = Exclude<OrderCenterTab, 'all-orders'>;

export type TabFields = OrderLike<
  | 'tipe_pengiriman'
  | 'kode_kurir'
  | 'metode_pengiriman'
  | 'layanan_pengiriman'
  | 'apakah_gratis_ongkir'
  | 'status_pembayaran'
  | 'status_pengiriman'
>;

export type OpenedOrderFields = OrderLike<
  'tipe_pengiriman' | 'kode_kurir' | 'metode_pengiriman' | 'layanan_pengiriman' | 'apakah_gratis_ongkir' | 'biteship_order_id'
>;

/**
 * The chat tab also takes the courier-request code. The plain chat-admin code is the shipping type's
 * own code (order spec §4, detection): it names a mode, not a courier, so it never lands an order in the
 * Biteship tab as "a courier code".
 */
const CHAT_TAB_CODES: readonly string[] = [...CHAT_ADMIN_CODES, 'REQUEST_KURIR_0'];
const AWAITING_ADMIN_COORDINATION = 'MENUNGGU_KOORDINASI_ADMIN';

const mentionsChatAdmin = (method: string): boolean => method.includes('chat') && method.includes('admin');

/**
 * The Order Center tab an order is listed in (order spec §4), or null when nothing marks its mode:
 * - chat-admin: the type, a chat-admin or courier-request code, the status awaiting admin coordination
 *   (on either status field), or a method mentioning chat and admin;
 * - gratis-ongkir: the type, a free-shipping code, the free-shipping flag, or a method mentioning gratis;
 * - biteship: the type, a method naming Biteship, or any other (non-chat, non-free) order with a courier code.
 */
export const orderTabOf = (order: TabFields): ShippingTab | null => {
  const type = codeOf(order.tipe_pengiriman);
  const code = codeOf(order.kode_kurir);
  const method = methodTextOf(order);
  if (
    type === 'CHAT_ADMIN' ||
    CHAT_TAB_CODES.includes(code) ||
    codeOf(order.status_pengiriman) === AWAITING_ADMIN_COORDINATION ||
    codeOf(order.status_pembayaran) === AWAITING_ADMIN_COORDINATION ||
    mentionsChatAdmin(method)
  ) {
    return 'chat-admin';
  }
  if (type === 'GRATIS_ONGKIR' || GRATIS_ONGKIR_CODES.includes(code) || flagOf(order.apakah_gratis_ongkir) || method.includes('gratis')) {
    return 'gratis-ongkir';
  }
  if (type === 'BITESHIP' || method.includes('biteship') || code !== '') return 'biteship';
  return null;
};

/** The stats cards count every order somewhere: what no tab claims counts as Biteship. */
export const statsTabOf = (order: TabFields): ShippingTab => orderTabOf(order) ?? 'biteship';

/**
 * The tab to open for an order opened by id, from the first of its shipping type, courier code,
 * shipping method text, free-shipping flag and Biteship order id that says anything; the all-orders
 * tab when none does.
 */
export const tabForOpenedOrder = (order: OpenedOrderFields): OrderCenterTab => {
  const type = codeOf(order.tipe_pengiriman);
  if (type === 'CHAT_ADMIN') return 'chat-admin';
  if (type === 'GRATIS_ONGKIR') return 'gratis-ongkir';
  if (type === 'BITESHIP') return 'biteship';

  const code = codeOf(order.kode_kurir);
  if (CHAT_TAB_CODES.includes(code)) return 'chat-admin';
  if (GRATIS_ONGKIR_CODES.includes(code)) return 'gratis-ongkir';
  if (code !== '') return 'biteship';

  const method = methodTextOf(order);
  if (mentionsChatAdmin(method)) return 'chat-admin';
  if (/gratis|free/.test(method)) return 'gratis-ongkir';
  if (method.includes('biteship') || findCourier(method) !== null) return 'biteship';

  if (flagOf(order.apakah_gratis_ongkir)) return 'gratis-ongkir';
  if (textOf(order.biteship_order_id) !== '') return 'biteship';
  return 'all-orders';
};

/**
 * The orders a tab lists: all of them in all-orders, else those its stats card counts (an order no
 * rule claims, 'Belum Diset', is listed under Biteship where it is counted, its shipping chip saying
 * so: a badge is what its tab lists); finished ones
 * (completed or cancelled) only when 'show completed/cancelled orders' is ticked.
 */
export const ordersInTab = <T extends TabFields & OrderStatusFields>(orders: readonly T[], tab: OrderCenterTab, showCompleted: boolean): T[] =>
  orders.filter((order) => (tab === 'all-orders' || statsTabOf(order) === tab) && (showCompleted || !isCompletedOrCancelled(order)));
