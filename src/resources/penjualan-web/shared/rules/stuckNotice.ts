import { format } from '../../../../i18n/format';
import type { NewLocalNotification } from '../../../../layout/notification-centre/store';
import { penjualanWebMessages } from '../messages';
import { stuckReason, type StuckFields } from './stuck';

const m = penjualanWebMessages;

export type StuckNoticeOrder = StuckFields & { id: string | number; kode_transaksi: string; nama_penerima?: string | null };

/**
 * The centre's notices for stuck shipments (the Order Center's own rule, `stuck.ts`): one per order and
 * reason, so an order not shipped is told once, and told again only if it later sticks in transit.
 */
export const stuckShipmentNotices = (orders: readonly StuckNoticeOrder[], now: Date): NewLocalNotification[] =>
  orders.flatMap((order) => {
    const reason = stuckReason(order, now);
    if (!reason) return [];
    return [
      {
        type: 'shipping' as const,
        title: m.stuckNotice.title,
        message: format(m.stuckNotice.message, { code: order.kode_transaksi, name: order.nama_penerima || '-', reason: m.center.stuck[reason] }),
        eventKey: `shipment-stuck:${String(order.id)}:${reason}`,
      },
    ];
  });
