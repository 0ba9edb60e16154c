import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';

/** The types a notification is filed under (operations spec §3); `custom` sends pick one of them. */
export const NOTIFICATION_TYPES = ['order_status', 'promo', 'payment', 'shipping', 'system', 'cashback'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The forms the manager offers (operations spec §2): every type but `system`, plus `custom`. */
export const SEND_KINDS = ['custom', 'promo', 'order_status', 'payment', 'shipping', 'cashback'] as const;
export type SendKind = (typeof SEND_KINDS)[number];

/** Operations spec §2: the statuses an order or shipping notification may carry. */
export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Operations spec §2: the statuses a payment notification may carry. */
export const PAYMENT_STATUSES = ['success', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A sent notification as the server lists it: the spec's fields, plus whom it went to when told. */
export const notificationSchema = z.object({
  id,
  title: z.string(),
  message: z.string(),
  type: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  userId: z.optional(z.nullable(id)),
  userName: z.optional(z.nullable(z.string())),
  userEmail: z.optional(z.nullable(z.string())),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationStatsSchema = z.object({
  totalNotifications: numeric,
  unreadNotifications: numeric,
  todayNotifications: numeric,
  notificationsByType: z.record(z.string(), numeric),
});
export type NotificationStats = z.infer<typeof notificationStatsSchema>;

/** A customer who can be notified; `isActive` decides who a promo reaches (absent means active). */
export const notificationUserSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  isActive: z.optional(z.boolean()),
});
export type NotificationUser = z.infer<typeof notificationUserSchema>;

// Request bodies are as loose as the spec's client: empty optional fields arrive as null and the
// server (the fake one too) says what is missing, in words, rather than failing on the shape.
const text = z.nullable(z.string());
const amount = z.nullable(z.number());

export const customBodySchema = z.object({ userId: z.nullable(id), type: text, title: text, message: text, actionLabel: text, actionUrl: text });
export type CustomBody = z.infer<typeof customBodySchema>;

export const promoBodySchema = z.object({ userIds: z.array(id), title: text, message: text, promoCode: text, expiresAt: text });
export type PromoBody = z.infer<typeof promoBodySchema>;

export const orderStatusBodySchema = z.object({ orderId: text, userId: z.nullable(id), status: text, message: text });
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const paymentBodySchema = z.object({ orderId: text, userId: z.nullable(id), amount, status: text });
export type PaymentBody = z.infer<typeof paymentBodySchema>;

export const shippingBodySchema = z.object({ orderId: text, userId: z.nullable(id), trackingNumber: text, status: text });
export type ShippingBody = z.infer<typeof shippingBodySchema>;

export const cashbackBodySchema = z.object({ userId: z.nullable(id), amount, source: text });
export type CashbackBody = z.infer<typeof cashbackBodySchema>;

/** Operations spec §7: defined by the backend, not used by this screen. */
export const bulkBodySchema = z.looseObject({ userIds: z.array(id), title: text, message: text, type: z.optional(text) });
export type BulkBody = z.infer<typeof bulkBodySchema>;

/** What every send answers: success, the server's text, and what it filed. */
export const sendResultSchema = z.looseObject({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
});
