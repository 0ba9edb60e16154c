import type { Order, PaymentStatus, ShippingStatus } from '../../schemas';

/** The history's status filter: either status field may match (the server's `status` parameter). */
export const HISTORY_STATUSES = [
  'MENUNGGU_PEMBAYARAN',
  'MENUNGGU_KONFIRMASI',
  'LUNAS',
  'SIAP_DIKIRIM',
  'DIKIRIM',
  'SELESAI',
  'DIBATALKAN',
  'PAYMENT_EXPIRED',
] as const satisfies ReadonlyArray<PaymentStatus | ShippingStatus>;

export type HistoryFilter = { q?: unknown; status?: unknown; entitas_id?: unknown };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The history's filters as the list call's query (order spec §7: search, status, entitas_id). */
export const historyQuery = (filter: HistoryFilter): Record<string, string> => {
  const query: Record<string, string> = {};
  const search = text(filter.q);
  const status = text(filter.status);
  const entity = text(filter.entitas_id);
  if (search) query.search = search;
  if (status) query.status = status;
  if (entity) query.entitas_id = entity;
  return query;
};

export interface HistoryCounts {
  total: number;
  lunas: number;
  pending: number;
  dibatalkan: number;
}

/**
 * The history's summary (spec: total, lunas, pending, dibatalkan) over the orders the filters select.
 * Pending is money still to come (awaiting payment or its confirmation); cancelled includes expired
 * payments, which will never come either.
 */
export const historyCounts = (orders: ReadonlyArray<Pick<Order, 'status_pembayaran'>>): HistoryCounts => {
  const counts: HistoryCounts = { total: orders.length, lunas: 0, pending: 0, dibatalkan: 0 };
  for (const { status_pembayaran: status } of orders) {
    // COMPLETED and CANCELLED are the English words some servers use on either field (order spec §4).
    if (status === 'LUNAS' || status === 'COMPLETED') counts.lunas += 1;
    else if (status === 'MENUNGGU_PEMBAYARAN' || status === 'MENUNGGU_KONFIRMASI') counts.pending += 1;
    else if (status === 'DIBATALKAN' || status === 'PAYMENT_EXPIRED' || status === 'CANCELLED') counts.dibatalkan += 1;
    // Any other (unknown) status counts in the total only.
  }
  return counts;
};

export type BadgeColor = 'default' | 'warning' | 'error' | 'info' | 'success';

/** Badge colours of the statuses (order spec §4: pending yellow, cancelled and expired red, ready blue, shipped and done green). */
export const STATUS_BADGE_COLOR: Record<PaymentStatus | ShippingStatus, BadgeColor> = {
  MENUNGGU_PEMBAYARAN: 'warning',
  MENUNGGU_KONFIRMASI: 'warning',
  LUNAS: 'success',
  DIBATALKAN: 'error',
  PAYMENT_EXPIRED: 'error',
  BELUM_DIKIRIM: 'default',
  SIAP_DIKIRIM: 'info',
  DIKIRIM: 'success',
  SELESAI: 'success',
  MENUNGGU_KOORDINASI_ADMIN: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'error',
};

/** The English words some servers send read as the spec's own (order spec §4). */
const READS_AS: Readonly<Record<string, string>> = { COMPLETED: 'SELESAI', CANCELLED: 'DIBATALKAN' };

/** A status as administrators read it: `MENUNGGU_KONFIRMASI` → 'Menunggu Konfirmasi'. */
export const statusLabel = (status: string | null | undefined): string =>
  (status ?? '')
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || '-';

/**
 * An order's payment or shipping status as its badge says it: a known status in words (COMPLETED reads
 * 'Selesai' like SELESAI, CANCELLED 'Dibatalkan'), a status nobody knows exactly as the server sent it.
 */
export const orderStatusLabel = (status: string | null | undefined): string => {
  if (!status) return '-';
  if (!(status in STATUS_BADGE_COLOR)) return status;
  return statusLabel(READS_AS[status] ?? status);
};

export const statusBadgeColor = (status: string | null | undefined): BadgeColor =>
  status && status in STATUS_BADGE_COLOR ? STATUS_BADGE_COLOR[status as keyof typeof STATUS_BADGE_COLOR] : 'default';
