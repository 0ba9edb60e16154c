import type { ShippingType } from '../../schemas';
import type { Rng } from '../../../../fake-api/random';

/** Courier services of Biteship orders, the two manual shipping modes, and their costs. */
export interface CourierService {
  kodeKurir: string;
  /** Courier name as shown to customers. */
  namaKurir: string;
  layananKurir: string;
  /** Human service name (layanan_pengiriman). */
  layananLabel: string;
  estimasiHari: string;
  baseCost: number;
  perKg: number;
  resiPrefix: string;
  resiDigits: number;
}

export const COURIER_SERVICES: readonly CourierService[] = [
  { kodeKurir: 'jne', namaKurir: 'JNE', layananKurir: 'reg', layananLabel: 'Reguler', estimasiHari: '2-3', baseCost: 9000, perKg: 1500, resiPrefix: '0112', resiDigits: 12 },
  { kodeKurir: 'jne', namaKurir: 'JNE', layananKurir: 'yes', layananLabel: 'Yakin Esok Sampai', estimasiHari: '1', baseCost: 18000, perKg: 3000, resiPrefix: '0113', resiDigits: 12 },
  { kodeKurir: 'sicepat', namaKurir: 'SiCepat', layananKurir: 'reg', layananLabel: 'Reguler', estimasiHari: '1-2', baseCost: 9000, perKg: 1500, resiPrefix: '0040', resiDigits: 8 },
  { kodeKurir: 'sicepat', namaKurir: 'SiCepat', layananKurir: 'best', layananLabel: 'Besok Sampai Tujuan', estimasiHari: '1', baseCost: 16000, perKg: 2500, resiPrefix: '0041', resiDigits: 8 },
  { kodeKurir: 'anteraja', namaKurir: 'AnterAja', layananKurir: 'reg', layananLabel: 'Reguler', estimasiHari: '2-4', baseCost: 9500, perKg: 1500, resiPrefix: '10000', resiDigits: 7 },
  { kodeKurir: 'jnt', namaKurir: 'J&T', layananKurir: 'ez', layananLabel: 'EZ (Reguler)', estimasiHari: '2-3', baseCost: 9500, perKg: 1500, resiPrefix: 'JP', resiDigits: 10 },
  { kodeKurir: 'tiki', namaKurir: 'TIKI', layananKurir: 'reg', layananLabel: 'Regular Service', estimasiHari: '2-4', baseCost: 10000, perKg: 1500, resiPrefix: '0307', resiDigits: 8 },
  { kodeKurir: 'tiki', namaKurir: 'TIKI', layananKurir: 'eko', layananLabel: 'Economy Service', estimasiHari: '4-7', baseCost: 9000, perKg: 1000, resiPrefix: '0308', resiDigits: 8 },
  { kodeKurir: 'ninja', namaKurir: 'Ninja Xpress', layananKurir: 'standard', layananLabel: 'Standard', estimasiHari: '2-4', baseCost: 9500, perKg: 1500, resiPrefix: 'NLIDAP', resiDigits: 8 },
  { kodeKurir: 'lion', namaKurir: 'Lion Parcel', layananKurir: 'reg_pack', layananLabel: 'Reg Pack', estimasiHari: '2-4', baseCost: 10000, perKg: 1200, resiPrefix: '11LP', resiDigits: 10 },
  { kodeKurir: 'pos', namaKurir: 'POS Indonesia', layananKurir: 'kilat_khusus', layananLabel: 'Pos Kilat Khusus', estimasiHari: '2-4', baseCost: 10000, perKg: 1300, resiPrefix: 'P', resiDigits: 11 },
];

export const GRATIS_ONGKIR_CODE = 'GRATIS_ONGKIR';
export const GRATIS_ONGKIR_METHOD = 'Gratis Ongkir - Promo Toko';
export const CHAT_ADMIN_CODE = 'CHAT_ADMIN';
export const CHAT_ADMIN_METHOD = 'Chat Admin (Koordinasi Pengiriman)';

/** Free shipping promo needs at least this much in goods. */
export const GRATIS_ONGKIR_MIN_BELANJA = 250000;

export const ONGKIR_MIN = 9000;
export const ONGKIR_MAX = 120000;

export const pickShippingType = (rng: Rng, beratGram: number, totalBarang: number): ShippingType => {
  const heavy = beratGram > 150000;
  return rng.weighted<ShippingType>([
    ['BITESHIP', heavy ? 2 : 13],
    ['GRATIS_ONGKIR', totalBarang >= GRATIS_ONGKIR_MIN_BELANJA ? 3 : 0],
    ['CHAT_ADMIN', heavy ? 6 : 4],
  ]);
};

export const courierMethod = (service: CourierService): string =>
  `${service.namaKurir} ${service.layananKurir.toUpperCase()}`;

/** Biteship rate: base plus a per-kg rate, rounded up to 500, kept within 9.000-120.000. */
export const biteshipCost = (service: CourierService, beratGram: number): number => {
  const kg = Math.max(1, Math.ceil(beratGram / 1000));
  const raw = Math.ceil((service.baseCost + (kg - 1) * service.perKg) / 500) * 500;
  return Math.min(ONGKIR_MAX, Math.max(ONGKIR_MIN, raw));
};

const digits = (rng: Rng, count: number): string =>
  Array.from({ length: count }, () => String(rng.int(0, 9))).join('');

export const waybillNumber = (rng: Rng, service: CourierService): string =>
  `${service.resiPrefix}${digits(rng, service.resiDigits)}`;

/** Biteship-style 24-character hex object id. */
export const hexId = (rng: Rng): string =>
  Array.from({ length: 24 }, () => rng.int(0, 15).toString(16)).join('');

/** The courier service of an order's codes: its exact service, else the courier's first, else none. */
export const findCourierService = (kodeKurir: string | null, layananKurir: string | null): CourierService | null => {
  const kode = (kodeKurir ?? '').trim().toLowerCase();
  const layanan = (layananKurir ?? '').trim().toLowerCase();
  return COURIER_SERVICES.find((s) => s.kodeKurir === kode && s.layananKurir === layanan) ?? COURIER_SERVICES.find((s) => s.kodeKurir === kode) ?? null;
};

/** A waybill for a courier the table does not list: Biteship's generic format. */
export const genericWaybill = (rng: Rng): string => `BS${digits(rng, 10)}`;

/**
 * A Biteship order id. The fake Biteship holds shipments whose id ends in `0` (`biteship.ts`): the
 * seed asks for such an id for its stuck shipments, everything else gets another last digit.
 */
export const biteshipOrderId = (rng: Rng, held = false): string =>
  `${hexId(rng).slice(0, 23)}${held ? '0' : rng.int(1, 15).toString(16)}`;

/** What free shipping stores as its waybill: the screens' own marker (`rules/waybill.ts`). */
export { NO_TRACKING_WAYBILL } from '../../shared/rules/waybill';

/** Where parcels leave from: the shop's warehouse, the sender of every shipment. */
export const WAREHOUSE_CITY = 'Kota Surabaya';
