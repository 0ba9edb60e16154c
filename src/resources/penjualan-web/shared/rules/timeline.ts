import { penjualanWebMessages } from '../messages';
import type { Order } from '../../schemas';
import { format } from '../../../../i18n/format';
import { orderStatusLabel } from './history';
import { withWaybillInWords } from './waybill';

const m = penjualanWebMessages.order;

export interface TimelineStep {
  /** When it happened; null for the order's present state, which has no date of its own. */
  at: string | null;
  action: string;
  note?: string | null;
  by?: string | null;
}

export interface OrderTimeline {
  /** Newest first. */
  steps: TimelineStep[];
  /** True when the server sent no `riwayat_status` (not in the spec) and the steps are read from the order. */
  derived: boolean;
}

const hasDate = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The order's timeline, newest first: the server's `riwayat_status` when it keeps one; otherwise what the
 * order itself carries (order spec §3): its present statuses, `completed_at` and `tanggal_pesan`.
 */
export const orderTimeline = (order: Pick<Order, 'riwayat_status' | 'tanggal_pesan' | 'completed_at' | 'status_pembayaran' | 'status_pengiriman'>): OrderTimeline => {
  if (Array.isArray(order.riwayat_status)) {
    // The no-tracking marker is the server's word for "no waybill": the admin reads it in words.
    const steps = [...order.riwayat_status].reverse().map((step) => (typeof step.note === 'string' ? { ...step, note: withWaybillInWords(step.note) } : step));
    return { steps, derived: false };
  }
  const steps: TimelineStep[] = [
    {
      at: null,
      action: m.timelineNow,
      note: format(m.timelineStatuses, { payment: orderStatusLabel(order.status_pembayaran), shipping: orderStatusLabel(order.status_pengiriman) }),
    },
  ];
  if (hasDate(order.completed_at)) steps.push({ at: order.completed_at, action: m.timelineCompleted });
  if (hasDate(order.tanggal_pesan)) steps.push({ at: order.tanggal_pesan, action: m.timelinePlaced });
  return { steps, derived: true };
};
