import type { Merk } from '../../merk/public';
import { jakartaDay } from '../../../domain/jakartaTime';
import { slugify } from '../../../domain/slugify';
import { productDescription, productTags } from './aiText';
import { variantCode, WEB_CATALOGUE, type CashierProductRecord, type CatalogueItem } from './cashierSeed';
import { createRng, type Rng } from '../../../fake-api/random';

/** One variant of a web product, as the fake server stores it. */
export interface VariantRecord {
  id: number;
  produkKasirId: number;
  namaTampilanVarian: string;
  skuVarianWeb: string | null;
  fotoVarianUrls: string[];
  isPublishedVarian: boolean;
  hargaJual: number;
  hargaGrosir: number | null;
  minQtyGrosir: number | null;
  diskonPersen: number | null;
  diskonAktif: boolean;
  /** `YYYY-MM-DD` (the discount runs to the end of that Jakarta day), or null for no end. */
  diskonBerakhir: string | null;
}

/** A web product as the fake server stores it. Displayed prices are computed when it is read. */
export interface WebProductRecord {
  id: number;
  judul: string;
  slug: string;
  deskripsi: string;
  tags: string;
  merkId: number | null;
  kategoriProdukWebId: number | null;
  fotoUtamaUrl: string | null;
  galeriFotoUrls: string[];
  entitasId: string;
  /** The product's own cashier link; in variant mode the first variant's. */
  produkKasirId: number | null;
  isPublishedInduk: boolean;
  hargaJual: number | null;
  hargaGrosir: number | null;
  minQtyGrosir: number | null;
  diskonPersen: number | null;
  diskonAktif: boolean;
  diskonBerakhir: string | null;
  varian: VariantRecord[];
  createdAt: string;
  updatedAt: string;
}

/** Web category ids of the category seed (`web-kategori-produk/fake/seed.ts`), by POS code group. */
const CATEGORY_BY_GROUP: Record<string, number> = {
  SMN: 1,
  MU: 1,
  BTR: 1,
  PSR: 1,
  CAT: 2,
  PVC: 3,
  KRM: 4,
  GRN: 4,
  BSI: 5,
  BJR: 5,
  KWT: 5,
  TRP: 6,
  GYP: 6,
  ATP: 7,
  LST: 8,
  SNT: 9,
  ALT: 10,
  TMN: 11,
  WP: 12,
  PKU: 13,
  PJD: 14,
};

const categoryOf = (item: CatalogueItem): number | null => {
  // Tile adhesive is sold beside the tiles, whatever its maker's product line.
  if (item.nama.startsWith('Lem Keramik')) return 4;
  return CATEGORY_BY_GROUP[item.kode.split('-')[0] ?? ''] ?? null;
};

const CATEGORY_COLOURS: Record<number, string> = {
  1: '#8d6e63',
  2: '#e53935',
  3: '#1e88e5',
  4: '#6d4c41',
  5: '#546e7a',
  6: '#a1887f',
  7: '#00838f',
  8: '#f9a825',
  9: '#0097a7',
  10: '#5d4037',
  11: '#43a047',
  12: '#00897b',
  13: '#757575',
  14: '#7b1fa2',
};

const SWATCHES: Record<string, string> = {
  PTH: '#f7f7f5',
  BW: '#efe6d2',
  ABM: '#cfd6db',
  KRM: '#f1e0b8',
  PP: '#fafafa',
  MM: '#d9d9de',
  MK: '#a47551',
};

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string);

/** A square product photo as an SVG data URL: no external host, small enough for the demo database. */
const photo = (background: string, label: string, caption: string, dark = false): string => {
  const ink = dark ? '#37474f' : '#ffffff';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${background}"/>` +
    `<rect x="60" y="70" width="280" height="200" rx="28" fill="${ink}" fill-opacity="0.16"/>` +
    `<text x="200" y="196" font-family="Arial, sans-serif" font-size="84" font-weight="700" text-anchor="middle" fill="${ink}">${escapeXml(label)}</text>` +
    `<text x="200" y="330" font-family="Arial, sans-serif" font-size="26" text-anchor="middle" fill="${ink}">${escapeXml(caption)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
};

/** Two or three letters that stand for the product on its photo: "Semen Tiga Roda 50kg" gives "STR". */
const initials = (nama: string): string =>
  nama
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 3)
    .map((word) => word[0]?.toUpperCase())
    .join('');

const shortCaption = (nama: string): string => (nama.length > 24 ? `${nama.slice(0, 23).trimEnd()}…` : nama);

const GALLERY_VIEWS = ['Tampak depan', 'Tampak samping', 'Detail kemasan'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The Jakarta calendar day `days` from `now`, as a date input writes it. */
const jakartaDateIn = (now: Date, days: number): string => {
  const day = jakartaDay(new Date(now.getTime() + days * DAY_MS));
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
};

interface Discount {
  diskonAktif: boolean;
  diskonPersen: number | null;
  diskonBerakhir: string | null;
}

const NO_DISCOUNT: Discount = { diskonAktif: false, diskonPersen: null, diskonBerakhir: null };

/**
 * A spread of discount situations: running with an end date ahead, switched on but already over,
 * running without an end, and switched off with a percent still filled in.
 */
const discountFor = (index: number, rng: Rng, now: Date): Discount => {
  const percent = rng.pick([5, 10, 12, 15, 20, 25]);
  if (index % 9 === 1) return { diskonAktif: true, diskonPersen: percent, diskonBerakhir: jakartaDateIn(now, rng.int(3, 21)) };
  if (index % 9 === 4) return { diskonAktif: true, diskonPersen: percent, diskonBerakhir: jakartaDateIn(now, -rng.int(2, 30)) };
  if (index % 9 === 7) return { diskonAktif: true, diskonPersen: percent, diskonBerakhir: null };
  if (index % 13 === 10) return { diskonAktif: false, diskonPersen: 10, diskonBerakhir: null };
  return NO_DISCOUNT;
};

const roundToHundreds = (value: number): number => Math.round(value / 100) * 100;

const wholesaleFor = (index: number, harga: number, rng: Rng): Pick<WebProductRecord, 'hargaGrosir' | 'minQtyGrosir'> =>
  index % 4 === 2 ? { hargaGrosir: roundToHundreds(harga * 0.95), minQtyGrosir: rng.pick([5, 10, 12, 20]) } : { hargaGrosir: null, minQtyGrosir: null };

/** Variants differ a little in price: tinted paint and patterned tiles cost more than plain white. */
const VARIANT_MARKUP: Record<string, number> = { PTH: 0, BW: 0, ABM: 0.04, KRM: 0.04, PP: 0, MM: 0.08, MK: 0.12 };

/**
 * The seeded web catalogue: every catalogue item linked to its cashier product(s), with drafts,
 * discounts (running, expired, without end, switched off), wholesale prices and variant products.
 */
export const seedProdukWeb = (
  now: Date,
  brands: readonly Merk[],
  cashier: readonly CashierProductRecord[],
  categories: ReadonlyArray<{ id: number | string; namaKategori: string }>,
): WebProductRecord[] => {
  const rng = createRng(0x3eb_0d5);
  const cashierByCode = new Map(cashier.map((record) => [record.kode_barang, record]));
  const brandByName = new Map(brands.map((brand) => [brand.nama, brand]));
  const categoryNames = new Map(categories.map((category) => [String(category.id), category.namaKategori]));
  let nextVariantId = 1;

  return WEB_CATALOGUE.map((item, index): WebProductRecord => {
    const kategoriProdukWebId = categoryOf(item);
    const colour = CATEGORY_COLOURS[kategoriProdukWebId ?? 0] ?? '#607d8b';
    const brand = item.merk ? brandByName.get(item.merk) : undefined;
    const createdAt = new Date(now.getTime() - (WEB_CATALOGUE.length - index) * DAY_MS - (index % 7) * 3_600_000).toISOString();
    const label = initials(item.nama);
    const gallery = GALLERY_VIEWS.slice(0, index % 4).map((view, i) => photo(i % 2 ? '#eceff1' : colour, label, view, i % 2 === 1));

    const variants: VariantRecord[] = (item.varian ?? []).map((variant, variantIndex) => {
      const linked = cashierByCode.get(variantCode(item, variant)) as CashierProductRecord;
      const harga = roundToHundreds(item.harga * (1 + (VARIANT_MARKUP[variant.kode] ?? 0)));
      const discount = variantIndex === 0 ? discountFor(index, rng, now) : NO_DISCOUNT;
      return {
        id: nextVariantId++,
        produkKasirId: linked.id,
        namaTampilanVarian: variant.nama,
        skuVarianWeb: variantCode(item, variant),
        fotoVarianUrls: [photo(SWATCHES[variant.kode] ?? colour, label, variant.nama, true)],
        // Some products keep their last variant off the shop while it is restocked.
        isPublishedVarian: !(index % 3 === 0 && variantIndex === (item.varian?.length ?? 0) - 1),
        hargaJual: harga,
        ...wholesaleFor(variantIndex + 2, harga, rng),
        ...discount,
      };
    });

    const own = variants.length ? undefined : (cashierByCode.get(item.kode) as CashierProductRecord);
    const linkedId = own?.id ?? (variants[0] as VariantRecord).produkKasirId;
    const entitasId = (cashier.find((record) => record.id === linkedId) as CashierProductRecord).entitas_id;
    const kategoriNama = categoryNames.get(String(kategoriProdukWebId)) ?? '';

    return {
      id: index + 1,
      judul: item.nama,
      slug: slugify(item.nama),
      deskripsi: productDescription(item.nama),
      tags: productTags({ judul: item.nama, kategori: kategoriNama, merk: item.merk ?? '' }),
      merkId: typeof brand?.id === 'number' ? brand.id : null,
      kategoriProdukWebId,
      fotoUtamaUrl: photo(colour, label, shortCaption(item.nama)),
      galeriFotoUrls: gallery,
      entitasId,
      produkKasirId: linkedId,
      isPublishedInduk: index % 8 !== 5,
      ...(variants.length
        ? { hargaJual: null, hargaGrosir: null, minQtyGrosir: null, ...NO_DISCOUNT }
        : { hargaJual: item.harga, ...wholesaleFor(index, item.harga, rng), ...discountFor(index, rng, now) }),
      varian: variants,
      createdAt,
      updatedAt: createdAt,
    };
  });
};
