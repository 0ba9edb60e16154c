import type { Order, PaymentStatus } from '../schemas';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '../../../domain/entity';
import { pickAdminNote, pickCustomerNote, CANCEL_REASONS } from './notes';
import { buildOrderItems, sumItems } from './orderItems';
import { hasTransferProof, OUTCOME_STATUS, pickOutcome, wasShipped, type Outcome, type PaymentMethod } from './orderStatus';
import { DAY_MS, HOUR_MS, jakartaDateCode, MINUTE_MS, planOrderTimes } from './orderTimes';
import { createRng, type Rng } from '../../../fake-api/random';
import { fullAddress, pickRecipient } from './recipients';
import {
  biteshipCost,
  CHAT_ADMIN_CODE,
  CHAT_ADMIN_METHOD,
  COURIER_SERVICES,
  courierMethod,
  GRATIS_ONGKIR_CODE,
  GRATIS_ONGKIR_METHOD,
  hexId,
  pickShippingType,
  waybillNumber,
} from './shipping';

export { SEED_ORDER_PRODUCTS } from '../../produk-web/fake/catalogue';
export type { SeedOrderProduct } from '../../produk-web/fake/catalogue';

/** Fixed seed: the same `now` always yields the same orders. */
export const ORDER_SEED = 0x5eed_0042;
/** Payment-gateway fee charged on CV orders paid through the gateway. */
export const PAYMENT_GATEWAY_FEE = 4440;

const media = (kind: string, id: number): string => `/fake-media/${kind}-${id}.svg`;

type ShippingFields = Pick<
  Order,
  | 'ongkir'
  | 'apakah_gratis_ongkir'
  | 'tipe_pengiriman'
  | 'metode_pengiriman'
  | 'layanan_pengiriman'
  | 'kode_kurir'
  | 'layanan_kurir'
  | 'estimasi_ongkir_hari'
  | 'nomor_resi'
  | 'tracking_url'
  | 'courier_tracking_id'
  | 'biteship_order_id'
  | 'biteship_courier_company'
  | 'url_cetak_resi'
  | 'foto_resi_url'
>;

const NOT_SHIPPED = {
  nomor_resi: null,
  tracking_url: null,
  courier_tracking_id: null,
  biteship_order_id: null,
  biteship_courier_company: null,
  url_cetak_resi: null,
} as const;

const shippingFields = (rng: Rng, id: number, beratGram: number, totalBarang: number, outcome: Outcome): ShippingFields => {
  const type = pickShippingType(rng, beratGram, totalBarang);
  const shipped = wasShipped(outcome);
  const deliveryPhoto = outcome === 'COMPLETED' ? media('bukti-pengiriman', id) : null;
  if (type === 'GRATIS_ONGKIR') {
    return {
      ongkir: 0, apakah_gratis_ongkir: true, tipe_pengiriman: type, metode_pengiriman: GRATIS_ONGKIR_METHOD,
      layanan_pengiriman: 'Kurir Toko', kode_kurir: GRATIS_ONGKIR_CODE, layanan_kurir: null, estimasi_ongkir_hari: null,
      ...NOT_SHIPPED, foto_resi_url: deliveryPhoto,
    };
  }
  if (type === 'CHAT_ADMIN') {
    return {
      ongkir: 0, apakah_gratis_ongkir: false, tipe_pengiriman: type, metode_pengiriman: CHAT_ADMIN_METHOD,
      layanan_pengiriman: null, kode_kurir: CHAT_ADMIN_CODE, layanan_kurir: null, estimasi_ongkir_hari: null,
      ...NOT_SHIPPED, foto_resi_url: deliveryPhoto,
    };
  }
  const service = rng.pick(COURIER_SERVICES);
  const biteshipOrderId = shipped ? hexId(rng) : null;
  return {
    ongkir: biteshipCost(service, beratGram),
    apakah_gratis_ongkir: false,
    tipe_pengiriman: type,
    metode_pengiriman: courierMethod(service),
    layanan_pengiriman: service.layananLabel,
    kode_kurir: service.kodeKurir,
    layanan_kurir: service.layananKurir,
    estimasi_ongkir_hari: service.estimasiHari,
    nomor_resi: shipped ? waybillNumber(rng, service) : null,
    tracking_url: biteshipOrderId ? `/fake-tracking/${biteshipOrderId}` : null,
    courier_tracking_id: shipped ? hexId(rng) : null,
    biteship_order_id: biteshipOrderId,
    biteship_courier_company: shipped ? service.kodeKurir : null,
    url_cetak_resi: shipped ? media('label-resi', id) : null,
    foto_resi_url: null,
  };
};

const pickDiscounts = (rng: Rng, totalBarang: number): { voucher: number; cashback: number } => {
  const voucher = rng.chance(0.12) ? Math.min(50000, Math.round((totalBarang * rng.int(5, 10)) / 100 / 1000) * 1000) : 0;
  const cashback = rng.chance(0.08) ? Math.min(rng.int(2, 25) * 1000, totalBarang - voucher) : 0;
  return { voucher, cashback };
};

/**
 * The six newest orders (oldest first) always show a live queue: something to ship, something to
 * verify, something awaiting payment.
 */
const NEWEST_OUTCOMES: readonly Outcome[] = [
  'SHIPPED',
  'AWAITING_CONFIRMATION',
  'READY_TO_SHIP',
  'AWAITING_PAYMENT',
  'AWAITING_CONFIRMATION',
  'AWAITING_PAYMENT',
];

const buildOrder = (rng: Rng, id: number, at: Date, now: Date, firstDetailId: number, forced: Outcome | null): Order => {
  const ageMs = now.getTime() - at.getTime();
  const isCv = rng.chance(0.65);
  const drawnMethod: PaymentMethod = isCv && rng.chance(0.9) ? 'PAYMENT_GATEWAY' : 'MANUAL_TRANSFER';
  // Only manual transfers wait for an admin to confirm the payment.
  const method: PaymentMethod = forced === 'AWAITING_CONFIRMATION' ? 'MANUAL_TRANSFER' : drawnMethod;
  const outcome = forced ?? pickOutcome(rng, ageMs / HOUR_MS, method);
  const [statusPembayaran, statusPengiriman]: readonly [PaymentStatus, Order['status_pengiriman']] = OUTCOME_STATUS[outcome];

  const items = buildOrderItems(rng, firstDetailId);
  const totalBarang = sumItems(items, (item) => item.subtotal);
  const beratGram = items.reduce((sum, item) => sum + Number(item.qty) * Number(item.berat_gram), 0);
  const shipping = shippingFields(rng, id, beratGram, totalBarang, outcome);
  const biayaAdmin = method === 'PAYMENT_GATEWAY' ? PAYMENT_GATEWAY_FEE : 0;
  const { voucher, cashback } = pickDiscounts(rng, totalBarang);
  const totalAkhir = totalBarang + Number(shipping.ongkir) + biayaAdmin - voucher - cashback;

  const recipient = pickRecipient(rng);
  const completedAt =
    outcome === 'COMPLETED' ? new Date(at.getTime() + Math.min(rng.int(36, 150) * HOUR_MS, ageMs * 0.9)).toISOString() : null;
  const refundAfterMs = Math.min(rng.int(2, 48) * HOUR_MS, Math.max(0, ageMs - MINUTE_MS));
  const refundDone = ageMs > 7 * DAY_MS;
  const cancelReason = outcome === 'CANCELLED_AFTER_PAID' ? rng.pick(CANCEL_REASONS) : null;

  return {
    id,
    kode_transaksi: `${isCv ? 'CV' : 'PRB'}-${jakartaDateCode(at)}-${String(id).padStart(4, '0')}`,
    tanggal_pesan: at.toISOString(),
    entitas_id: isCv ? ENTITY_CV_ID : ENTITY_PRIBADI_ID,
    status_pembayaran: statusPembayaran,
    status_pengiriman: statusPengiriman,
    metode_pembayaran: method,
    total_harga_barang: totalBarang,
    biaya_admin: biayaAdmin,
    total_diskon_dari_voucher: voucher,
    cashback_dipakai: cashback,
    total_akhir: totalAkhir,
    ...shipping,
    bukti_transfer_url: hasTransferProof(outcome, method) ? media('bukti-transfer', id) : null,
    completed_at: completedAt,
    catatan_pesanan_dari_pelanggan: pickCustomerNote(rng),
    catatan_admin:
      outcome === 'TRANSFER_REJECTED'
        ? 'Bukti transfer tidak valid, nominal tidak sesuai.'
        : cancelReason
          ? `Dibatalkan admin: ${cancelReason.toLowerCase()}, dana dikembalikan.`
          : pickAdminNote(rng),
    nama_penerima: recipient.nama,
    telepon_penerima: recipient.telepon,
    items_count: sumItems(items, (item) => item.qty),
    items,
    alamat_pengiriman: {
      jalan: recipient.jalan,
      kecamatan: recipient.kecamatan,
      kota: recipient.kota,
      provinsi: recipient.provinsi,
      kode_pos: recipient.kodePos,
      penerima: recipient.nama,
      telepon: recipient.telepon,
    },
    alamat_lengkap: fullAddress(recipient),
    kecamatan: recipient.kecamatan,
    kabupaten: recipient.kota,
    provinsi: recipient.provinsi,
    refund_info:
      cancelReason
        ? {
            nominal: totalAkhir,
            status: refundDone ? 'SELESAI' : 'PROCESSING',
            alasan: cancelReason,
            createdAt: new Date(at.getTime() + refundAfterMs).toISOString(),
            buktiTransferRefundUrl: refundDone ? media('bukti-refund', id) : null,
          }
        : null,
  };
};

/**
 * About 266 web orders placed over the 12 months before `now` (ids 1..n in date order), including
 * 6 in the last 3 hours and several earlier in the current Asia/Jakarta month.
 */
export const seedPenjualanWeb = (now: Date): Order[] => {
  const rng = createRng(ORDER_SEED);
  const times = planOrderTimes(now, rng);
  let nextDetailId = 1;
  const firstForced = times.length - NEWEST_OUTCOMES.length;
  return times.map((at, index) => {
    const forced = index >= firstForced ? (NEWEST_OUTCOMES[index - firstForced] ?? null) : null;
    const order = buildOrder(rng, index + 1, at, now, nextDetailId, forced);
    nextDetailId += order.items.length;
    return order;
  });
};
