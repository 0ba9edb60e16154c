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
  tipe_pengiriman: shippingType,
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
});
export type Order = z.infer<typeof orderSchema>;
