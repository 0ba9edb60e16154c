import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';
import { absentable, incompleteId, looseBoolean, openEnum, type MaybeIncomplete } from '../../api/schemas/tolerant';

/** Order fields of the order spec §3, read alike by every orders screen and the fake. */
export const entitasId = z.string();

/**
 * The statuses and kinds are open (see `openEnum`): these are the values the spec names, typed; any
 * other string is read as sent, shown in a neutral chip and sorted as "other". COMPLETED and CANCELLED
 * appear on either status field (order spec §4, the completed/cancelled set).
 */
export const PAYMENT_STATUSES = [
  'MENUNGGU_PEMBAYARAN',
  'MENUNGGU_KONFIRMASI',
  'LUNAS',
  'DIBATALKAN',
  'PAYMENT_EXPIRED',
  'COMPLETED',
  'CANCELLED',
] as const;
/** A payment status the spec names (the order's field itself is open: `OpenPaymentStatus`). */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatus = openEnum(PAYMENT_STATUSES, 'status_pembayaran');
export type OpenPaymentStatus = z.infer<typeof paymentStatus>;

/** MENUNGGU_KOORDINASI_ADMIN: a chat-admin order waiting for the administrator (order spec §4, tabs). */
export const SHIPPING_STATUSES = ['BELUM_DIKIRIM', 'SIAP_DIKIRIM', 'DIKIRIM', 'SELESAI', 'DIBATALKAN', 'MENUNGGU_KOORDINASI_ADMIN', 'COMPLETED', 'CANCELLED'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
export const shippingStatus = openEnum(SHIPPING_STATUSES, 'status_pengiriman');
export type OpenShippingStatus = z.infer<typeof shippingStatus>;

export const SHIPPING_TYPES = ['BITESHIP', 'GRATIS_ONGKIR', 'CHAT_ADMIN'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
export const shippingType = openEnum(SHIPPING_TYPES, 'tipe_pengiriman');

export const PAYMENT_METHODS = ['MANUAL_TRANSFER', 'PAYMENT_GATEWAY'] as const;
export const paymentMethod = openEnum(PAYMENT_METHODS, 'metode_pembayaran');

export const orderItemSchema = z.object({
  id_detail: id,
  judul_produk_induk: z.string(),
  nama_varian: z.nullable(z.string()),
  sku_varian_web: z.nullable(z.string()),
  qty: numeric,
  harga_satuan_sebelum_diskon: numeric,
  harga_satuan_setelah_diskon_item: numeric,
  diskon_item: numeric,
  subtotal: numeric,
  berat_gram: numeric,
  /**
   * Units of this line already refunded (ours: the spec's server keeps it to itself). A partial refund
   * by item may take at most `qty - qty_refunded`; absent (or null) means none.
   */
  qty_refunded: z.optional(z.nullable(numeric)),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const shippingAddressSchema = z.object({
  jalan: z.string(),
  kecamatan: z.string(),
  kota: z.string(),
  provinsi: z.string(),
  kode_pos: z.string(),
  penerima: z.string(),
  telepon: z.string(),
});

export const refundInfoSchema = z.object({
  nominal: numeric,
  status: z.string(),
  alasan: z.string(),
  createdAt: z.string(),
  buktiTransferRefundUrl: z.nullable(z.string()),
});

/**
 * One step of an order's life, recorded by the server from the calls it receives (not in the spec: the
 * order timeline administrators of the best order screens expect). Newest last as stored.
 */
export const orderEventSchema = z.object({
  at: z.string(),
  /** What happened, as a short Indonesian phrase ('Pesanan dikirim'). */
  action: z.string(),
  status_pembayaran: z.optional(z.nullable(paymentStatus)),
  status_pengiriman: z.optional(z.nullable(shippingStatus)),
  /** The administrator's note or reason, when the call carried one. */
  note: z.optional(z.nullable(z.string())),
  by: z.optional(z.nullable(z.string())),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSchema = z.object({
  id,
  kode_transaksi: z.string(),
  tanggal_pesan: z.string(),
  entitas_id: entitasId,
  status_pembayaran: paymentStatus,
  status_pengiriman: shippingStatus,
  metode_pembayaran: paymentMethod,
  total_harga_barang: numeric,
  ongkir: numeric,
  biaya_admin: numeric,
  total_diskon_dari_voucher: numeric,
  cashback_dipakai: numeric,
  total_akhir: numeric,
  apakah_gratis_ongkir: looseBoolean,
  /** Null on orders whose shipping mode was never set (order spec §4: detection falls back to 'Belum Diset'). */
  tipe_pengiriman: z.nullable(shippingType),
  metode_pengiriman: z.string(),
  layanan_pengiriman: z.nullable(z.string()),
  kode_kurir: z.nullable(z.string()),
  layanan_kurir: z.nullable(z.string()),
  estimasi_ongkir_hari: z.nullable(z.string()),
  nomor_resi: z.nullable(z.string()),
  tracking_url: z.nullable(z.string()),
  courier_tracking_id: z.nullable(z.string()),
  biteship_order_id: z.nullable(z.string()),
  biteship_courier_company: z.nullable(z.string()),
  url_cetak_resi: z.nullable(z.string()),
  foto_resi_url: z.nullable(z.string()),
  bukti_transfer_url: z.nullable(z.string()),
  completed_at: absentable(z.string()),
  catatan_pesanan_dari_pelanggan: z.nullable(z.string()),
  catatan_admin: z.nullable(z.string()),
  nama_penerima: z.string(),
  telepon_penerima: z.string(),
  items_count: numeric,
  items: z.array(orderItemSchema),
  alamat_pengiriman: shippingAddressSchema,
  alamat_lengkap: z.string(),
  kecamatan: z.string(),
  kabupaten: z.string(),
  provinsi: z.string(),
  refund_info: z.nullable(refundInfoSchema),
  /**
   * Rupiah refunded on this order so far, by every refund in any status (ours). What can still be
   * refunded is `refundableRemaining` (rules/refund.ts); absent (or null) means nothing was refunded.
   */
  total_refunded: z.optional(z.nullable(numeric)),
  /** The shipping fee after a partial refund of a Biteship order adjusted it (`new_shipping_fee`), if one did. */
  ongkir_disesuaikan: z.optional(z.nullable(numeric)),
  /** The courier order's own status at Biteship (confirmed, picking_up, delivered, ...), when one exists. */
  biteship_status: z.optional(z.nullable(z.string())),
  /** When the order entered its current shipping status: the stuck-shipment alert reads it. */
  status_changed_at: z.optional(absentable(z.string())),
  /** Not in the spec: absent on a server that keeps no history; the timeline then reads the order itself. */
  riwayat_status: z.optional(z.nullable(z.array(orderEventSchema))),
});
/**
 * An order as the screens hold it. `_incomplete` marks one salvaged from a record that did not fit the
 * schema (fields that read kept, neutral defaults for the others): shown marked, its money not as an amount.
 */
export type Order = z.infer<typeof orderSchema> & MaybeIncomplete;

/** The neutral order an unreadable record is salvaged onto (see `tolerantList`). */
export const emptyOrder = (index: number): z.infer<typeof orderSchema> => ({
  id: incompleteId(index),
  kode_transaksi: '',
  tanggal_pesan: '',
  entitas_id: '',
  status_pembayaran: '',
  status_pengiriman: '',
  metode_pembayaran: '',
  total_harga_barang: 0,
  ongkir: 0,
  biaya_admin: 0,
  total_diskon_dari_voucher: 0,
  cashback_dipakai: 0,
  total_akhir: 0,
  apakah_gratis_ongkir: false,
  tipe_pengiriman: null,
  metode_pengiriman: '',
  layanan_pengiriman: null,
  kode_kurir: null,
  layanan_kurir: null,
  estimasi_ongkir_hari: null,
  nomor_resi: null,
  tracking_url: null,
  courier_tracking_id: null,
  biteship_order_id: null,
  biteship_courier_company: null,
  url_cetak_resi: null,
  foto_resi_url: null,
  bukti_transfer_url: null,
  completed_at: null,
  catatan_pesanan_dari_pelanggan: null,
  catatan_admin: null,
  nama_penerima: '',
  telepon_penerima: '',
  items_count: 0,
  items: [],
  alamat_pengiriman: { jalan: '', kecamatan: '', kota: '', provinsi: '', kode_pos: '', penerima: '', telepon: '' },
  alamat_lengkap: '',
  kecamatan: '',
  kabupaten: '',
  provinsi: '',
  refund_info: null,
});

/** Tracking of a shipment (order spec §3): Biteship's statuses, newest history entry last. */
export const trackingHistorySchema = z.object({
  status: z.string(),
  description: z.optional(z.nullable(z.string())),
  location: z.optional(z.nullable(z.string())),
  timestamp: z.optional(z.nullable(z.string())),
});
export type TrackingHistory = z.infer<typeof trackingHistorySchema>;

export const trackingSchema = z.object({
  status: z.nullable(z.string()),
  courier_name: z.nullable(z.string()),
  waybill_id: z.nullable(z.string()),
  estimated_delivery: z.optional(z.nullable(z.string())),
  tracking_url: z.optional(z.nullable(z.string())),
  histories: z.array(trackingHistorySchema),
});
export type Tracking = z.infer<typeof trackingSchema>;

const activeCompleted = z.object({ active: numeric, completed: numeric });

/** The queue's summary cards (order spec §3, Queue summary). */
export const queueSummarySchema = z.object({
  breakdown: z.object({
    total: activeCompleted,
    chatAdmin: activeCompleted,
    gratisOngkir: activeCompleted,
    biteship: activeCompleted,
  }),
  entities: z.object({ cv: numeric, pribadi: numeric }),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

/** Biteship's create-order item (the detail screen's full form). */
export const biteshipItemSchema = z.object({
  name: z.string(),
  quantity: numeric,
  price: numeric,
  weight: numeric,
  length: z.optional(numeric),
  width: z.optional(numeric),
  height: z.optional(numeric),
});

/** The full form from the order detail; the Order Center sends an empty body and the server fills it. */
export const biteshipCreateBodySchema = z.object({
  order_id: z.optional(z.union([z.string(), z.number()])),
  customer_name: z.optional(z.string()),
  customer_phone: z.optional(z.string()),
  customer_address: z.optional(z.string()),
  total_price: z.optional(numeric),
  items: z.optional(z.array(biteshipItemSchema)),
});
export type BiteshipCreateBody = z.infer<typeof biteshipCreateBodySchema>;

/** Refund types and method (order spec §9). */
export const refundType = z.enum(['FULL', 'PARTIAL_SHIPPING', 'PARTIAL_ITEM']);
export type RefundType = z.infer<typeof refundType>;
export const REFUND_METHOD = 'MANUAL_TRANSFER';

/** One line of an item refund: `refundAmountPerItem` is that line's amount (unit price after discount x quantity). */
export const refundItemSchema = z.object({
  penjualanWebDetailId: id,
  qtyToRefund: z.number(),
  refundAmountPerItem: z.number(),
  reason: z.string(),
});
export type RefundItem = z.infer<typeof refundItemSchema>;

/** POST /admin/refunds/cv and /admin/refunds/pribadi (order spec §7). Money in whole rupiah. */
export const refundBodySchema = z.object({
  orderId: id,
  refundType,
  refundMethod: z.literal(REFUND_METHOD),
  refundReason: z.string(),
  refundAmount: z.number(),
  adminNotes: z.optional(z.string()),
  refundItems: z.optional(z.array(refundItemSchema)),
  /** A Biteship order's shipping fee for what still ships, after an item refund (the fallback's `new_shipping_fee`). */
  newShippingFee: z.optional(z.number()),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/** The refund endpoints' answer: `pendingCashId` when the refund went to pending cash. */
export const refundAnswerSchema = z.looseObject({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  pendingCashId: z.optional(z.nullable(id)),
  refundMethod: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/** POST /admin/penjualan-web/{id}/refund, the older endpoint the full refund falls back to: the form as typed. */
export const legacyRefundBodySchema = z.object({
  refundAmount: z.number(),
  productRefund: z.number(),
  shippingRefund: z.number(),
  refundReason: z.string(),
  adminNotes: z.optional(z.string()),
});
export type LegacyRefundBody = z.infer<typeof legacyRefundBodySchema>;

/** POST /admin/penjualan-web/{id}/adjust-refund, the item refund's fallback: the partial refund form plus new_shipping_fee. */
export const adjustRefundBodySchema = z.object({
  items: z.array(z.object({ id_detail: id, qty_refund: z.number() })),
  reason: z.string(),
  adminNotes: z.optional(z.string()),
  new_shipping_fee: z.optional(z.number()),
});
export type AdjustRefundBody = z.infer<typeof adjustRefundBodySchema>;

/** POST /admin/penjualan-web/{id}/verifikasi. */
export const verifyPaymentBodySchema = z.object({ aksi: z.enum(['LUNAS', 'DIBATALKAN']) });
export type VerifyPaymentAction = z.infer<typeof verifyPaymentBodySchema>['aksi'];

/** The payment verification page's cards (pending, verified, total); the spec leaves their source open. */
export const paymentSummarySchema = z.object({ pending: numeric, verified: numeric, total: numeric });
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/*
 * The order's refund records (order spec §3 and §7). Pending cash pays each out through an
 * entry of its own and reads them through the orders' public face; the order screens read them here.
 */
/** A refund record's status (order spec §3): SELESAI also reads as done (§4). */
export const REFUND_RECORD_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED'] as const;
export type RefundRecordStatus = (typeof REFUND_RECORD_STATUSES)[number];
export const refundRecordStatus = openEnum(REFUND_RECORD_STATUSES, 'status');

export const refundRecordItemSchema = z.object({
  penjualanWebDetailId: id,
  qtyToRefund: numeric,
  refundAmountPerItem: numeric,
  /** The product and variant as the order named them (ours, so the record reads without the order). */
  nama: z.optional(z.string()),
});

/** One refund on an order (order spec §3, Refund record). */
export const refundRecordSchema = z.object({
  id,
  orderId: z.optional(id),
  refundType: z.string(),
  status: z.string(),
  refundAmount: numeric,
  refundMethod: z.string(),
  refundReason: z.nullable(z.string()),
  createdAt: z.string(),
  adminNotes: z.optional(z.nullable(z.string())),
  items: z.optional(z.array(refundRecordItemSchema)),
  newShippingFee: z.optional(z.nullable(numeric)),
  pendingCashId: z.optional(z.nullable(id)),
});
export type RefundRecord = z.infer<typeof refundRecordSchema> & MaybeIncomplete;

export const emptyRefundRecord = (index: number): z.infer<typeof refundRecordSchema> => ({
  id: incompleteId(index),
  refundType: '',
  status: '',
  refundAmount: 0,
  refundMethod: '',
  refundReason: null,
  createdAt: '',
});

/** POST /admin/pending-cash/fix-refund-statuses answers what it fixed. */
export const fixRefundStatusesAnswerSchema = z.looseObject({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  fixedRefunds: z.optional(numeric),
  fixedRefundIds: z.optional(z.array(id)),
});
export type FixRefundStatusesAnswer = z.infer<typeof fixRefundStatusesAnswerSchema>;
