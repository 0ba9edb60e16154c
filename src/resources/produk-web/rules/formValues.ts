import type { Id } from '../../../api/schemas/common';
import type { WebProductEdit } from '../schemas';
import { existingImages, type UploadedImage } from '../../../domain/image/uploadedImage';
import { jakartaDay } from '../../../domain/jakartaTime';
import { discountEndsAt } from './price';

/** The price fields a product without variants, or one variant, holds in the form. */
export interface PriceFormValues {
  hargaJual: number | null;
  hargaGrosir: number | null;
  minQtyGrosir: number | null;
  diskonAktif: boolean;
  diskonPersen: number | null;
  /** `YYYY-MM-DD` (a date input's value), or '' for no end date. */
  diskonBerakhir: string;
}

export interface VariantFormValues extends PriceFormValues {
  /** The stored variant's id when editing; null for a variant added in this form. */
  idVarianExisting: Id | null;
  produkKasirId: Id | null;
  /** Form-only: the chosen cashier product's entity and name, kept when it is picked. */
  entitasId: string | null;
  produkKasirNama: string;
  hargaModal: number | null;
  namaTampilanVarian: string;
  skuVarianWeb: string;
  fotoVarian: UploadedImage[];
  isPublishedVarian: boolean;
}

/** The cashier product's read-only facts shown beside the form (catalogue spec §2). */
export interface PosInfo {
  entitasId: string | null;
  produkKasirNama: string;
  hargaModal: number | null;
  beratGram: number | null;
  panjangCm: number | null;
  lebarCm: number | null;
  tinggiCm: number | null;
}

export interface ProdukWebFormValues extends PriceFormValues, PosInfo {
  id?: Id;
  produkKasirId: Id | null;
  judul: string;
  deskripsi: string;
  tags: string;
  slug: string;
  kategoriProdukWebId: Id | null;
  merkId: Id | null;
  /** Edit only: the brand follows the cashier product and is shown, not chosen. */
  merkNama: string;
  fotoUtama: UploadedImage[];
  galeri: UploadedImage[];
  pakaiVarian: boolean;
  isPublishedInduk: boolean;
  varian: VariantFormValues[];
}

export const emptyPrice = (): PriceFormValues => ({
  hargaJual: null,
  hargaGrosir: null,
  minQtyGrosir: null,
  diskonAktif: false,
  diskonPersen: null,
  diskonBerakhir: '',
});

/** A new variant card: published by default (catalogue spec §3). */
export const emptyVariant = (): VariantFormValues => ({
  ...emptyPrice(),
  idVarianExisting: null,
  produkKasirId: null,
  entitasId: null,
  produkKasirNama: '',
  hargaModal: null,
  namaTampilanVarian: '',
  skuVarianWeb: '',
  fotoVarian: [],
  isPublishedVarian: true,
});

/**
 * Whether removing a variant card would lose something the administrator gave it: a stored variant, a
 * cashier product, a name, SKU or price, or a photo. An untouched new card goes without asking.
 */
export const isVariantFilled = (variant: Partial<VariantFormValues> | undefined): boolean => {
  if (!variant) return false;
  const blank = emptyVariant();
  return (Object.keys(blank) as (keyof VariantFormValues)[]).some((key) => {
    const value = variant[key];
    if (key === 'fotoVarian') return Array.isArray(value) && value.length > 0;
    if (key === 'isPublishedVarian') return false;
    if (typeof value === 'string') return value.trim() !== '';
    return value !== null && value !== undefined && value !== blank[key];
  });
};

export const emptyPosInfo = (): PosInfo => ({
  entitasId: null,
  produkKasirNama: '',
  hargaModal: null,
  beratGram: null,
  panjangCm: null,
  lebarCm: null,
  tinggiCm: null,
});

/** The add form's starting values. New products are drafts until published from the edit form. */
export const emptyProduct = (): ProdukWebFormValues => ({
  ...emptyPrice(),
  ...emptyPosInfo(),
  produkKasirId: null,
  judul: '',
  deskripsi: '',
  tags: '',
  slug: '',
  kategoriProdukWebId: null,
  merkId: null,
  merkNama: '',
  fotoUtama: [],
  galeri: [],
  pakaiVarian: false,
  isPublishedInduk: false,
  varian: [],
});

const pad = (n: number): string => String(n).padStart(2, '0');

/** A stored end date as the date input's `YYYY-MM-DD` (the Jakarta day the discount still runs on). */
export const toDateInput = (value: string | null | undefined): string => {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const end = discountEndsAt(value);
  if (!end) return '';
  // The last moment the discount runs, in Jakarta.
  const day = jakartaDay(new Date(end.getTime() - 1));
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
};

const priceFromRecord = (record: {
  hargaJual?: number | null;
  hargaGrosir?: number | null;
  minQtyGrosir?: number | null;
  diskonAktif?: boolean | null;
  diskonPersen?: number | null;
  diskonBerakhir?: string | null;
}): PriceFormValues => ({
  hargaJual: record.hargaJual ?? null,
  hargaGrosir: record.hargaGrosir ?? null,
  minQtyGrosir: record.minQtyGrosir ?? null,
  diskonAktif: Boolean(record.diskonAktif),
  diskonPersen: record.diskonPersen ?? null,
  diskonBerakhir: toDateInput(record.diskonBerakhir),
});

/** The edit form's values from GET /admin/produk-web/{id}/edit. Variant mode is fixed by what exists. */
export const toFormValues = (record: WebProductEdit): ProdukWebFormValues => {
  const variants = record.varian ?? [];
  return {
    ...priceFromRecord(record),
    id: record.id,
    produkKasirId: record.produkKasirId ?? null,
    entitasId: record.entitasId ?? null,
    produkKasirNama: record.produkKasirNama ?? '',
    hargaModal: record.hargaModal ?? null,
    beratGram: record.beratGram ?? null,
    panjangCm: record.panjangCm ?? null,
    lebarCm: record.lebarCm ?? null,
    tinggiCm: record.tinggiCm ?? null,
    judul: record.judul,
    deskripsi: record.deskripsi ?? '',
    tags: record.tags ?? '',
    slug: record.slug ?? '',
    kategoriProdukWebId: record.kategoriProdukWebId ?? null,
    merkId: record.merkId ?? null,
    merkNama: record.merkNama ?? record.merk ?? '',
    fotoUtama: existingImages([record.fotoUtamaUrl]),
    galeri: existingImages(record.galeriFotoUrls ?? []),
    pakaiVarian: variants.length > 0,
    isPublishedInduk: Boolean(record.isPublishedInduk),
    varian: variants.map((variant) => ({
      ...priceFromRecord(variant),
      idVarianExisting: variant.id,
      produkKasirId: variant.produkKasirId ?? null,
      entitasId: record.entitasId ?? null,
      produkKasirNama: variant.produkKasirNama ?? '',
      hargaModal: variant.hargaModal ?? null,
      namaTampilanVarian: variant.namaTampilanVarian,
      skuVarianWeb: variant.skuVarianWeb ?? '',
      fotoVarian: existingImages(variant.fotoVarianUrls ?? []),
      isPublishedVarian: variant.isPublishedVarian !== false,
    })),
  };
};
