import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';

/** Order fields of the fulfilment spec (section 3). Later order screens extend from here. */
export const entitasId = z.string();

export const paymentStatus = z.enum([
  'MENUNGGU_PEMBAYARAN',
  'MENUNGGU_KONFIRMASI',
  'LUNAS',
  'DIBATALKAN',
  'PAYMENT_EXPIRED',
]);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const shippingStatus = z.enum(['BELUM_DIKIRIM', 'SIAP_DIKIRIM', 'DIKIRIM', 'SELESAI', 'DIBATALKAN']);
export type ShippingStatus = z.infer<typeof shippingStatus>;

export const shippingType = z.enum(['BITESHIP', 'GRATIS_ONGKIR', 'CHAT_ADMIN']);
export type ShippingType = z.infer<typeof shippingType>;

export const paymentMethod = z.enum(['MANUAL_TRANSFER', 'PAYMENT_GATEWAY']);

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
  apakah_gratis_ongkir: z.boolean(),
  /** Null on orders whose shipping mode was never set (spec section 4: detection falls back to 'Belum Diset'). */
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
  completed_at: z.nullable(z.string()),
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
  /** The courier order's own status at Biteship (confirmed, picking_up, delivered, ...), when one exists. */
  biteship_status: z.optional(z.nullable(z.string())),
  /** When the order entered its current shipping status: the stuck-shipment alert reads it. */
  status_changed_at: z.optional(z.nullable(z.string())),
  riwayat_status: z.optional(z.array(orderEventSchema)),
});
export type Order = z.infer<typeof orderSchema>;

/** Tracking of a shipment (spec section 3): Biteship's statuses, newest history entry last. */
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

/** The queue's summary cards (spec section 3, Queue summary). */
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
