import { displayText } from '../../../domain/displayText';
import type { Id } from '../../../api/schemas/common';
import { jakartaWallClock } from '../../../domain/jakartaTime';
import { format } from '../../../i18n/format';
import { chatManagementMessages as m } from '../messages';
import { CHAT_STATUSES, type ChatStatus, type ChatThread, type ChatThreadRaw } from '../schemas';
import { CHAT } from './constants';

/** Operations spec §4: ACTIVE, PENDING or CLOSED, whatever the case; anything else (or nothing) looks like PENDING. */
export const chatStatus = (raw: string | null | undefined): ChatStatus => {
  const status = (raw ?? '').trim().toUpperCase();
  return (CHAT_STATUSES as readonly string[]).includes(status) ? (status as ChatStatus) : 'PENDING';
};

const STATUS_LABEL: Record<ChatStatus, string> = { ACTIVE: m.statusActive, PENDING: m.statusPending, CLOSED: m.statusClosed };
const STATUS_COLOR: Record<ChatStatus, 'success' | 'warning' | 'default'> = { ACTIVE: 'success', PENDING: 'warning', CLOSED: 'default' };

export const chatStatusLabel = (status: ChatStatus): string => STATUS_LABEL[status];
export const chatStatusColor = (status: ChatStatus): 'success' | 'warning' | 'default' => STATUS_COLOR[status];

/** A thread as the server sent it, with the spec's defaults for what it left out. */
export const toChatThread = (raw: ChatThreadRaw): ChatThread => ({
  id: raw.id,
  orderId: raw.orderId,
  customerName: raw.customerName ?? null,
  customerPhone: raw.customerPhone?.trim() || null,
  status: chatStatus(raw.status),
  unreadCount: Math.max(0, Math.floor(Number(raw.unreadCount ?? 0)) || 0),
  lastMessage: raw.lastMessage ?? null,
  lastActivity: raw.lastActivity ?? null,
  shippingMethod: raw.shippingMethod ?? null,
});

/** Operations spec §2: the name (without bidi controls), or 'Customer #' and the order id's last 8 characters when it is missing or just 'Customer'. */
export const customerDisplayName = (thread: Pick<ChatThread, 'customerName' | 'orderId'>): string => {
  const name = displayText(thread.customerName).trim();
  if (name && name !== 'Customer') return name;
  return format(m.customerFallback, { suffix: String(thread.orderId).slice(-CHAT.orderIdSuffixLength) });
};

/** Operations spec §2: the last message (without bidi controls), or 'Belum ada pesan' when it is empty or the backend's 'New message'. */
export const lastMessagePreview = (lastMessage: string | null | undefined): string => {
  const text = displayText(lastMessage).trim();
  return text === '' || text === 'New message' ? m.noMessageYet : text;
};

/** Operations spec §2 and §9: the shipping method, STANDARD by default. */
export const shippingLabel = (method: string | null | undefined): string => (method ?? '').trim() || CHAT.defaultShipping;

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * Operations spec §2: `dd/mm/yyyy hh:mm` as id-ID writes it, in Jakarta (UTC+7 all year), whatever the
 * browser's language or time zone; '' for a missing or unreadable time.
 */
export const formatChatTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const at = jakartaWallClock(new Date(time));
  return `${two(at.day)}/${two(at.month)}/${at.year} ${two(at.hours)}:${two(at.minutes)}`;
};

export const THREAD_FILTERS = ['all', 'unread', 'active'] as const;
export type ThreadFilter = (typeof THREAD_FILTERS)[number];

export const isThreadFilter = (value: unknown): value is ThreadFilter => THREAD_FILTERS.includes(value as ThreadFilter);

/**
 * Operations spec §2: the threads whose customer name or order id holds the search (case-insensitive),
 * narrowed to unread ones (some message unread) or active ones (status ACTIVE).
 */
export const filterThreads = (threads: readonly ChatThread[], search: string, filter: ThreadFilter): ChatThread[] => {
  const needle = search.trim().toLowerCase();
  return threads.filter((thread) => {
    if (filter === 'unread' && thread.unreadCount <= 0) return false;
    if (filter === 'active' && thread.status !== 'ACTIVE') return false;
    if (!needle) return true;
    const name = `${thread.customerName ?? ''} ${customerDisplayName(thread)}`.toLowerCase();
    return name.includes(needle) || String(thread.orderId).toLowerCase().includes(needle);
  });
};

/** The thread of an order, if the list holds one (ids compared as text: a URL carries '12', the server 12). */
export const threadOfOrder = (threads: readonly ChatThread[], orderId: Id | null | undefined): ChatThread | undefined =>
  orderId === null || orderId === undefined || orderId === '' ? undefined : threads.find((thread) => String(thread.orderId) === String(orderId));
