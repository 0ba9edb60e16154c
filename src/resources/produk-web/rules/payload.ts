import type { ProdukWebCreateInput, ProdukWebUpdateInput, VariantInput, VariantUpdateInput } from '../schemas';
import type { PriceFormValues, ProdukWebFormValues, VariantFormValues } from './formValues';

/** A variant once its photos are stored: URLs in place of the uploader's images. */
export type VariantWithPhotoUrls = Omit<VariantFormValues, 'fotoVarian'> & { fotoVarianUrls: string[] };

/** The form's values once every photo is stored (what the save step hands to the payload builders). */
export type ProdukWebWithPhotoUrls = Omit<ProdukWebFormValues, 'fotoUtama' | 'galeri' | 'varian'> & {
  fotoUtamaUrl: string | null;
  galeriFotoUrls: string[];
  varian: VariantWithPhotoUrls[];
};

export interface StoredPhotoUrls {
  fotoUtamaUrl: string | null;
  galeriFotoUrls: string[];
  /** One list per variant, in the form's order. */
  varian: string[][];
}

/** Puts the stored photos' URLs in place of the uploader's images. */
export const withPhotoUrls = (values: ProdukWebFormValues, urls: StoredPhotoUrls): ProdukWebWithPhotoUrls => {
  const { fotoUtama: _main, galeri: _gallery, varian, ...rest } = values;
  return {
    ...rest,
    fotoUtamaUrl: urls.fotoUtamaUrl,
    galeriFotoUrls: urls.galeriFotoUrls,
    varian: varian.map(({ fotoVarian: _photos, ...variant }, index) => ({ ...variant, fotoVarianUrls: urls.varian[index] ?? [] })),
  };
};

type PricePayload = Pick<VariantInput, 'hargaJual' | 'hargaGrosir' | 'minQtyGrosir' | 'diskonPersen' | 'diskonAktif' | 'diskonBerakhir'>;

const positiveOrNull = (value: number | null): number | null => (value !== null && value > 0 ? value : null);

/**
 * Price fields as sent: a wholesale price of 0 means none (and then no minimum quantity); a switched-off
 * discount sends neither percent nor end date, so a stale date cannot come back to life.
 */
const pricePayload = (price: PriceFormValues): PricePayload => {
  const hargaGrosir = positiveOrNull(price.hargaGrosir);
  return {
    hargaJual: price.hargaJual,
    hargaGrosir,
    minQtyGrosir: hargaGrosir === null ? null : price.minQtyGrosir,
    diskonAktif: price.diskonAktif,
    diskonPersen: price.diskonAktif ? price.diskonPersen : null,
    diskonBerakhir: price.diskonAktif && price.diskonBerakhir ? price.diskonBerakhir : null,
  };
};

/** Variant mode: the product's own price fields are null (catalogue spec §4). */
const NO_PRODUCT_PRICE = {
  hargaJual: null,
  hargaGrosir: null,
  minQtyGrosir: null,
  diskonPersen: null,
  diskonAktif: null,
  diskonBerakhir: null,
} as const;

const variantPayload = (variant: VariantWithPhotoUrls): VariantInput => ({
  produkKasirId: variant.produkKasirId,
  namaTampilanVarian: variant.namaTampilanVarian.trim(),
  skuVarianWeb: variant.skuVarianWeb.trim() || null,
  fotoVarianUrls: variant.fotoVarianUrls,
  isPublishedVarian: variant.isPublishedVarian,
  ...pricePayload(variant),
});

/** The product's cashier link: its own, or in variant mode the first variant's (catalogue spec §5). */
const productCashier = (values: ProdukWebWithPhotoUrls): Pick<ProdukWebCreateInput, 'produkKasirId' | 'entitasId'> => {
  if (values.pakaiVarian) {
    const first = values.varian[0];
    return { produkKasirId: first?.produkKasirId ?? null, entitasId: first?.entitasId ?? values.entitasId };
  }
  return { produkKasirId: values.produkKasirId, entitasId: values.entitasId };
};

const commonFields = (values: ProdukWebWithPhotoUrls) => ({
  judul: values.judul.trim(),
  deskripsi: values.deskripsi.trim(),
  kategoriProdukWebId: values.kategoriProdukWebId,
  merkId: values.merkId,
  fotoUtamaUrl: values.fotoUtamaUrl,
  galeriFotoUrls: values.galeriFotoUrls,
  ...(values.pakaiVarian ? NO_PRODUCT_PRICE : pricePayload(values)),
  tags: values.tags.trim(),
  slug: values.slug.trim(),
});

/** POST /admin/produk-web (catalogue spec §7), plus tags and slug. */
export const buildCreatePayload = (values: ProdukWebWithPhotoUrls): ProdukWebCreateInput => ({
  ...productCashier(values),
  ...commonFields(values),
  varian: values.pakaiVarian ? values.varian.map(variantPayload) : [],
});

/**
 * PUT /admin/produk-web/{id}: the same fields plus idIndukExisting, isPublishedInduk and each variant's
 * idVarianExisting (null for a variant added while editing). The cashier link is the stored one.
 */
export const buildUpdatePayload = (values: ProdukWebWithPhotoUrls & { id: NonNullable<ProdukWebFormValues['id']> }): ProdukWebUpdateInput => ({
  entitasId: values.entitasId,
  produkKasirId: values.pakaiVarian ? (values.produkKasirId ?? values.varian[0]?.produkKasirId ?? null) : values.produkKasirId,
  ...commonFields(values),
  idIndukExisting: values.id,
  isPublishedInduk: values.isPublishedInduk,
  varian: values.pakaiVarian
    ? values.varian.map((variant): VariantUpdateInput => ({ idVarianExisting: variant.idVarianExisting, ...variantPayload(variant) }))
    : [],
});
