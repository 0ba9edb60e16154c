import type { Id } from '../../api/schemas/common';
import { isUnreadableNumber, parseRupiah } from '../../domain/number';
import { isSameJakartaDay } from '../../domain/jakartaTime';
import { format } from '../../i18n/format';
import { notificationsMessages as m } from './messages';
import {
  NOTIFICATION_TYPES,
  SEND_KINDS,
  type CashbackBody,
  type CustomBody,
  type NotificationStats,
  type NotificationType,
  type NotificationUser,
  type OrderStatusBody,
  type PaymentBody,
  type PromoBody,
  type SendKind,
  type ShippingBody,
} from './schemas';

/**
 * The notification manager's rules (operations spec §2, §3, §5 and §7): which form sends what, the tabs in
 * the address, and the statistics the server computes. No React, no I/O.
 */

/** What the send forms hold; each kind reads its own fields. */
export interface SendFormValues {
  userId?: Id | null;
  type?: string | null;
  title?: string | null;
  message?: string | null;
  actionLabel?: string | null;
  actionUrl?: string | null;
  promoCode?: string | null;
  expiresAt?: string | null;
  orderId?: string | null;
  status?: string | null;
  /** A number from `RupiahInput`, or typed text (read with the rupiah rule). */
  amount?: unknown;
  trackingNumber?: string | null;
  source?: string | null;
}

export type SendRequest =
  | { kind: 'custom'; body: CustomBody }
  | { kind: 'promo'; body: PromoBody }
  | { kind: 'order_status'; body: OrderStatusBody }
  | { kind: 'payment'; body: PaymentBody }
  | { kind: 'shipping'; body: ShippingBody }
  | { kind: 'cashback'; body: CashbackBody };

/** Operations spec §5: an optional field left empty is sent as null, never as ''. */
export const textOrNull = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Operations spec §5: the amount is sent as a number (typed text read with the rupiah rule); null when empty or unreadable. */
export const amountOrNull = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (isUnreadableNumber(value) || typeof value !== 'string') return null;
  const parsed = parseRupiah(value);
  return parsed.ok ? parsed.value : null;
};

const userOrNull = (value: unknown): Id | null => (typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null);

/** A user counts as active unless the server says otherwise. */
export const isActiveUser = (user: Pick<NotificationUser, 'isActive'>): boolean => user.isActive !== false;

/** Operations spec §7: a promo goes to every listed active user. */
export const activeUserIds = (users: readonly NotificationUser[]): Id[] => users.filter(isActiveUser).map((user) => user.id);

const CUSTOM_DEFAULT_TYPE: NotificationType = 'system';

/** The request each form sends (operations spec §7), from what the form holds. */
export const buildSendRequest = (kind: SendKind, values: SendFormValues, users: readonly NotificationUser[] = []): SendRequest => {
  const userId = userOrNull(values.userId);
  switch (kind) {
    case 'custom':
      return {
        kind,
        body: {
          userId,
          type: textOrNull(values.type) ?? CUSTOM_DEFAULT_TYPE,
          title: textOrNull(values.title),
          message: textOrNull(values.message),
          actionLabel: textOrNull(values.actionLabel),
          actionUrl: textOrNull(values.actionUrl),
        },
      };
    case 'promo':
      return {
        kind,
        body: {
          userIds: activeUserIds(users),
          title: textOrNull(values.title),
          message: textOrNull(values.message),
          promoCode: textOrNull(values.promoCode),
          expiresAt: textOrNull(values.expiresAt),
        },
      };
    case 'order_status':
      return { kind, body: { orderId: textOrNull(values.orderId), userId, status: textOrNull(values.status), message: textOrNull(values.message) } };
    case 'payment':
      return { kind, body: { orderId: textOrNull(values.orderId), userId, amount: amountOrNull(values.amount), status: textOrNull(values.status) } };
    case 'shipping':
      return { kind, body: { orderId: textOrNull(values.orderId), userId, trackingNumber: textOrNull(values.trackingNumber), status: textOrNull(values.status) } };
    case 'cashback':
      return { kind, body: { userId, amount: amountOrNull(values.amount), source: textOrNull(values.source) } };
  }
};

/** What each form starts with: the first status of its list, so a status is always chosen. */
export const defaultSendValues = (kind: SendKind): SendFormValues => {
  switch (kind) {
    case 'custom':
      return { type: CUSTOM_DEFAULT_TYPE };
    case 'order_status':
    case 'shipping':
      return { status: 'processing' };
    case 'payment':
      return { status: 'success' };
    default:
      return {};
  }
};

/** The type a send is filed under (a custom send's chosen type). */
export const sentType = (request: SendRequest): NotificationType => {
  if (request.kind === 'custom') {
    const type = request.body.type;
    return isNotificationType(type) ? type : CUSTOM_DEFAULT_TYPE;
  }
  return request.kind;
};

export const isNotificationType = (value: unknown): value is NotificationType => NOTIFICATION_TYPES.includes(value as NotificationType);
export const isSendKind = (value: unknown): value is SendKind => SEND_KINDS.includes(value as SendKind);

/** The local notification's text after a send: what went out and to whom. */
export const sentSummary = (request: SendRequest, users: readonly NotificationUser[]): string => {
  const to =
    request.kind === 'promo'
      ? format(m.localSentToAll, { count: request.body.userIds.length })
      : (users.find((user) => String(user.id) === String(request.body.userId))?.name ?? String(request.body.userId ?? ''));
  const title = 'title' in request.body && request.body.title ? request.body.title : 'orderId' in request.body && request.body.orderId ? request.body.orderId : m.kinds[request.kind];
  return format(m.localSentMessage, { kind: m.kinds[request.kind], title, to });
};

// ---- Tabs in the address ---------------------------------------------------------------------------

export const TABS = ['send', 'stats', 'history'] as const;
export type NotificationsTab = (typeof TABS)[number];
export const DEFAULT_TAB: NotificationsTab = 'send';
export const DEFAULT_KIND: SendKind = 'custom';

/** The tab and form an address names (`?tab=history`, `?tab=send&jenis=promo`); anything unknown is the default. */
export const readView = (params: URLSearchParams): { tab: NotificationsTab; kind: SendKind } => {
  const tab = params.get('tab');
  const kind = params.get('jenis');
  return { tab: TABS.includes(tab as NotificationsTab) ? (tab as NotificationsTab) : DEFAULT_TAB, kind: isSendKind(kind) ? kind : DEFAULT_KIND };
};

/** The view as an address's query; defaults left out, so the plain address is the send tab's custom form. */
export const viewSearch = ({ tab, kind }: { tab: NotificationsTab; kind: SendKind }): string => {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_TAB) params.set('tab', tab);
  if (tab === 'send' && kind !== DEFAULT_KIND) params.set('jenis', kind);
  const text = params.toString();
  return text ? `?${text}` : '';
};

// ---- Statistics ------------------------------------------------------------------------------------

/** Operations spec §3's stats over stored notifications: today is the shop's (Jakarta) calendar day. */
export const computeStats = (rows: ReadonlyArray<{ type: string; isRead: boolean; createdAt: string }>, now: Date): NotificationStats => {
  const notificationsByType: Record<string, number> = {};
  let unreadNotifications = 0;
  let todayNotifications = 0;
  for (const row of rows) {
    notificationsByType[row.type] = (notificationsByType[row.type] ?? 0) + 1;
    if (!row.isRead) unreadNotifications += 1;
    const created = new Date(row.createdAt);
    if (!Number.isNaN(created.getTime()) && isSameJakartaDay(created, now)) todayNotifications += 1;
  }
  return { totalNotifications: rows.length, unreadNotifications, todayNotifications, notificationsByType };
};

export interface TypeCount {
  type: string;
  label: string;
  count: number;
}

/** The counts by type in the spec's order (every known type, zero included), then any type the server adds. */
export const typeCounts = (byType: Readonly<Record<string, number>>): TypeCount[] => {
  const known = NOTIFICATION_TYPES.map((type) => ({ type, label: m.types[type], count: byType[type] ?? 0 }));
  const extra = Object.keys(byType)
    .filter((type) => !isNotificationType(type))
    .sort()
    .map((type) => ({ type, label: type, count: byType[type] ?? 0 }));
  return [...known, ...extra];
};

/** A type's label, or the server's own word for a type this screen does not know. */
export const typeLabel = (type: string): string => (isNotificationType(type) ? m.types[type] : type);

/** The history's search: title, message, recipient's name or email, ignoring case and surrounding spaces. */
export const matchesSearch = (row: { title: string; message: string; userName?: string | null; userEmail?: string | null }, search: string): boolean => {
  const needle = search.trim().toLocaleLowerCase('id');
  if (!needle) return true;
  return [row.title, row.message, row.userName ?? '', row.userEmail ?? ''].some((field) => field.toLocaleLowerCase('id').includes(needle));
};
