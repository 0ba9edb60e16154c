import { entityKind } from '../../../../domain/entity';
import { format } from '../../../../i18n/format';
import { FakeHttpError } from '../../../../fake-api/http';
import { awaitsShopAction, isCompletedOrCancelled, isReadyToShip } from '../../shared/rules/status';
import { compareForQueue } from '../../shared/rules/priority';
import { matchesCourierFilter } from '../../shared/rules/courierFilter';
import { statsTabOf, type ShippingTab } from '../../shared/rules/orderCenterTab';
import { isStuck } from '../../shared/rules/stuck';
import type { Order } from '../../schemas';
import { orderServerMessages as m } from './serverMessages';

/**
 * The order list's filters and the queue summary, with the screens' own rules (`rules/`), so what the
 * server selects is what the Order Center would select from the whole list.
 */
export interface OrderListFilter {
  limit: number | null;
  /** How many of the sorted rows to skip before `limit` (our paging hint, `offset`). */
  offset: number;
  /** Statuses either status field may match; empty for any. */
  statuses: string[];
  search: string;
  entitasId: string | null;
  /** A shipping tab, or 'all-orders' (every order, finished ones hidden like a tab's). */
  tab: ShippingTab | 'all-orders' | null;
  courier: string | null;
  /** Whether finished orders are listed: by default only when no tab is asked for. */
  includeCompleted: boolean;
  stuck: boolean;
  /** Paid and waiting to be shipped only (`ready`). */
  ready: boolean;
  /** Waiting for the shop only (`pending`, `awaitsShopAction`). */
  pending: boolean;
  /** The rows' order before the page is cut: the queue's (`sort=priority`) or newest first. */
  sort: 'priority' | 'newest';
}

const TABS: readonly string[] = ['chat-admin', 'gratis-ongkir', 'biteship', 'all-orders'];

const bad = (name: string): FakeHttpError => new FakeHttpError(400, format(m.badQuery, { name }));

const flag = (query: URLSearchParams, name: string): boolean | null => {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw bad(name);
};

/** The list's query as a server reads it: unknown values are refused (400), absent ones take their defaults. */
export const readOrderListFilter = (query: URLSearchParams): OrderListFilter => {
  const rawLimit = query.get('limit')?.trim() ?? '';
  if (rawLimit !== '' && !/^[1-9]\d{0,6}$/.test(rawLimit)) throw bad('limit');
  const rawOffset = query.get('offset')?.trim() ?? '';
  if (rawOffset !== '' && !/^\d{1,7}$/.test(rawOffset)) throw bad('offset');
  const rawTab = query.get('tab')?.trim() ?? '';
  if (rawTab !== '' && !TABS.includes(rawTab)) throw bad('tab');
  const tab = rawTab === '' ? null : (rawTab as OrderListFilter['tab']);
  const rawSort = query.get('sort')?.trim() ?? '';
  if (rawSort !== '' && rawSort !== 'priority') throw bad('sort');
  const statuses = (query.get('status') ?? '')
    .split(',')
    .map((status) => status.trim().toUpperCase())
    .filter((status) => status !== '' && status !== 'ALL');
  return {
    limit: rawLimit === '' ? null : Number(rawLimit),
    offset: rawOffset === '' ? 0 : Number(rawOffset),
    statuses,
    search: (query.get('search') ?? '').trim().toLowerCase(),
    entitasId: query.get('entitas_id')?.trim() || null,
    tab,
    courier: query.get('courier')?.trim() || null,
    includeCompleted: flag(query, 'include_completed') ?? tab === null,
    stuck: flag(query, 'stuck') ?? false,
    ready: flag(query, 'ready') ?? false,
    pending: flag(query, 'pending') ?? false,
    sort: rawSort === 'priority' ? 'priority' : 'newest',
  };
};

/** A phone as digits with the leading 0 (`+62 812-...` and `0812...` are the same number). */
const phoneDigits = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  return digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
};

/** Code, recipient name or phone contains the search. */
const matchesSearch = (order: Order, search: string): boolean => {
  if (order.kode_transaksi.toLowerCase().includes(search) || order.nama_penerima.toLowerCase().includes(search)) return true;
  const digits = phoneDigits(search);
  return digits.length >= 3 && phoneDigits(order.telepon_penerima).includes(digits);
};

/** The company entity is also recognised by its code prefix, as the entity badge reads it; other ids match exactly. */
const matchesEntity = (order: Order, entitasId: string): boolean => {
  const wanted = entityKind(entitasId);
  return wanted === 'UNKNOWN' ? order.entitas_id === entitasId : entityKind(order.entitas_id, order.kode_transaksi) === wanted;
};

/** Newest first; the same instant by id, newest id first. */
const newestFirst = (a: Order, b: Order): number => b.tanggal_pesan.localeCompare(a.tanggal_pesan) || Number(b.id) - Number(a.id);

export const filterOrders = (orders: readonly Order[], filter: OrderListFilter, now: Date): Order[] => {
  const rows = orders.filter(
    (order) =>
      (filter.statuses.length === 0 || filter.statuses.includes(order.status_pembayaran) || filter.statuses.includes(order.status_pengiriman)) &&
      (filter.search === '' || matchesSearch(order, filter.search)) &&
      (filter.entitasId === null || matchesEntity(order, filter.entitasId)) &&
      (filter.tab === null || filter.tab === 'all-orders' || statsTabOf(order) === filter.tab) &&
      (filter.courier === null || matchesCourierFilter(order, filter.courier)) &&
      (filter.includeCompleted || !isCompletedOrCancelled(order)) &&
      (!filter.stuck || isStuck(order, now)) &&
      (!filter.ready || isReadyToShip(order)) &&
      (!filter.pending || awaitsShopAction(order)),
  );
  // Sorted before the page is cut, so `offset` walks one order: page after page, newest first, or the
  // queue's order (the sort is stable: newest first breaks its ties, as the screen's own sort sees them).
  rows.sort(newestFirst);
  if (filter.sort === 'priority') rows.sort(compareForQueue);
  return rows.slice(filter.offset, filter.limit === null ? undefined : filter.offset + filter.limit);
};
