import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';

/**
 * Web products, their variants and the cashier (POS) products they link to (catalogue spec §3). Fields
 * the spec marks optional, or that a backend may leave out, are optional-nullable so a sparse answer is
 * still a valid product; screens read them through the domain rules in src/domain/product.
 */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

export const tipeHarga = z.enum(['DISKON', 'GROSIR', 'NORMAL']);
export type TipeHarga = z.infer<typeof tipeHarga>;

/** What the server computes from the discount and the wholesale price (never sent by the client). */
const computedPrice = {
  hargaTampil: maybe(numeric),
  hargaCoret: maybe(numeric),
  // The spec spells the plain case "normal"; accept any casing a backend sends.
  tipeHarga: maybe(z.pipe(z.string(), z.transform((value) => value.toUpperCase()))),
};

const priceFields = {
  hargaJual: maybe(numeric),
  hargaGrosir: maybe(numeric),
  minQtyGrosir: maybe(numeric),
  diskonPersen: maybe(numeric),
  diskonAktif: maybe(z.boolean()),
  diskonBerakhir: maybe(z.string()),
};

export const variantSchema = z.object({
  id,
  produkKasirId: maybe(id),
  namaTampilanVarian: z.string(),
  skuVarianWeb: maybe(z.string()),
  fotoVarianUrls: maybe(z.array(z.string())),
  isPublishedVarian: maybe(z.boolean()),
  ...priceFields,
  ...computedPrice,
  /** Edit view only: the linked cashier product's name and cost, read-only. */
  produkKasirNama: maybe(z.string()),
  hargaModal: maybe(numeric),
});
export type WebProductVariant = z.infer<typeof variantSchema>;

export const webProductSchema = z.object({
  id,
  judul: z.string(),
  slug: maybe(z.string()),
  deskripsi: maybe(z.string()),
  tags: maybe(z.string()),
  merk: maybe(z.string()),
  merkId: maybe(id),
  kategoriProdukWebId: maybe(id),
  fotoUtamaUrl: maybe(z.string()),
  galeriFotoUrls: maybe(z.array(z.string())),
  entitasId: maybe(z.string()),
  produkKasirId: maybe(id),
  isPublishedInduk: maybe(z.boolean()),
  ...priceFields,
  ...computedPrice,
  // Flash-sale views (home builder) read these.
  hargaNormal: maybe(numeric),
  hargaMulaiDari: maybe(numeric),
  hargaSetelahDiskon: maybe(numeric),
  varian: maybe(z.array(variantSchema)),
});
export type WebProduct = z.infer<typeof webProductSchema>;

/** GET /admin/produk-web/{id}/edit: the product plus read-only information from the cashier product. */
export const webProductEditSchema = z.object({
  ...webProductSchema.shape,
  entitasNama: maybe(z.string()),
  beratGram: maybe(numeric),
  panjangCm: maybe(numeric),
  lebarCm: maybe(numeric),
  tinggiCm: maybe(numeric),
  merkNama: maybe(z.string()),
  produkKasirNama: maybe(z.string()),
  /** The cashier product's cost, for the selling-price generator. */
  hargaModal: maybe(numeric),
});
export type WebProductEdit = z.infer<typeof webProductEditSchema>;

/** A cashier product not yet linked to any web product or variant (catalogue spec §3). */
export const cashierProductSchema = z.object({
  id,
  nama_produk: z.string(),
  entitas_id: z.string(),
  harga_modal: numeric,
  berat_gram: maybe(numeric),
  panjang_cm: maybe(numeric),
  lebar_cm: maybe(numeric),
  tinggi_cm: maybe(numeric),
});
export type CashierProduct = z.infer<typeof cashierProductSchema>;

// ---- Requests ---------------------------------------------------------------------------------------

const nullableMoney = z.nullable(z.number().check(z.minimum(0)));
// The 0-100 range is checked by the server with the form's message, not as a shape error.
const nullablePercent = z.nullable(z.number());
const nullableDate = z.nullable(z.string());

const variantPriceInput = {
  hargaJual: nullableMoney,
  hargaGrosir: nullableMoney,
  minQtyGrosir: z.nullable(z.int().check(z.minimum(0))),
  diskonPersen: nullablePercent,
  diskonAktif: z.boolean(),
  diskonBerakhir: nullableDate,
};

/** One variant of the create payload (catalogue spec §7). */
export const variantInputSchema = z.object({
  produkKasirId: z.nullable(id),
  namaTampilanVarian: z.string(),
  skuVarianWeb: z.nullable(z.string()),
  fotoVarianUrls: z.array(z.string()),
  isPublishedVarian: z.boolean(),
  ...variantPriceInput,
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/** One variant of the update payload: `idVarianExisting` is null for a variant added while editing. */
export const variantUpdateInputSchema = z.object({
  ...variantInputSchema.shape,
  idVarianExisting: z.nullable(id),
});
export type VariantUpdateInput = z.infer<typeof variantUpdateInputSchema>;

const productInputFields = {
  entitasId: z.nullable(z.string()),
  judul: z.string(),
  deskripsi: z.string(),
  kategoriProdukWebId: z.nullable(id),
  merkId: z.nullable(id),
  fotoUtamaUrl: z.nullable(z.string()),
  galeriFotoUrls: z.array(z.string()),
  produkKasirId: z.nullable(id),
  ...variantPriceInput,
  // Null with the other price fields in variant mode.
  diskonAktif: z.nullable(z.boolean()),
  tags: z.string(),
  slug: z.string(),
};

/** POST /admin/produk-web. Product-level price fields are null in variant mode; `varian` is [] without. */
export const productCreateInputSchema = z.object({
  ...productInputFields,
  varian: z.array(variantInputSchema),
});
export type ProdukWebCreateInput = z.infer<typeof productCreateInputSchema>;

/** PUT /admin/produk-web/{id}: the create fields plus the ids of what already exists and the publish flag. */
export const productUpdateInputSchema = z.object({
  ...productInputFields,
  idIndukExisting: id,
  isPublishedInduk: z.boolean(),
  varian: z.array(variantUpdateInputSchema),
});
export type ProdukWebUpdateInput = z.infer<typeof productUpdateInputSchema>;

export const generateDescriptionInputSchema = z.object({ judul: z.string() });
export const generateSellingPriceInputSchema = z.object({
  namaProduk: z.string(),
  hargaModal: z.number(),
  kategori: z.string(),
  merk: z.string(),
});
export const generateSlugTagsInputSchema = z.object({
  judul: z.string(),
  deskripsi: z.string(),
  kategori: z.string(),
  merk: z.string(),
});

/** POST /admin/produk-web/toggle-flash-sale: switching off sends no discount and no date. */
export const flashSaleToggleInputSchema = z.object({
  produkWebId: id,
  aktifkan: z.boolean(),
  diskonPersen: z.optional(z.nullable(z.number())),
  tanggalBerakhir: z.optional(z.nullable(z.string())),
});
export type FlashSaleToggleInput = z.infer<typeof flashSaleToggleInputSchema>;

/**
 * A storefront product as `GET /web/produk` lists it (banner links, AI banners, reviews). Only the
 * fields those read; the storefront may call the title `nama`.
 */
export const storefrontProductSchema = z.looseObject({
  id,
  judul: maybe(z.string()),
  nama: maybe(z.string()),
  slug: maybe(z.string()),
  fotoUtamaUrl: maybe(z.string()),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;
