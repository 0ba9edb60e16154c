import * as z from 'zod/mini';
import { endpoint, needsToken } from '../../api/endpoint';
import { messages } from '../../i18n/messages';
import { id, mutationResult } from '../../api/schemas/common';
import { tolerantList, tolerantRecord } from '../../api/schemas/tolerant';
import { penjualanWebMessages } from './shared/messages';
import {
  adjustRefundBodySchema,
  biteshipCreateBodySchema,
  emptyOrder,
  emptyRefundRecord,
  fixRefundStatusesAnswerSchema,
  legacyRefundBodySchema,
  orderSchema,
  paymentSummarySchema,
  queueSummarySchema,
  refundAnswerSchema,
  refundBodySchema,
  refundRecordSchema,
  trackingSchema,
  verifyPaymentBodySchema,
} from './schemas';

type ById = { id: z.infer<typeof id> };

const m = penjualanWebMessages.errors;

/**
 * The list's filters. `limit`, `status`, `search` and `entitas_id` are the order spec's §7; `tab`,
 * `courier`, `include_completed`, `stuck`, `ready`, `pending`, the order hint `sort` and the paging hint
 * `offset` are ours, so the Order Center of a large shop asks for one page of one tab, most urgent first,
 * instead of every order. They are hints: a server that ignores them still answers correctly, since the
 * screens apply the same rules (`rules/`) and the queue's order to what they receive, and a walk whose
 * second page repeats the first falls back to one unlimited fetch (`rules/walk.ts`).
 */
export const orderListQuery = z.object({
  limit: z.optional(z.number()),
  status: z.optional(z.string()),
  search: z.optional(z.string()),
  entitas_id: z.optional(z.string()),
  tab: z.optional(z.enum(['chat-admin', 'gratis-ongkir', 'biteship'])),
  courier: z.optional(z.string()),
  include_completed: z.optional(z.boolean()),
  stuck: z.optional(z.boolean()),
  ready: z.optional(z.boolean()),
  /** Waiting for the shop only (`awaitsShopAction`, 'Belum diproses'). */
  pending: z.optional(z.boolean()),
  /** 'priority': the queue's order (`compareForQueue`) before the page is cut; else newest first. */
  sort: z.optional(z.enum(['priority'])),
  offset: z.optional(z.number()),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** Every call of the fulfilment area (order spec §7); the refund records of an order are pending cash's. */
export const penjualanWebContract = needsToken({
  list: endpoint({
    fallback: m.loadOrders,
    method: 'GET',
    path: '/admin/penjualan-web',
    query: orderListQuery,
    // Read order by order: one odd order is listed marked, never takes the list down.
    ...tolerantList(orderSchema, emptyOrder),
  }),
  /**
   * The queue's breakdown per shipping type and entity; the spec names its shape, not its path, so a
   * server may lack it: the Order Center then counts the orders it loaded (`rules/summary.ts`).
   */
  summary: endpoint({
    fallback: m.loadOrders,
    optional: true,
    method: 'GET',
    path: '/admin/penjualan-web/summary',
    response: z.union([queueSummarySchema, z.object({ data: queueSummarySchema })]),
    unwrap: (raw) => ('data' in raw ? raw.data : raw),
  }),
  get: endpoint({
    fallback: m.loadOrder,
    method: 'GET',
    path: '/admin/penjualan-web/{id}',
    params: {} as ById,
    // An order marked incomplete in a list opens marked, rather than failing its screen.
    ...tolerantRecord(orderSchema, () => emptyOrder(0)),
  }),
  tracking: endpoint({
    fallback: m.tracking.loadFailed,
    method: 'GET',
    path: '/admin/penjualan-web/{id}/tracking',
    params: {} as ById,
    response: z.union([trackingSchema, z.object({ data: trackingSchema })]),
    unwrap: (raw) => ('data' in raw ? raw.data : raw),
  }),
  complete: endpoint({
    fallback: m.complete,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/selesai',
    params: {} as ById,
    // `reason` from the detail, `adminNotes` from the Order Center (order spec §7).
    body: z.object({ reason: z.optional(z.string()), adminNotes: z.optional(z.string()) }),
    response: mutationResult,
  }),
  cancel: endpoint({
    fallback: m.cancel,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/cancel',
    params: {} as ById,
    body: z.object({ reason: z.string() }),
    response: mutationResult,
  }),
  ship: endpoint({
    fallback: m.startShipping,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/kirim',
    params: {} as ById,
    body: z.object({ nomor_resi: z.optional(z.string()), adminNotes: z.optional(z.string()) }),
    response: mutationResult,
  }),
  uploadDeliveryProof: endpoint({
    fallback: m.uploadDeliveryProof,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/upload-bukti-pengiriman',
    params: {} as ById,
    body: z.object({ bukti_pengiriman_url: z.string() }),
    response: mutationResult,
  }),
  updateWaybill: endpoint({
    fallback: m.updateWaybill,
    method: 'PUT',
    path: '/admin/penjualan-web/{id}/update-resi',
    params: {} as ById,
    body: z.object({ trackingNumber: z.string(), courierName: z.optional(z.string()), adminNotes: z.optional(z.string()) }),
    response: mutationResult,
  }),
  createBiteshipOrder: endpoint({
    fallback: m.createBiteship,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/create-biteship-order',
    params: {} as ById,
    body: biteshipCreateBodySchema,
    response: mutationResult,
  }),
  testWebhook: endpoint({
    fallback: m.testWebhook,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/test-webhook',
    params: {} as ById,
    response: mutationResult,
  }),
  refreshTracking: endpoint({
    fallback: m.refreshTracking,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/refresh-tracking',
    params: {} as ById,
    response: z.looseObject({
      tracking_id: z.optional(z.nullable(z.string())),
      tracking_url: z.optional(z.nullable(z.string())),
      waybill_id: z.optional(z.nullable(z.string())),
    }),
  }),
  autoCompleteDelivered: endpoint({
    fallback: m.autoComplete,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/auto-complete-delivered',
    params: {} as ById,
    response: mutationResult,
  }),
  cancelBiteshipOrder: endpoint({
    fallback: m.cancelBiteship,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/cancel-biteship-order',
    params: {} as ById,
    body: z.object({ reason_code: z.string(), custom_reason: z.optional(z.string()) }),
    response: mutationResult,
  }),
  /** Verify (LUNAS) or reject (DIBATALKAN) a manual transfer awaiting confirmation. */
  verify: endpoint({
    fallback: m.verifyPayment,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/verifikasi',
    params: {} as ById,
    body: verifyPaymentBodySchema,
    response: mutationResult,
  }),
  /** The payment verification page's cards; not in the spec, so optional as the queue's summary is. */
  paymentSummary: endpoint({
    fallback: m.loadPayments,
    optional: true,
    method: 'GET',
    path: '/admin/penjualan-web/payment-summary',
    response: z.union([paymentSummarySchema, z.object({ data: paymentSummarySchema })]),
    unwrap: (raw) => ('data' in raw ? raw.data : raw),
  }),
  /** A refund of a CV order (the entity rule is `refundEndpointEntity` in rules/entity.ts). */
  refundCv: endpoint({
    fallback: m.refund,
    method: 'POST',
    path: '/admin/refunds/cv',
    body: refundBodySchema,
    response: refundAnswerSchema,
  }),
  refundPribadi: endpoint({
    fallback: m.refund,
    method: 'POST',
    path: '/admin/refunds/pribadi',
    body: refundBodySchema,
    response: refundAnswerSchema,
  }),
  /** The older full-refund endpoint, used on 404 of the refund endpoints: not tied to pending cash. */
  legacyRefund: endpoint({
    fallback: m.refund,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/refund',
    params: {} as ById,
    body: legacyRefundBodySchema,
    response: refundAnswerSchema,
  }),
  /** The older item-refund endpoint, used on 404 of the refund endpoints. */
  adjustRefund: endpoint({
    fallback: m.partialRefundFallback,
    method: 'POST',
    path: '/admin/penjualan-web/{id}/adjust-refund',
    params: {} as ById,
    body: adjustRefundBodySchema,
    response: refundAnswerSchema,
  }),
  /** An order's refund records (order spec §7); the order screens show an empty list when this fails. */
  refundsOfOrder: endpoint({
    fallback: penjualanWebMessages.refundRecords.loadFailed,
    method: 'GET',
    path: '/admin/pending-cash/refunds/{orderId}',
    params: {} as { orderId: z.infer<typeof id> },
    ...tolerantList(refundRecordSchema, emptyRefundRecord),
  }),
  /** Marks PROCESSING refunds whose money was already cashed out as COMPLETED. */
  fixRefundStatuses: endpoint({
    fallback: penjualanWebMessages.refundRecords.fixFailed,
    method: 'POST',
    path: '/admin/pending-cash/fix-refund-statuses',
    response: fixRefundStatusesAnswerSchema,
  }),
}, messages.access.noAdminToken);
