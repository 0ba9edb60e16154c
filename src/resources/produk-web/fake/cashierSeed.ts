import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '../../../domain/entity';
import { SEED_ORDER_PRODUCTS, type SeedProductVariant } from './catalogue';
import { createRng } from '../../../fake-api/random';

/** A product of the cashier (POS) system, as the fake server stores it. */
export interface CashierProductRecord {
  id: number;
  /** The POS item code (SKU). */
  kode_barang: string;
  nama_produk: string;
  entitas_id: string;
  harga_modal: number;
  /** The POS shelf price, what the web price starts from. */
  harga_jual: number;
  berat_gram: number;
  panjang_cm: number;
  lebar_cm: number;
  tinggi_cm: number;
  merk: string | null;
}

type Dimensions = readonly [panjang: number, lebar: number, tinggi: number];

/** A product the web shop sells, as the POS knows it: one item, or one item per variant. */
export interface CatalogueItem {
  kode: string;
  nama: string;
  merk: string | null;
  harga: number;
  beratGram: number;
  dims: Dimensions;
  varian?: readonly SeedProductVariant[];
}

/** Packed sizes in cm, by what the item is (a sack, a pail, a 4 m pipe, a box of tiles...). */
const dimensionsOf = (kode: string, nama: string, beratGram: number): Dimensions => {
  const name = nama.toLowerCase();
  const group = kode.split('-')[0];
  switch (group) {
    case 'SMN':
    case 'MU':
      return [75, 45, 12];
    case 'CAT':
    case 'WP':
      if (beratGram >= 20000) return [32, 32, 40];
      return beratGram >= 3000 ? [24, 24, 27] : [12, 12, 12];
    case 'PVC':
      if (name.includes('pipa')) return [400, 11, 11];
      return name.includes('lem') ? [5, 5, 12] : [6, 6, 5];
    case 'SNT':
      if (name.includes('duduk')) return [70, 40, 75];
      if (name.includes('jongkok')) return [55, 45, 25];
      if (name.includes('wastafel')) return [55, 45, 20];
      return name.includes('shower') ? [30, 15, 10] : [15, 8, 8];
    case 'KRM':
      return [41, 41, 10];
    case 'GRN':
      return [61, 61, 8];
    case 'BSI':
      return [1200, 2, 2];
    case 'BTR':
      return [60, 20, 10];
    case 'TRP':
    case 'GYP':
      return [244, 122, 1];
    case 'PKU':
      return [15, 10, 8];
    case 'BJR':
      return [600, 8, 4];
    case 'ATP':
      return [100, 100, 1];
    case 'ALT':
      return [28, 10, 5];
    case 'LST':
      return name.includes('kabel') ? [30, 30, 10] : [12, 8, 5];
    default:
      return [30, 20, 10];
  }
};

/** Items the order seed sells without a SKU get a POS code all the same: the POS always has one. */
const LEGACY_CODES: Record<string, string> = {
  'Kawat Bendrat 1kg': 'KWT-BDR-1',
  'Pasir Cor (per karung 25kg)': 'PSR-COR-25',
};

const fromOrderSeed: readonly CatalogueItem[] = SEED_ORDER_PRODUCTS.map((product) => {
  const kode = product.sku ?? LEGACY_CODES[product.nama] ?? product.nama;
  return {
    kode,
    nama: product.nama,
    merk: product.merk,
    harga: product.harga,
    beratGram: product.beratGram,
    dims: dimensionsOf(kode, product.nama, product.beratGram),
    ...(product.varian ? { varian: product.varian } : {}),
  };
});

/** Web products that no seeded order contains yet (so they can be deleted in a demo). */
const WEB_ONLY: readonly CatalogueItem[] = [
  { kode: 'ATP-GMP-030', nama: 'Genteng Metal Pasir 0,30mm (per lembar)', merk: null, harga: 42000, beratGram: 2800, dims: [80, 77, 2] },
  { kode: 'PVC-RCK-TLG', nama: 'Talang Air PVC Rucika 4m', merk: 'Rucika', harga: 89000, beratGram: 2500, dims: [400, 12, 9] },
  { kode: 'BJR-HLW-44', nama: 'Hollow Galvalum 4x4 0,30mm 6m', merk: null, harga: 36000, beratGram: 2600, dims: [600, 4, 4] },
  { kode: 'BSI-WRM-M8', nama: 'Wiremesh M8 2,1x5,4m', merk: 'Krakatau Steel', harga: 535000, beratGram: 44000, dims: [540, 210, 1] },
  { kode: 'PJD-KNC-SS', nama: 'Kunci Pintu Handle Set Stainless', merk: null, harga: 185000, beratGram: 900, dims: [25, 12, 8] },
  { kode: 'PJD-ENG-4', nama: 'Engsel Pintu Stainless 4" (sepasang)', merk: null, harga: 38000, beratGram: 300, dims: [12, 8, 3] },
  { kode: 'LST-BRC-STK', nama: 'Stop Kontak Broco 2 Lubang', merk: 'Broco', harga: 24500, beratGram: 80, dims: [12, 7, 4] },
  { kode: 'PKU-SKR-GYP', nama: 'Sekrup Gypsum 6x1" (1 box isi 1000)', merk: null, harga: 65000, beratGram: 1800, dims: [15, 10, 6] },
  { kode: 'PKU-DNB-10', nama: 'Baut Dinabolt 10mm (isi 10)', merk: null, harga: 42000, beratGram: 600, dims: [12, 8, 4] },
  { kode: 'TMN-PVG-HEX', nama: 'Paving Block Segi Enam 6cm (per m²)', merk: null, harga: 95000, beratGram: 130000, dims: [100, 100, 6] },
  { kode: 'MU-400-25', nama: 'Lem Keramik Mortar Utama MU-400 25kg', merk: 'Mortar Utama', harga: 89000, beratGram: 25000, dims: [60, 40, 12] },
  { kode: 'CAT-AVN-THN', nama: 'Thinner Avian A Special 1L', merk: 'Avian', harga: 32000, beratGram: 900, dims: [10, 10, 20] },
  { kode: 'WP-SKA-RTT', nama: 'Sika Raintite Waterproofing 4kg', merk: 'Sika', harga: 210000, beratGram: 4200, dims: [22, 22, 22] },
  { kode: 'ALT-GRG-18', nama: 'Gergaji Kayu 18 inci', merk: null, harga: 58000, beratGram: 450, dims: [55, 15, 2] },
  { kode: 'ALT-PLU-16', nama: 'Palu Kambing 16oz Gagang Fiber', merk: null, harga: 62000, beratGram: 700, dims: [33, 13, 3] },
  { kode: 'SNT-OND-ANG', nama: 'Kran Air Onda Angsa 1/2"', merk: 'Onda', harga: 68000, beratGram: 300, dims: [20, 8, 8] },
];

/** Everything the seeded web shop sells. */
export const WEB_CATALOGUE: readonly CatalogueItem[] = [...fromOrderSeed, ...WEB_ONLY];

/** In the POS, not yet on the web: what the add form's picker offers. */
const NOT_ON_WEB: readonly CatalogueItem[] = [
  { kode: 'SMN-HLC-40', nama: 'Semen Holcim Serbaguna 40kg', merk: null, harga: 58500, beratGram: 40000, dims: [75, 45, 12] },
  { kode: 'SMN-MRH-50', nama: 'Semen Merah Instan 50kg', merk: null, harga: 42000, beratGram: 50000, dims: [75, 45, 12] },
  { kode: 'CAT-NPQ-5', nama: 'Cat Tembok Nippon Paint Q-Luc 5kg', merk: 'Nippon Paint', harga: 98000, beratGram: 5000, dims: [24, 24, 27] },
  { kode: 'CAT-AVG-1', nama: 'Cat Genteng Avian 1kg', merk: 'Avian', harga: 71000, beratGram: 1000, dims: [12, 12, 12] },
  { kode: 'PVC-WVN-100', nama: 'Pipa PVC Wavin 1" AW 4m', merk: 'Wavin', harga: 52000, beratGram: 1800, dims: [400, 4, 4] },
  { kode: 'PVC-RCK-200', nama: 'Pipa PVC Rucika 2" D 4m', merk: 'Rucika', harga: 78000, beratGram: 3100, dims: [400, 7, 7] },
  { kode: 'PVC-RCK-TEE', nama: 'Tee PVC Rucika 1/2"', merk: 'Rucika', harga: 3000, beratGram: 30, dims: [6, 6, 4] },
  { kode: 'KRM-AST-3030', nama: 'Keramik Asia Tile 30x30 (per dus)', merk: null, harga: 56000, beratGram: 14500, dims: [31, 31, 10] },
  { kode: 'GRN-IDG-6060', nama: 'Granit Indogress 60x60 (per dus)', merk: null, harga: 198000, beratGram: 28000, dims: [61, 61, 8] },
  { kode: 'BSI-ULR-10', nama: 'Besi Beton Ulir 10mm 12m', merk: 'Krakatau Steel', harga: 102000, beratGram: 7400, dims: [1200, 2, 2] },
  { kode: 'BSI-PLS-06', nama: 'Besi Beton Polos 6mm 12m', merk: 'Krakatau Steel', harga: 36000, beratGram: 2660, dims: [1200, 1, 1] },
  { kode: 'TRP-6MM', nama: 'Triplek 6mm 122x244', merk: null, harga: 84000, beratGram: 11000, dims: [244, 122, 1] },
  { kode: 'TRP-MLT-18', nama: 'Multiplek 18mm 122x244', merk: null, harga: 285000, beratGram: 30000, dims: [244, 122, 2] },
  { kode: 'PKU-7CM-1KG', nama: 'Paku Kayu 7cm 1kg', merk: null, harga: 22000, beratGram: 1000, dims: [15, 10, 8] },
  { kode: 'LST-ETR-NYA', nama: 'Kabel Eterna NYA 1,5mm 50m', merk: 'Eterna', harga: 265000, beratGram: 2200, dims: [25, 25, 8] },
  { kode: 'LST-LED-18W', nama: 'Lampu LED 18W Putih', merk: null, harga: 72000, beratGram: 140, dims: [13, 8, 8] },
  { kode: 'LST-BRC-SKG', nama: 'Saklar Ganda Broco', merk: 'Broco', harga: 23500, beratGram: 70, dims: [9, 9, 4] },
  { kode: 'SNT-TOTO-CW660', nama: 'Kloset Duduk TOTO CW660J', merk: 'TOTO', harga: 4250000, beratGram: 40000, dims: [72, 42, 78] },
  { kode: 'SNT-OND-STG', nama: 'Shower Tiang Onda', merk: 'Onda', harga: 245000, beratGram: 1900, dims: [110, 25, 10] },
  { kode: 'ALT-MTR-10M', nama: 'Meteran Gulung 10m', merk: null, harga: 68000, beratGram: 400, dims: [10, 10, 5] },
  { kode: 'ALT-KUAS-4', nama: 'Kuas Cat 4"', merk: null, harga: 16500, beratGram: 100, dims: [27, 11, 2] },
  { kode: 'WP-AQP-1', nama: 'Aquaproof Waterproofing 1kg', merk: 'Aquaproof', harga: 56000, beratGram: 1000, dims: [12, 12, 12] },
  { kode: 'WP-SKG-25', nama: 'Sika Grout 215 25kg', merk: 'Sika', harga: 265000, beratGram: 25000, dims: [60, 40, 12] },
  { kode: 'BJR-RNG-045', nama: 'Baja Ringan Reng 0,45mm 6m', merk: null, harga: 46000, beratGram: 2400, dims: [600, 3, 3] },
];

/** Cashier ids start here, so they never look like web product ids in a demo. */
export const FIRST_CASHIER_ID = 1001;

/** The cost price: the POS keeps a 10-25% margin under its shelf price, in whole hundreds. */
const costOf = (harga: number, marginPercent: number): number => Math.max(100, Math.round((harga * (100 - marginPercent)) / 10000) * 100);

const variantName = (item: CatalogueItem, variant: SeedProductVariant): string => `${item.nama} - ${variant.nama}`;

/** The POS code of one variant of an item. */
export const variantCode = (item: CatalogueItem, variant: SeedProductVariant): string => `${item.kode}-${variant.kode}`;

/**
 * The cashier products: one per web item (one per variant for items with variants), then the POS
 * items not yet on the web. Both selling entities; deterministic.
 */
export const seedProdukKasir = (): CashierProductRecord[] => {
  const rng = createRng(0xca5_41e7);
  const records: CashierProductRecord[] = [];
  for (const item of [...WEB_CATALOGUE, ...NOT_ON_WEB]) {
    // Heavy goods sit with the company (CV); small items are often sold by the personal shop. All
    // variants of an item belong to the same entity and share its cost.
    const entitas_id = item.beratGram >= 10000 || rng.chance(0.55) ? ENTITY_CV_ID : ENTITY_PRIBADI_ID;
    const harga_modal = costOf(item.harga, rng.int(10, 25));
    const units = item.varian ? item.varian.map((variant) => [variantCode(item, variant), variantName(item, variant)] as const) : [[item.kode, item.nama] as const];
    for (const [kode_barang, nama_produk] of units) {
      records.push({
        id: FIRST_CASHIER_ID + records.length,
        kode_barang,
        nama_produk,
        entitas_id,
        harga_modal,
        harga_jual: item.harga,
        berat_gram: item.beratGram,
        panjang_cm: item.dims[0],
        lebar_cm: item.dims[1],
        tinggi_cm: item.dims[2],
        merk: item.merk,
      });
    }
  }
  return records;
};
