/**
 * Building-material products that seed orders are made of. Prices are whole rupiah per unit, weights
 * in grams per unit. Later seed work (catalogue, stock, reports) can reuse this list.
 */
export interface SeedProductVariant {
  nama: string;
  /** Appended to the product SKU: `SKU-KODE`. */
  kode: string;
}

export interface SeedOrderProduct {
  /** SKU stem; null for legacy products listed without one. */
  sku: string | null;
  nama: string;
  merk: string | null;
  harga: number;
  beratGram: number;
  /** Largest quantity a single order line usually has. */
  maxQty: number;
  varian?: readonly SeedProductVariant[];
}

const COLOURS: readonly SeedProductVariant[] = [
  { nama: 'Putih', kode: 'PTH' },
  { nama: 'Broken White', kode: 'BW' },
  { nama: 'Abu-abu Muda', kode: 'ABM' },
  { nama: 'Krem', kode: 'KRM' },
];
const TILE_MOTIFS: readonly SeedProductVariant[] = [
  { nama: 'Putih Polos', kode: 'PP' },
  { nama: 'Motif Marmer', kode: 'MM' },
  { nama: 'Motif Kayu', kode: 'MK' },
];

export const SEED_ORDER_PRODUCTS: readonly SeedOrderProduct[] = [
  { sku: 'SMN-TR-50', nama: 'Semen Tiga Roda 50kg', merk: 'Tiga Roda', harga: 68000, beratGram: 50000, maxQty: 20 },
  { sku: 'SMN-GRS-40', nama: 'Semen Gresik 40kg', merk: 'Semen Gresik', harga: 56000, beratGram: 40000, maxQty: 20 },
  { sku: 'SMN-DYN-40', nama: 'Semen Dynamix Serbaguna 40kg', merk: 'Dynamix', harga: 57500, beratGram: 40000, maxQty: 20 },
  { sku: 'SMN-PDG-50', nama: 'Semen Padang PCC 50kg', merk: 'Semen Padang', harga: 70000, beratGram: 50000, maxQty: 15 },
  { sku: 'SMN-PTH-40', nama: 'Semen Putih Tiga Roda 40kg', merk: 'Tiga Roda', harga: 118000, beratGram: 40000, maxQty: 5 },
  { sku: 'MU-380-40', nama: 'Mortar Utama MU-380 Perekat Bata Ringan 40kg', merk: 'Mortar Utama', harga: 98000, beratGram: 40000, maxQty: 10 },
  { sku: 'MU-301-40', nama: 'Mortar Utama MU-301 Plester 40kg', merk: 'Mortar Utama', harga: 86000, beratGram: 40000, maxQty: 10 },
  { sku: 'CAT-AVX-5', nama: 'Cat Tembok Avian Avitex 5kg', merk: 'Avian', harga: 95000, beratGram: 5000, maxQty: 6, varian: COLOURS },
  { sku: 'CAT-CTY-5', nama: 'Cat Tembok Dulux Catylac 5kg', merk: 'Dulux', harga: 112000, beratGram: 5000, maxQty: 6, varian: COLOURS },
  { sku: 'CAT-VNX-5', nama: 'Cat Tembok Nippon Paint Vinilex 5kg', merk: 'Nippon Paint', harga: 136000, beratGram: 5000, maxQty: 6, varian: COLOURS },
  { sku: 'CAT-JTS-25', nama: 'Cat Eksterior Jotun Jotashield 2,5L', merk: 'Jotun', harga: 289000, beratGram: 3500, maxQty: 4, varian: COLOURS },
  { sku: 'CAT-MWL-25', nama: 'Cat Tembok Mowilex Emulsion 2,5L', merk: 'Mowilex', harga: 248000, beratGram: 3500, maxQty: 4, varian: COLOURS },
  { sku: 'CAT-AVE-1', nama: 'Cat Kayu & Besi Avian 1kg', merk: 'Avian', harga: 78000, beratGram: 1000, maxQty: 5 },
  { sku: 'CAT-KNS-1', nama: 'Cat Kayu & Besi Kansai Paint Aries Gold 1kg', merk: 'Kansai Paint', harga: 64000, beratGram: 1000, maxQty: 5 },
  { sku: 'WP-NDR-4', nama: 'No Drop Pelapis Anti Bocor 4kg', merk: 'No Drop', harga: 165000, beratGram: 4000, maxQty: 4, varian: COLOURS },
  { sku: 'WP-AQP-4', nama: 'Aquaproof Waterproofing 4kg', merk: 'Aquaproof', harga: 178000, beratGram: 4000, maxQty: 4 },
  { sku: 'WP-SKT-25', nama: 'Sika Top Seal 107 25kg', merk: 'Sika', harga: 545000, beratGram: 25000, maxQty: 2 },
  { sku: 'PVC-WVN-075', nama: 'Pipa PVC Wavin 3/4" AW 4m', merk: 'Wavin', harga: 38000, beratGram: 1300, maxQty: 20 },
  { sku: 'PVC-WVN-050', nama: 'Pipa PVC Wavin 1/2" AW 4m', merk: 'Wavin', harga: 29000, beratGram: 1000, maxQty: 20 },
  { sku: 'PVC-RCK-300', nama: 'Pipa PVC Rucika 3" D 4m', merk: 'Rucika', harga: 135000, beratGram: 5200, maxQty: 6 },
  { sku: 'PVC-RCK-400', nama: 'Pipa PVC Rucika 4" D 4m', merk: 'Rucika', harga: 186000, beratGram: 7400, maxQty: 6 },
  { sku: 'PVC-RCK-EL075', nama: 'Elbow PVC Rucika 3/4"', merk: 'Rucika', harga: 3500, beratGram: 40, maxQty: 20 },
  { sku: 'PVC-RCK-LEM', nama: 'Lem Pipa PVC Rucika 100g', merk: 'Rucika', harga: 18000, beratGram: 120, maxQty: 5 },
  { sku: 'SNT-OND-KRN', nama: 'Kran Air Tembok Onda 1/2"', merk: 'Onda', harga: 46000, beratGram: 250, maxQty: 6 },
  { sku: 'SNT-OND-SHW', nama: 'Shower Mandi Onda Set', merk: 'Onda', harga: 87000, beratGram: 600, maxQty: 3 },
  { sku: 'SNT-TOTO-CW421', nama: 'Kloset Duduk Toto CW421J', merk: 'TOTO', harga: 3450000, beratGram: 38000, maxQty: 1 },
  { sku: 'SNT-AS-JGK', nama: 'Kloset Jongkok American Standard', merk: 'American Standard', harga: 398000, beratGram: 15000, maxQty: 2 },
  { sku: 'SNT-AS-WST', nama: 'Wastafel American Standard Studio', merk: 'American Standard', harga: 1150000, beratGram: 14000, maxQty: 1 },
  { sku: 'KRM-RMN-4040', nama: 'Keramik Roman 40x40 (per dus)', merk: 'Roman', harga: 78000, beratGram: 17000, maxQty: 15, varian: TILE_MOTIFS },
  { sku: 'KRM-PLT-4040', nama: 'Keramik Platinum 40x40 (per dus)', merk: 'Platinum', harga: 62000, beratGram: 16500, maxQty: 15, varian: TILE_MOTIFS },
  { sku: 'GRN-RMN-6060', nama: 'Granit Roman 60x60 (per dus)', merk: 'Roman', harga: 215000, beratGram: 29000, maxQty: 10, varian: TILE_MOTIFS },
  { sku: 'BSI-PLS-10', nama: 'Besi Beton Polos 10mm 12m', merk: 'Krakatau Steel', harga: 95000, beratGram: 7400, maxQty: 20 },
  { sku: 'BSI-ULR-13', nama: 'Besi Beton Ulir 13mm 12m', merk: 'Krakatau Steel', harga: 168000, beratGram: 12500, maxQty: 12 },
  { sku: 'BSI-PLS-08', nama: 'Besi Beton Polos 8mm 12m', merk: 'Krakatau Steel', harga: 58000, beratGram: 4740, maxQty: 20 },
  { sku: 'BTR-6020-10', nama: 'Bata Ringan 60x20x10 cm', merk: null, harga: 10500, beratGram: 8000, maxQty: 100 },
  { sku: 'TRP-9MM', nama: 'Triplek 9mm 122x244', merk: null, harga: 118000, beratGram: 15000, maxQty: 10 },
  { sku: 'TRP-12MM', nama: 'Triplek 12mm 122x244', merk: null, harga: 156000, beratGram: 20000, maxQty: 10 },
  { sku: 'PKU-5CM-1KG', nama: 'Paku Kayu 5cm 1kg', merk: null, harga: 22000, beratGram: 1000, maxQty: 5 },
  { sku: 'PKU-BTN-7CM', nama: 'Paku Beton 7cm (1 dus)', merk: null, harga: 35000, beratGram: 1000, maxQty: 3 },
  { sku: null, nama: 'Kawat Bendrat 1kg', merk: null, harga: 23000, beratGram: 1000, maxQty: 5 },
  { sku: 'BJR-C75-6M', nama: 'Baja Ringan Kanal C 0,75mm 6m', merk: null, harga: 98000, beratGram: 5800, maxQty: 20 },
  { sku: 'ATP-SPD-030', nama: 'Atap Spandek 0,30mm (per meter)', merk: null, harga: 55000, beratGram: 2700, maxQty: 30 },
  { sku: 'GYP-JYB-9', nama: 'Gypsum Board Jayaboard 9mm', merk: 'Jayaboard', harga: 72000, beratGram: 18000, maxQty: 15 },
  { sku: null, nama: 'Pasir Cor (per karung 25kg)', merk: null, harga: 15000, beratGram: 25000, maxQty: 20 },
  { sku: 'ALT-MTR-5M', nama: 'Meteran Gulung 5m', merk: null, harga: 45000, beratGram: 250, maxQty: 2 },
  { sku: 'ALT-KUAS-3', nama: 'Kuas Cat 3"', merk: null, harga: 12500, beratGram: 80, maxQty: 6 },
  { sku: 'ALT-ROLL-9', nama: 'Roll Cat 9" + Gagang', merk: null, harga: 35000, beratGram: 400, maxQty: 4 },
  { sku: 'LST-BRC-SKL', nama: 'Saklar Tunggal Broco', merk: 'Broco', harga: 18500, beratGram: 60, maxQty: 10 },
  { sku: 'LST-ETR-NYM', nama: 'Kabel Eterna NYM 2x1,5mm 50m', merk: 'Eterna', harga: 475000, beratGram: 5500, maxQty: 2 },
  { sku: 'LST-LED-12W', nama: 'Lampu LED 12W Putih', merk: null, harga: 55000, beratGram: 120, maxQty: 10 },
];
