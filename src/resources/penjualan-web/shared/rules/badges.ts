import { penjualanWebMessages } from '../messages';
import { STATUS_BADGE_COLOR, type BadgeColor } from './history';
import { displayPriority, type DisplayPriority, type PriorityFields } from './priority';
import { codeOf } from './read';

const m = penjualanWebMessages.priority;

/**
 * The status each priority word stands for (order spec §4's priority table): 'Ready to Ship' is the
 * shipment waiting at SIAP_DIKIRIM, 'Delivered' is SELESAI, and so on. The badge takes that status's
 * colour from the status table, and the status badge saying the same is not shown beside it.
 */
const PRIORITY_STATUS: Readonly<Record<string, keyof typeof STATUS_BADGE_COLOR>> = {
  [m.readyToShip]: 'SIAP_DIKIRIM',
  [m.inTransit]: 'DIKIRIM',
  [m.delivered]: 'SELESAI',
  [m.cancelled]: 'DIBATALKAN',
  [m.awaitingPayment]: 'MENUNGGU_PEMBAYARAN',
  [m.awaitingVerification]: 'MENUNGGU_KONFIRMASI',
};

export interface PriorityBadge extends DisplayPriority {
  readonly color: BadgeColor;
  /** The status code the word stands for. */
  readonly status: string;
}

/** The priority badge of an order: the spec's word, in the colour of the status it stands for. */
export const priorityBadge = (order: PriorityFields): PriorityBadge => {
  const priority = displayPriority(order);
  const status = PRIORITY_STATUS[priority.label] ?? '';
  return { ...priority, status, color: status ? STATUS_BADGE_COLOR[status as keyof typeof STATUS_BADGE_COLOR] : 'default' };
};

export interface OrderBadges {
  readonly priority: PriorityBadge;
  /** The payment status to show as sent, or null when the priority badge already says it. */
  readonly payment: string | null;
  /** The shipping status to show as sent, or null when the priority badge already says it. */
  readonly shipping: string | null;
}

/**
 * The order header's badges (order spec §2: a priority badge, payment and shipping status badges),
 * each status said once: a status badge repeating the priority's word ('Siap Dikirim' beside
 * 'Ready to Ship') is left out, so the header never says one thing twice in two languages.
 */
export const orderBadges = (order: PriorityFields): OrderBadges => {
  const priority = priorityBadge(order);
  const shown = (status: string | null | undefined): string | null =>
    status === null || status === undefined || codeOf(status) === priority.status ? null : status;
  return { priority, payment: shown(order.status_pembayaran), shipping: shown(order.status_pengiriman) };
};
