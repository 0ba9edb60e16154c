import type { Order, OrderEvent, PaymentStatus, ShippingStatus, ShippingType } from '../../schemas';
import type { SeedSize } from '../../../../fake-api/area';
import { DEMO_ACCOUNT } from '../../../../fake-api/db';
import { findCourier } from '../../shared/rules/couriers';
import { refundableRemaining } from '../../shared/rules/refund';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '../../../../domain/entity';
import { pickAdminNote, pickCustomerNote, CANCEL_REASONS } from './notes';
import { buildOrderItems, sumItems } from './orderItems';
import { OUTCOME_STATUS, pickOutcome, type Outcome, type PaymentMethod } from './orderStatus';
import { DAY_MS, HOUR_MS, jakartaDateCode, planOrderTimes } from './orderTimes';
import { createRng, type Rng } from '../../../../fake-api/random';
import { fullAddress, pickRecipient, type SeedRecipient } from './recipients';
import { labelPageUrl, trackingPageUrl } from './appLinks';
import { biteshipStatusAt, deliveredAt } from '../server/biteship';
import { EVENT_ACTIONS, type EventAction } from '../server/events';
import { planLifecycle, type Lifecycle } from './lifecycle';
import { addSeedRefunds } from './seedRefunds';
import { deliveryPhotoUrl, refundReceiptUrl, transferReceiptUrl } from './media';
import {
  biteshipCost,
  biteshipOrderId,
  CHAT_ADMIN_CODE,
  CHAT_ADMIN_METHOD,
  COURIER_SERVICES,
  courierMethod,
  GRATIS_ONGKIR_CODE,
  GRATIS_ONGKIR_METHOD,
  GRATIS_ONGKIR_MIN_BELANJA,
  hexId,
  NO_TRACKING_WAYBILL,
  pickShippingType,
  WAREHOUSE_CITY,
  waybillNumber,
} from '../server/shipping';

export { SEED_ORDER_PRODUCTS } from '../../../produk-web/fake/public';
export type { SeedOrderProduct } from '../../../produk-web/fake/public';

/** Fixed seed: the same `now` always yields the same orders. */
export const ORDER_SEED = 0x5eed_0042;
/** Payment-gateway fee charged on CV orders paid through the gateway. */
export const PAYMENT_GATEWAY_FEE = 4440;
/** The large seed is the demo's year twenty times over: about 5,200 orders. */
export const LARGE_SEED_SCALE = 20;

/**
 * How a seed order is shipped: the three shipping types, and two orders the shop never gave a type —
 * a local courier (whose method text the spec reads as free shipping) and a pickup at the warehouse
 * (which nothing recognises: 'Belum Diset').
 */
export type SeedShipping = ShippingType | 'KURIR_LOKAL' | 'AMBIL_SENDIRI';

/** An order the demo must contain, whatever the random draw gives: placed at about `targetHours` ago. */
export interface Scenario {
  outcome: Outcome;
  shipping?: SeedShipping;
  /** The courier holds the shipment (Biteship on_hold). */
  held?: boolean;
  shippedHoursAgo?: number;
  targetHours: number;
  minHours?: number;
  maxHours?: number;
  /** The selling entity, whatever the draw says (the draw is still made, so later orders stay the same). */
  entity?: 'CV' | 'PRIBADI';
  /** At least this many order lines (items are drawn again until there are). */
  minLines?: number;
}

/**
 * The six newest orders (oldest first) always show a live queue: a shipment on its way, a Biteship
 * order of several lines to ship (or refund by item), transfers to verify of both entities, something
 * awaiting payment.
 */
const NEWEST: readonly Omit<Scenario, 'targetHours'>[] = [
  { outcome: 'SHIPPED', shipping: 'BITESHIP', shippedHoursAgo: 0.5 },
  { outcome: 'AWAITING_CONFIRMATION', entity: 'CV' },
  { outcome: 'READY_TO_SHIP', shipping: 'BITESHIP', minLines: 2 },
  { outcome: 'AWAITING_CONFIRMATION', shipping: 'GRATIS_ONGKIR', minLines: 2 },
  { outcome: 'AWAITING_CONFIRMATION', entity: 'PRIBADI' },
  { outcome: 'AWAITING_PAYMENT' },
];

/**
 * Every tab, state and courier type with an example, and the stuck orders the alert is about: paid
 * but not shipped for more than 2 days, shipped more than 7 days ago without delivery.
 */
export const SHOWCASE: readonly Scenario[] = [
  { outcome: 'READY_TO_SHIP', shipping: 'GRATIS_ONGKIR', targetHours: 10, maxHours: 40 },
  { outcome: 'READY_TO_SHIP', shipping: 'CHAT_ADMIN', targetHours: 14, maxHours: 40 },
  { outcome: 'READY_TO_SHIP', shipping: 'BITESHIP', targetHours: 80, minHours: 60, maxHours: 160 },
  { outcome: 'SHIPPED', shipping: 'BITESHIP', targetHours: 8, minHours: 3, maxHours: 30, shippedHoursAgo: 1 },
  { outcome: 'SHIPPED', shipping: 'BITESHIP', targetHours: 30, minHours: 26, maxHours: 100, shippedHoursAgo: 20 },
  { outcome: 'SHIPPED', shipping: 'BITESHIP', held: true, targetHours: 60, minHours: 32, maxHours: 150, shippedHoursAgo: 26 },
  { outcome: 'SHIPPED', shipping: 'BITESHIP', held: true, targetHours: 220, minHours: 190, shippedHoursAgo: 180 },
  { outcome: 'SHIPPED', shipping: 'GRATIS_ONGKIR', targetHours: 20, minHours: 10, maxHours: 100, shippedHoursAgo: 8 },
  { outcome: 'SHIPPED', shipping: 'GRATIS_ONGKIR', targetHours: 230, minHours: 190, shippedHoursAgo: 185 },
  { outcome: 'SHIPPED', shipping: 'CHAT_ADMIN', targetHours: 40, minHours: 24, maxHours: 150, shippedHoursAgo: 20 },
  { outcome: 'AWAITING_PAYMENT', shipping: 'CHAT_ADMIN', targetHours: 6, maxHours: 24 },
  { outcome: 'AWAITING_CONFIRMATION', shipping: 'CHAT_ADMIN', targetHours: 9, maxHours: 36 },
  { outcome: 'READY_TO_SHIP', shipping: 'AMBIL_SENDIRI', targetHours: 18, maxHours: 45 },
  { outcome: 'SHIPPED', shipping: 'KURIR_LOKAL', targetHours: 50, minHours: 24, maxHours: 150, shippedHoursAgo: 24 },
  { outcome: 'COMPLETED', shipping: 'CHAT_ADMIN', targetHours: 400, minHours: 30 },
  { outcome: 'COMPLETED', shipping: 'GRATIS_ONGKIR', targetHours: 600, minHours: 30 },
  { outcome: 'COMPLETED', shipping: 'BITESHIP', targetHours: 700, minHours: 30 },
  { outcome: 'EXPIRED', shipping: 'CHAT_ADMIN', targetHours: 300, minHours: 30 },
  { outcome: 'CANCELLED_AFTER_PAID', shipping: 'CHAT_ADMIN', targetHours: 500, minHours: 30 },
  { outcome: 'CANCELLED_AFTER_PAID', shipping: 'GRATIS_ONGKIR', targetHours: 1000, minHours: 30 },
  { outcome: 'CANCELLED_UNPAID', shipping: 'BITESHIP', targetHours: 800, minHours: 30 },
  { outcome: 'TRANSFER_REJECTED', targetHours: 900, minHours: 30 },
];

const ADMIN = DEMO_ACCOUNT.email;

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
  | 'biteship_status'
>;

const NO_COURIER_ORDER = {
  nomor_resi: null,
  tracking_url: null,
  courier_tracking_id: null,
  biteship_order_id: null,
  biteship_courier_company: null,
  url_cetak_resi: null,
  foto_resi_url: null,
  biteship_status: null,
} as const;

interface ShippingContext {
  id: number;
  kode: string;
  recipient: SeedRecipient;
  life: Lifecycle;
  now: Date;
  held: boolean;
}

const chatAdminWaybill = (rng: Rng): string => `JTR${rng.int(100_000_000, 999_999_999)}`;

const shippingFields = (rng: Rng, shipping: SeedShipping, beratGram: number, ctx: ShippingContext): ShippingFields => {
  const { id, kode, recipient, life, now, held } = ctx;
  const shippedAt = life.shippedAt;
  const shipped = shippedAt !== null;
  switch (shipping) {
    case 'GRATIS_ONGKIR':
      return {
        ongkir: 0, apakah_gratis_ongkir: true, tipe_pengiriman: shipping, metode_pengiriman: GRATIS_ONGKIR_METHOD,
        layanan_pengiriman: 'Kurir Toko', kode_kurir: GRATIS_ONGKIR_CODE, layanan_kurir: null, estimasi_ongkir_hari: null,
        ...NO_COURIER_ORDER,
        nomor_resi: shipped ? NO_TRACKING_WAYBILL : null,
        foto_resi_url: life.completedAt !== null ? deliveryPhotoUrl(kode, recipient.nama) : null,
      };
    case 'CHAT_ADMIN':
      return {
        ongkir: 0, apakah_gratis_ongkir: false, tipe_pengiriman: shipping, metode_pengiriman: CHAT_ADMIN_METHOD,
        layanan_pengiriman: null, kode_kurir: CHAT_ADMIN_CODE, layanan_kurir: null, estimasi_ongkir_hari: null,
        ...NO_COURIER_ORDER,
        // Heavy goods coordinated by chat often go by a trucking service that issues its own waybill.
        nomor_resi: shipped && rng.chance(0.5) ? chatAdminWaybill(rng) : null,
      };
    case 'KURIR_LOKAL':
      return {
        ongkir: 15000, apakah_gratis_ongkir: false, tipe_pengiriman: null, metode_pengiriman: 'Kurir Lokal',
        layanan_pengiriman: 'Antar Hari Ini', kode_kurir: null, layanan_kurir: null, estimasi_ongkir_hari: '1',
        ...NO_COURIER_ORDER,
        // The spec reads a local courier as free shipping, so shipping it stored the no-tracking marker.
        nomor_resi: shipped ? NO_TRACKING_WAYBILL : null,
      };
    case 'AMBIL_SENDIRI':
      return {
        ongkir: 0, apakah_gratis_ongkir: false, tipe_pengiriman: null, metode_pengiriman: 'Ambil Sendiri di Gudang',
        layanan_pengiriman: null, kode_kurir: null, layanan_kurir: null, estimasi_ongkir_hari: null,
        ...NO_COURIER_ORDER,
      };
    case 'BITESHIP':
      break;
  }
  const service = rng.pick(COURIER_SERVICES);
  const base = {
    ongkir: biteshipCost(service, beratGram),
    apakah_gratis_ongkir: false,
    tipe_pengiriman: 'BITESHIP' as const,
    metode_pengiriman: courierMethod(service),
    layanan_pengiriman: service.layananLabel,
    kode_kurir: service.kodeKurir,
    layanan_kurir: service.layananKurir,
    estimasi_ongkir_hari: service.estimasiHari,
  };
  if (!shipped) return { ...base, ...NO_COURIER_ORDER };
  const biteshipId = biteshipOrderId(rng, held);
  const shipment = {
    biteshipOrderId: biteshipId,
    createdAt: new Date(shippedAt).toISOString(),
    courierName: findCourier(service.kodeKurir)?.name ?? service.namaKurir,
    senderCity: WAREHOUSE_CITY,
    recipientCity: recipient.kota,
    recipientName: recipient.nama,
  };
  return {
    ...base,
    nomor_resi: waybillNumber(rng, service),
    tracking_url: trackingPageUrl(id),
    courier_tracking_id: hexId(rng),
    biteship_order_id: biteshipId,
    biteship_courier_company: service.kodeKurir,
    url_cetak_resi: labelPageUrl(id),
    foto_resi_url: null,
    biteship_status: biteshipStatusAt(shipment, now),
  };
};

const pickDiscounts = (rng: Rng, totalBarang: number): { voucher: number; cashback: number } => {
  const voucher = rng.chance(0.12) ? Math.min(50000, Math.round((totalBarang * rng.int(5, 10)) / 100 / 1000) * 1000) : 0;
  const cashback = rng.chance(0.08) ? Math.min(rng.int(2, 25) * 1000, totalBarang - voucher) : 0;
  return { voucher, cashback };
};

const iso = (ms: number): string => new Date(ms).toISOString();

interface EventInput {
  life: Lifecycle;
  at: number;
  outcome: Outcome;
  method: PaymentMethod;
  shipping: SeedShipping;
  fields: ShippingFields;
  cancelReason: string | null;
}

/** The timeline of a seed order, from its lifecycle: the statuses after each step, oldest first. */
const seedEvents = ({ life, at, outcome, method, shipping, fields, cancelReason }: EventInput): OrderEvent[] => {
  const events: OrderEvent[] = [];
  const add = (ms: number, pay: PaymentStatus, ship: ShippingStatus, action: EventAction, note: string | null, by: string | null) =>
    events.push({ at: iso(ms), action, status_pembayaran: pay, status_pengiriman: ship, note, by });

  add(at, 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM', EVENT_ACTIONS.placed, null, null);
  if (life.proofAt !== null) add(life.proofAt, 'MENUNGGU_KONFIRMASI', 'BELUM_DIKIRIM', EVENT_ACTIONS.proofUploaded, null, null);
  if (life.paidAt !== null) {
    if (method === 'MANUAL_TRANSFER') add(life.paidAt, 'LUNAS', 'SIAP_DIKIRIM', EVENT_ACTIONS.paymentVerified, null, ADMIN);
    else add(life.paidAt, 'LUNAS', 'SIAP_DIKIRIM', EVENT_ACTIONS.paymentReceived, null, null);
  }
  if (life.shippedAt !== null) {
    if (fields.biteship_order_id) add(life.shippedAt, 'LUNAS', 'DIKIRIM', EVENT_ACTIONS.biteshipCreated, `Resi ${fields.nomor_resi ?? '-'}`, ADMIN);
    else add(life.shippedAt, 'LUNAS', 'DIKIRIM', EVENT_ACTIONS.shipped, fields.nomor_resi ? `Resi ${fields.nomor_resi}` : null, ADMIN);
  }
  if (life.completedAt !== null) {
    const action =
      shipping === 'GRATIS_ONGKIR' ? EVENT_ACTIONS.deliveryProof : fields.biteship_order_id ? EVENT_ACTIONS.autoCompleted : EVENT_ACTIONS.completed;
    const note = shipping === 'CHAT_ADMIN' ? 'Pelanggan konfirmasi barang diterima via WhatsApp.' : null;
    add(life.completedAt, 'LUNAS', 'SELESAI', action, note, ADMIN);
  }
  if (life.endedAt !== null) {
    if (outcome === 'EXPIRED') add(life.endedAt, 'PAYMENT_EXPIRED', 'BELUM_DIKIRIM', EVENT_ACTIONS.paymentExpired, null, null);
    if (outcome === 'CANCELLED_UNPAID') add(life.endedAt, 'DIBATALKAN', 'DIBATALKAN', EVENT_ACTIONS.cancelled, 'Dibatalkan pelanggan sebelum membayar.', null);
    if (outcome === 'TRANSFER_REJECTED') add(life.endedAt, 'DIBATALKAN', 'DIBATALKAN', EVENT_ACTIONS.paymentRejected, 'Bukti transfer tidak valid, nominal tidak sesuai.', ADMIN);
    if (outcome === 'CANCELLED_AFTER_PAID') add(life.endedAt, 'DIBATALKAN', 'DIBATALKAN', EVENT_ACTIONS.cancelled, cancelReason, ADMIN);
  }
  return events;
};

/**
 * A free-shipping promo needs enough goods; a forced free-shipping order draws its items until it
 * qualifies, and an order that needs several lines until it has them.
 */
const itemsFor = (rng: Rng, firstDetailId: number, shipping: SeedShipping | null, minLines = 1) => {
  const qualifies = (items: ReturnType<typeof buildOrderItems>) =>
    items.length >= minLines && (shipping !== 'GRATIS_ONGKIR' || sumItems(items, (item) => item.subtotal) >= GRATIS_ONGKIR_MIN_BELANJA);
  let items = buildOrderItems(rng, firstDetailId);
  for (let tries = 0; !qualifies(items) && tries < 50; tries += 1) items = buildOrderItems(rng, firstDetailId);
  return items;
};

/** One seed order (also the demo scenarios' new orders, `scenarios.ts`). */
export const buildOrder = (rng: Rng, id: number, at: Date, now: Date, firstDetailId: number, forced: Omit<Scenario, 'targetHours'> | null): Order => {
  const ageMs = now.getTime() - at.getTime();
  // Both draws are made as before whatever the scenario forces, so the orders after this one stay the same.
  const drawnCv = rng.chance(0.65);
  const drawnGateway = drawnCv && rng.chance(0.9);
  const isCv = forced?.entity ? forced.entity === 'CV' : drawnCv;
  const drawnMethod: PaymentMethod = isCv && drawnGateway ? 'PAYMENT_GATEWAY' : 'MANUAL_TRANSFER';
  // Only manual transfers wait for an admin to confirm the payment, or have their transfer rejected.
  const manualOnly = forced?.outcome === 'AWAITING_CONFIRMATION' || forced?.outcome === 'TRANSFER_REJECTED';
  const method: PaymentMethod = manualOnly ? 'MANUAL_TRANSFER' : drawnMethod;
  const outcome = forced?.outcome ?? pickOutcome(rng, ageMs / HOUR_MS, method);
  const [statusPembayaran, statusPengiriman] = OUTCOME_STATUS[outcome];

  const items = itemsFor(rng, firstDetailId, forced?.shipping ?? null, forced?.minLines);
  const totalBarang = sumItems(items, (item) => item.subtotal);
  const beratGram = items.reduce((sum, item) => sum + Number(item.qty) * Number(item.berat_gram), 0);
  const drawnShipping = pickShippingType(rng, beratGram, totalBarang);
  const shipping: SeedShipping = forced?.shipping ?? drawnShipping;
  const life = planLifecycle(rng, outcome, method, at.getTime(), now.getTime(), { shippedHoursAgo: forced?.shippedHoursAgo });
  const recipient = pickRecipient(rng);
  const kode = `${isCv ? 'CV' : 'PRB'}-${jakartaDateCode(at)}-${String(id).padStart(4, '0')}`;
  const fields = shippingFields(rng, shipping, beratGram, { id, kode, recipient, life, now, held: forced?.held ?? false });
  if (fields.biteship_order_id && life.shippedAt !== null && life.completedAt !== null) {
    // A Biteship order is completed once the courier has delivered it, never before.
    const delivered = deliveredAt({ biteshipOrderId: fields.biteship_order_id, createdAt: iso(life.shippedAt) });
    if (delivered) life.completedAt = Math.min(now.getTime(), Math.max(life.completedAt, Date.parse(delivered)));
  }
  const biayaAdmin = method === 'PAYMENT_GATEWAY' ? PAYMENT_GATEWAY_FEE : 0;
  const { voucher, cashback } = pickDiscounts(rng, totalBarang);
  const totalAkhir = totalBarang + Number(fields.ongkir) + biayaAdmin - voucher - cashback;

  const cancelReason = outcome === 'CANCELLED_AFTER_PAID' ? rng.pick(CANCEL_REASONS) : null;
  // A paid order's cancellation gave back all the refund rule allows: goods and shipping within what was paid.
  const cancelRefund = refundableRemaining({ total_harga_barang: totalBarang, ongkir: fields.ongkir, total_akhir: totalAkhir, total_refunded: 0 });
  const refundDone = ageMs > 7 * DAY_MS;
  const events = seedEvents({ life, at: at.getTime(), outcome, method, shipping, fields, cancelReason });

  return {
    id,
    kode_transaksi: kode,
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
    ...fields,
    bukti_transfer_url: life.proofAt === null ? null : transferReceiptUrl(id, totalAkhir, kode, iso(life.proofAt)),
    completed_at: life.completedAt === null ? null : iso(life.completedAt),
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
      cancelReason && life.endedAt !== null
        ? {
            nominal: cancelRefund,
            status: refundDone ? 'SELESAI' : 'PROCESSING',
            alasan: cancelReason,
            createdAt: iso(life.endedAt),
            buktiTransferRefundUrl: refundDone ? refundReceiptUrl(id, cancelRefund, kode, iso(life.endedAt + DAY_MS)) : null,
          }
        : null,
    // Every seed event changes a status, so the last one is when the order entered its present state.
    status_changed_at: events[events.length - 1]?.at ?? at.toISOString(),
    riwayat_status: events,
  };
};

interface PlannedOrder {
  at: Date;
  scenario: Omit<Scenario, 'targetHours'> | null;
}

/**
 * Gives each scenario an order: the one placed closest to its target age among those within its
 * bounds, never one already taken. When none is within them (a demo has only a few orders a day), the
 * closest order is moved to the target age instead, so the count and the year's shape stay.
 */
const placeScenarios = (rng: Rng, planned: PlannedOrder[], now: Date, scenarios: readonly Scenario[]): void => {
  const ageHours = (order: PlannedOrder): number => (now.getTime() - order.at.getTime()) / HOUR_MS;
  for (const scenario of scenarios) {
    const min = scenario.minHours ?? 0;
    const max = scenario.maxHours ?? Infinity;
    let best: PlannedOrder | null = null;
    for (const order of planned) {
      const age = ageHours(order);
      if (order.scenario || age < min) continue;
      if (!best || Math.abs(age - scenario.targetHours) < Math.abs(ageHours(best) - scenario.targetHours)) best = order;
    }
    if (!best) continue;
    best.scenario = scenario;
    if (ageHours(best) > max) best.at = new Date(now.getTime() - scenario.targetHours * HOUR_MS - rng.int(0, 59) * 60_000);
  }
};

/**
 * Web orders placed over the 12 months before `now` (ids 1..n in date order): about 266 for the demo,
 * including 6 in the last 3 hours and several earlier in the current Asia/Jakarta month, and about
 * 5,200 for the large seed. Both contain every showcase scenario, and the refunds of `seedRefunds.ts`.
 */
export const seedPenjualanWeb = (now: Date, size: SeedSize = 'demo'): Order[] => {
  const rng = createRng(ORDER_SEED);
  const planned: PlannedOrder[] = planOrderTimes(now, rng, size === 'large' ? LARGE_SEED_SCALE : 1).map((at) => ({ at, scenario: null }));
  const firstNewest = planned.length - NEWEST.length;
  NEWEST.forEach((scenario, i) => {
    const order = planned[firstNewest + i];
    if (order) order.scenario = scenario;
  });
  placeScenarios(rng, planned, now, SHOWCASE);
  // A moved order takes its place in date order; the sort is stable, so equal times keep their order.
  planned.sort((a, b) => a.at.getTime() - b.at.getTime());
  let nextDetailId = 1;
  const orders = planned.map(({ at, scenario }, index) => {
    const order = buildOrder(rng, index + 1, at, now, nextDetailId, scenario);
    nextDetailId += order.items.length;
    return order;
  });
  addSeedRefunds(orders, now);
  return orders;
};
