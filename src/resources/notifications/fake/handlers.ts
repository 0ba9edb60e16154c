import type * as z from 'zod/mini';
import type { AnyEndpoint } from '../../../api/endpoint';
import type { Id } from '../../../api/schemas/common';
import { formatRupiah } from '../../../domain/format';
import { dateProblem, isSafeUrl, rupiahError } from '../../../domain/validation';
import type { FakeDb } from '../../../fake-api/db';
import { nextId } from '../../../fake-api/db';
import { changed, parseId, reply, type Handler, type HandlerContext } from '../../../fake-api/http';
import { format } from '../../../i18n/format';
import type { notificationsContract } from '../contract';
import { notificationsMessages as m } from '../messages';
import { computeStats, isNotificationType } from '../rules';
import { ORDER_STATUSES, PAYMENT_STATUSES, type NotificationType } from '../schemas';
import type { NotificationRecord, NotificationUserRecord } from './seed';
import { isolate } from '../../../domain/displayText';
import { indonesianOrder } from '../../../domain/textOrder';

type Endpoints = typeof notificationsContract;
const s = m.server;

/** A refusal the way this backend words it (operations spec §7: errors are read from `message`). */
class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Answers a refusal as `{ success: false, message }` with its status instead of the engine's `{ error }`. */
const refusing =
  <E extends AnyEndpoint>(handle: (ctx: HandlerContext<E>) => ReturnType<Handler<E>>): Handler<E> =>
  async (ctx) => {
    try {
      return await handle(ctx);
    } catch (error) {
      if (error instanceof Refusal) return reply({ success: false, message: error.message } as z.input<E['response']>, error.status);
      throw error;
    }
  };

const filled = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

const findUser = (db: FakeDb, rawId: Id | null | undefined): NotificationUserRecord => {
  if (rawId === null || rawId === undefined || rawId === '') throw new Refusal(400, s.userRequired);
  const user = db.notificationUsers.find((candidate) => String(candidate.id) === String(rawId));
  if (!user) throw new Refusal(404, s.userNotFound);
  if (!user.isActive) throw new Refusal(400, s.userInactive);
  return user;
};

const titleAndMessage = (title: string | null, message: string | null): { title: string; message: string } => {
  const t = filled(title);
  const text = filled(message);
  if (!t || !text) throw new Refusal(400, s.titleMessageRequired);
  return { title: t, message: text };
};

const orderId = (raw: string | null): string => {
  const value = filled(raw);
  if (!value) throw new Refusal(400, s.orderRequired);
  return value;
};

const statusOf = <T extends string>(raw: string | null, allowed: readonly T[]): T => {
  if (!allowed.includes(raw as T)) throw new Refusal(400, s.statusInvalid);
  return raw as T;
};

const amountOf = (raw: number | null): number => {
  if (raw === null || rupiahError(raw)) throw new Refusal(400, s.amountInvalid);
  return raw;
};

interface Filing {
  type: NotificationType;
  title: string;
  message: string;
  actionLabel?: string | null;
  actionUrl?: string | null;
}

/** Files one notification per user, unread, and says how many went out. */
const file = (db: FakeDb, now: Date, users: readonly NotificationUserRecord[], filing: Filing) => {
  const created: NotificationRecord[] = users.map((user, index) => ({
    id: nextId(db.notifications) + index,
    userId: user.id,
    type: filing.type,
    title: filing.title,
    message: filing.message,
    isRead: false,
    createdAt: now.toISOString(),
    actionLabel: filing.actionLabel ?? null,
    actionUrl: filing.actionUrl ?? null,
  }));
  db.notifications.push(...created);
  return changed({ success: true, message: s.sent, data: { count: created.length, ids: created.map((row) => row.id) } }, 201);
};

const listed = (db: FakeDb, row: NotificationRecord) => {
  const user = db.notificationUsers.find((candidate) => candidate.id === row.userId);
  return { ...row, userName: user?.name ?? null, userEmail: user?.email ?? null };
};

const list: Handler<Endpoints['list']> = ({ db }) =>
  reply([...db.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map((row) => listed(db, row)));

const stats: Handler<Endpoints['stats']> = ({ db, now }) => reply({ success: true, data: computeStats(db.notifications, now) });

const users: Handler<Endpoints['users']> = ({ db }) => reply([...db.notificationUsers].sort((a, b) => indonesianOrder(a.name, b.name)));

const remove = refusing<Endpoints['delete']>(({ db, params }) => {
  const id = parseId(params.id);
  if (!db.notifications.some((row) => row.id === id)) throw new Refusal(404, s.notFound);
  db.notifications = db.notifications.filter((row) => row.id !== id);
  return changed({ success: true, message: s.deleted });
});

const custom = refusing<Endpoints['custom']>(({ db, now, body }) => {
  const user = findUser(db, body.userId);
  if (!isNotificationType(body.type)) throw new Refusal(400, s.typeInvalid);
  const text = titleAndMessage(body.title, body.message);
  const actionUrl = filled(body.actionUrl);
  if (actionUrl && !isSafeUrl(actionUrl)) throw new Refusal(400, s.urlInvalid);
  return file(db, now, [user], { type: body.type, ...text, actionLabel: filled(body.actionLabel), actionUrl });
});

const promo = refusing<Endpoints['promo']>(({ db, now, body }) => {
  if (body.userIds.length === 0) throw new Refusal(400, s.noActiveUsers);
  const targets = [...new Set(body.userIds.map(String))].map((userId) => findUser(db, userId));
  const text = titleAndMessage(body.title, body.message);
  const expiresAt = filled(body.expiresAt);
  if (expiresAt && dateProblem(expiresAt.slice(0, 10))) throw new Refusal(400, s.dateInvalid);
  const code = filled(body.promoCode);
  return file(db, now, targets, { type: 'promo', title: text.title, message: code ? `${text.message} Kode: ${isolate(code)}` : text.message });
});

const orderStatus = refusing<Endpoints['orderStatus']>(({ db, now, body }) => {
  const order = orderId(body.orderId);
  const user = findUser(db, body.userId);
  const status = statusOf(body.status, ORDER_STATUSES);
  const message = filled(body.message) ?? format(m.composed.orderMessage, { orderId: order, status: m.orderStatuses[status] });
  return file(db, now, [user], { type: 'order_status', title: m.composed.orderTitle, message });
});

const payment = refusing<Endpoints['payment']>(({ db, now, body }) => {
  const order = orderId(body.orderId);
  const user = findUser(db, body.userId);
  const amount = amountOf(body.amount);
  const status = statusOf(body.status, PAYMENT_STATUSES);
  const message = format(m.composed.paymentMessage, { amount: formatRupiah(amount), orderId: order, status: m.paymentStatuses[status] });
  return file(db, now, [user], { type: 'payment', title: m.composed.paymentTitle, message });
});

const shipping = refusing<Endpoints['shipping']>(({ db, now, body }) => {
  const order = orderId(body.orderId);
  const user = findUser(db, body.userId);
  const status = statusOf(body.status, ORDER_STATUSES);
  const tracking = filled(body.trackingNumber);
  const message =
    format(m.composed.shippingMessage, { orderId: order, status: m.orderStatuses[status] }) + (tracking ? format(m.composed.shippingTracking, { trackingNumber: tracking }) : '');
  return file(db, now, [user], { type: 'shipping', title: m.composed.shippingTitle, message });
});

const cashback = refusing<Endpoints['cashback']>(({ db, now, body }) => {
  const user = findUser(db, body.userId);
  const amount = amountOf(body.amount);
  const source = filled(body.source);
  const message = format(m.composed.cashbackMessage, { amount: formatRupiah(amount) }) + (source ? format(m.composed.cashbackSource, { source }) : '');
  return file(db, now, [user], { type: 'cashback', title: m.composed.cashbackTitle, message });
});

const bulk = refusing<Endpoints['bulk']>(({ db, now, body }) => {
  if (body.userIds.length === 0) throw new Refusal(400, s.userRequired);
  const targets = [...new Set(body.userIds.map(String))].map((userId) => findUser(db, userId));
  const type = body.type ?? 'system';
  if (!isNotificationType(type)) throw new Refusal(400, s.typeInvalid);
  return file(db, now, targets, { type, ...titleAndMessage(body.title, body.message) });
});

export const notificationsHandlers = { list, stats, users, delete: remove, custom, promo, orderStatus, payment, shipping, cashback, bulk };
