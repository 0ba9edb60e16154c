import { createRng } from '../../../fake-api/random';
import type { CashierProductRecord } from '../../../resources/produk-web/fake/public';

/** A zone of the plan as the fake server stores it. */
export interface WarehouseZoneRecord {
  id: number;
  code: string;
  type: 'RACK' | 'FLOOR' | 'LOADING';
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/**
 * How much of one product lies at one location. Each rack and floor zone is one location with the
 * zone's code (a rack bay, a marked floor cell), so the map and the list name places alike.
 */
export interface WarehouseStockRecord {
  produkId: number;
  locationCode: string;
  qty: number;
}

/** How many pieces one sealed bulk carton (koli) of a product holds. */
export interface WarehouseKoliRecord {
  produkId: number;
  isiKoli: number;
}

type ZoneSpec = Omit<WarehouseZoneRecord, 'id'>;

const rack = (code: string, x: number, y: number, rotation = 0, width = 130, height = 44): ZoneSpec => ({ code, type: 'RACK', x, y, width, height, rotation });
const floor = (code: string, x: number, y: number, width = 100, height = 100): ZoneSpec => ({ code, type: 'FLOOR', x, y, width, height, rotation: 0 });

/**
 * A building-materials warehouse on a 1200x800 plan: two loading docks top left and one along the
 * bottom, floor cells for bulk cartons beside the docks, two straight rack rows, a block of racks
 * turned 90° along the east wall and three angled racks by the back door.
 */
const PLAN: readonly ZoneSpec[] = [
  { code: 'DOK-1', type: 'LOADING', x: 40, y: 40, width: 240, height: 110, rotation: 0 },
  { code: 'DOK-2', type: 'LOADING', x: 40, y: 170, width: 240, height: 110, rotation: 0 },
  ...[320, 440, 560, 680].map((x, i) => floor(`LT-0${i + 1}`, x, 40)),
  ...[320, 440, 560, 680].map((x, i) => floor(`LT-0${i + 5}`, x, 160)),
  // East wall: racks standing north-south (a 160x44 rack turned 90° about its centre).
  ...[860, 950, 1040, 1130].map((cx, i) => rack(`RAK-C${i + 1}`, cx - 80, 130 - 22, 90, 160, 44)),
  ...[40, 190, 340, 490, 640, 790].map((x, i) => rack(`RAK-A${i + 1}`, x, 320)),
  ...[40, 190, 340, 490, 640, 790].map((x, i) => rack(`RAK-B${i + 1}`, x, 400)),
  ...[990, 1070, 1150].map((cx, i) => rack(`RAK-D${i + 1}`, cx - 80, 420 - 22, 90, 160, 44)),
  ...[40, 190, 340, 490].map((x, i) => floor(`LT-${String(i + 9).padStart(2, '0')}`, x, 520, 130, 100)),
  // Back door: racks set at an angle so a forklift can turn in.
  ...[660, 800, 940].map((x, i) => rack(`RAK-E${i + 1}`, x, 560, -15, 120, 44)),
  floor('LT-13', 40, 670, 280, 90),
  floor('LT-14', 360, 670, 280, 90),
  { code: 'DOK-3', type: 'LOADING', x: 700, y: 680, width: 460, height: 80, rotation: 0 },
];

export const seedWarehouseZones = (): WarehouseZoneRecord[] => PLAN.map((zone, index) => ({ id: index + 1, ...zone }));

const KOLI_SIZES = [6, 12, 12, 24, 24, 48] as const;

/** Every cashier product has a carton size; the store keeps its cartons on the floor. */
export const seedWarehouseKoli = (products: readonly CashierProductRecord[]): WarehouseKoliRecord[] => {
  const rng = createRng(0x6d_0c01);
  return products.map((product) => ({ produkId: product.id, isiKoli: rng.pick(KOLI_SIZES) }));
};

/**
 * Stock per location: most products have sealed cartons on one or two floor cells and opened retail
 * stock on one or two racks; every fifteenth product has none yet (a new item, not received).
 */
export const seedWarehouseStock = (
  products: readonly CashierProductRecord[],
  zones: readonly WarehouseZoneRecord[],
  koli: readonly WarehouseKoliRecord[],
): WarehouseStockRecord[] => {
  const rng = createRng(0x57_0c4b);
  const floors = zones.filter((zone) => zone.type === 'FLOOR').map((zone) => zone.code);
  const racks = zones.filter((zone) => zone.type === 'RACK').map((zone) => zone.code);
  const isi = new Map(koli.map((row) => [row.produkId, row.isiKoli]));
  const rows: WarehouseStockRecord[] = [];
  products.forEach((product, index) => {
    if (index % 15 === 14) return;
    const carton = isi.get(product.id) ?? 12;
    const used = new Set<string>();
    const place = (codes: readonly string[], qty: number) => {
      const code = rng.pick(codes);
      if (used.has(code)) return;
      used.add(code);
      rows.push({ produkId: product.id, locationCode: code, qty });
    };
    place(floors, carton * rng.int(2, 8));
    if (rng.chance(0.35)) place(floors, carton * rng.int(1, 4));
    place(racks, rng.int(4, 60));
    if (rng.chance(0.3)) place(racks, rng.int(2, 30));
  });
  return rows;
};
