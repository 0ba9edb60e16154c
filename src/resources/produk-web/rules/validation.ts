import { produkWebMessages as m } from '../messages';
import { unreadableNumberError } from '../../../domain/number';
import { slugify } from '../../../domain/slugify';
import {
  cleanLine,
  cleanMultiline,
  dateProblem,
  dateProblemMessage,
  endDateNotBefore,
  isBlankText,
  rupiahError,
  TEXT_LIMITS,
  tooLongError,
} from '../../../domain/validation';
import type { PriceFormValues, ProdukWebFormValues, VariantFormValues } from './formValues';

export type ProdukWebFormMode = 'create' | 'edit';

type FieldErrors<T> = Partial<Record<keyof T, string>>;

export type VariantErrors = FieldErrors<VariantFormValues>;

/** Errors shaped like the form (react-admin's `validate`), plus `varianMin` for the variant list itself. */
export type ProdukWebFormErrors = FieldErrors<Omit<ProdukWebFormValues, 'varian'>> & {
  varianMin?: string;
  varian?: VariantErrors[];
};

/** The discount end dates a product was loaded with (`YYYY-MM-DD`), its own and by stored variant id. */
export interface StoredDiscountEnds {
  product: string | null;
  variants: ReadonlyMap<string, string | null>;
}

export interface ValidationContext {
  /** Ids of the unlinked cashier products the server listed; a chosen id outside it no longer exists. */
  knownCashierIds?: ReadonlySet<string>;
  /** Today in Jakarta (`jakartaToday`): a discount end set or moved before it is refused. */
  today?: string;
  /** Edit: the end dates loaded, which may have passed and stay as long as they are not moved. */
  storedDiscountEnds?: StoredDiscountEnds;
}

/** What the discount end rule needs for one price block: today, and the end it was loaded with. */
export interface PriceRuleContext {
  today?: string;
  storedEnd?: string | null;
}

/** The end dates an edit form starts from, so that only a new or moved end must lie ahead. */
export const storedDiscountEnds = (values: Pick<ProdukWebFormValues, 'diskonBerakhir' | 'varian'>): StoredDiscountEnds => ({
  product: values.diskonBerakhir || null,
  variants: new Map(
    values.varian.filter((variant) => variant.idVarianExisting !== null).map((variant) => [String(variant.idVarianExisting), variant.diskonBerakhir || null]),
  ),
});

export const MIN_WHOLESALE_QTY = 2;

/**
 * The discount's end: a calendar day from 2000 to 2100 (domain/validation), and while the discount is
 * on, not before today once it is set or moved.
 */
const discountEndError = (price: PriceFormValues, context: PriceRuleContext): string | null => {
  if (!price.diskonBerakhir) return null;
  const notBefore =
    price.diskonAktif && context.today !== undefined ? endDateNotBefore(price.diskonBerakhir, context.today, context.storedEnd) : undefined;
  const problem = dateProblem(price.diskonBerakhir, { notBefore });
  if (!problem) return null;
  return problem === 'invalid' ? m.diskonDateInvalid : dateProblemMessage(problem, m.diskonBerakhirField);
};

/** A price in whole rupiah up to the shop's maximum, checked once the spec's own rule passed. */
const moneyError = (value: number | null): string | null => (typeof value === 'number' ? rupiahError(value) : null);

/**
 * Price, wholesale and discount rules for a product without variants or for one variant. The spec
 * fixes the discount at 0-100 %; the wholesale rules are what a server needs for the GROSIR price.
 */
export const priceErrors = (price: PriceFormValues, context: PriceRuleContext = {}): FieldErrors<PriceFormValues> => {
  const errors: FieldErrors<PriceFormValues> = {};
  const hargaJualMoney = moneyError(price.hargaJual);
  const hargaGrosirMoney = moneyError(price.hargaGrosir);
  if (price.hargaJual === null || price.hargaJual <= 0) errors.hargaJual = m.hargaJualRequired;
  else if (hargaJualMoney) errors.hargaJual = hargaJualMoney;
  if (hargaGrosirMoney) errors.hargaGrosir = hargaGrosirMoney;
  if (price.hargaGrosir !== null && price.hargaGrosir > 0) {
    if (price.minQtyGrosir === null || price.minQtyGrosir < MIN_WHOLESALE_QTY) errors.minQtyGrosir = m.grosirMinQtyRequired;
    if (!hargaGrosirMoney && price.hargaJual !== null && price.hargaJual > 0 && price.hargaGrosir >= price.hargaJual) errors.hargaGrosir = m.grosirBelowPrice;
  }
  if (price.diskonPersen !== null && (price.diskonPersen < 0 || price.diskonPersen > 100)) errors.diskonPersen = m.diskonRange;
  else if (price.diskonAktif && price.diskonPersen === null) errors.diskonPersen = m.diskonRequired;
  const endError = discountEndError(price, context);
  if (endError) errors.diskonBerakhir = endError;
  // Text the number rule refused (domain/number) says why, before any rule above.
  for (const field of ['hargaJual', 'hargaGrosir', 'minQtyGrosir', 'diskonPersen'] as const) {
    const typed = unreadableNumberError(price[field]);
    if (typed) errors[field] = typed;
  }
  return errors;
};

const cashierMissing = (id: ProdukWebFormValues['produkKasirId']): boolean => id === null || id === undefined || id === '';

const unknownCashier = (id: ProdukWebFormValues['produkKasirId'], context: ValidationContext): boolean =>
  !cashierMissing(id) && context.knownCashierIds !== undefined && !context.knownCashierIds.has(String(id));

/** A variant's name (required, at most 100 characters) and SKU (at most 60), as the server holds them. */
export const variantTextErrors = (variant: Pick<VariantFormValues, 'namaTampilanVarian' | 'skuVarianWeb'>): Pick<VariantErrors, 'namaTampilanVarian' | 'skuVarianWeb'> => {
  const errors: Pick<VariantErrors, 'namaTampilanVarian' | 'skuVarianWeb'> = {};
  const nama = cleanLine(variant.namaTampilanVarian);
  const namaLong = tooLongError(nama, TEXT_LIMITS.name, m.variantName);
  if (!nama) errors.namaTampilanVarian = m.variantNameRequired;
  else if (namaLong) errors.namaTampilanVarian = namaLong;
  const skuLong = tooLongError(cleanLine(variant.skuVarianWeb), TEXT_LIMITS.sku, m.variantSkuField);
  if (skuLong) errors.skuVarianWeb = skuLong;
  return errors;
};

/**
 * Title (required, at most 100 characters, so its slug fits), description (2000), tags (500) and
 * slug (120 once normalised), with invisible characters removed first. Shared by the form and the
 * fake server.
 */
export const productTextErrors = (
  values: Pick<ProdukWebFormValues, 'judul' | 'deskripsi' | 'tags' | 'slug'>,
): Partial<Record<'judul' | 'deskripsi' | 'tags' | 'slug', string>> => {
  const errors: Partial<Record<'judul' | 'deskripsi' | 'tags' | 'slug', string>> = {};
  const judul = cleanLine(values.judul);
  const judulLong = tooLongError(judul, TEXT_LIMITS.name, m.judul);
  if (isBlankText(judul)) errors.judul = m.judulRequired;
  else if (judulLong) errors.judul = judulLong;
  const deskripsiLong = tooLongError(cleanMultiline(values.deskripsi), TEXT_LIMITS.description, m.deskripsi);
  if (deskripsiLong) errors.deskripsi = deskripsiLong;
  const tagsLong = tooLongError(cleanLine(values.tags), TEXT_LIMITS.tags, m.tagsField);
  if (tagsLong) errors.tags = tagsLong;
  // The server stores the slug normalised (spec: only lowercase, digits and hyphens); that is what must fit.
  const slugLong = tooLongError(slugify(cleanLine(values.slug)), TEXT_LIMITS.slug, m.slug);
  if (slugLong) errors.slug = slugLong;
  return errors;
};

const variantErrors = (variants: readonly VariantFormValues[], context: ValidationContext): VariantErrors[] => {
  const seen = new Set<string>();
  return variants.map((variant, index) => {
    const storedEnd = variant.idVarianExisting !== null ? context.storedDiscountEnds?.variants.get(String(variant.idVarianExisting)) : undefined;
    const errors: VariantErrors = { ...priceErrors(variant, { today: context.today, storedEnd }), ...variantTextErrors(variant) };
    if (cashierMissing(variant.produkKasirId)) {
      // The first variant carries the product's own link in variant mode (catalogue spec §5).
      errors.produkKasirId = index === 0 ? m.cashierRequired : m.variantCashierRequired;
    } else {
      const key = String(variant.produkKasirId);
      // A stored variant's cashier product is linked (to it), so only new choices are checked.
      if (variant.idVarianExisting === null && unknownCashier(variant.produkKasirId, context)) errors.produkKasirId = m.cashierNotFound;
      else if (seen.has(key)) errors.produkKasirId = m.cashierUsedTwice;
      seen.add(key);
    }
    return errors;
  });
};

/**
 * The product form's rules (catalogue spec §5). Add: a cashier product (at product level, or on the first
 * variant in variant mode) that still exists, title, category, brand and main photo, named variants and
 * at least one of them. Edit: title, category and selling price, at least one variant in variant mode;
 * the linked cashier product and brand are read-only there, and the main photo is not asked for (a
 * stored product without one can be saved).
 */
export const validateProdukWeb = (values: ProdukWebFormValues, mode: ProdukWebFormMode, context: ValidationContext = {}): ProdukWebFormErrors => {
  const errors: ProdukWebFormErrors = { ...productTextErrors(values) };
  if (values.kategoriProdukWebId === null || values.kategoriProdukWebId === '') errors.kategoriProdukWebId = m.kategoriRequired;
  if (mode === 'create' && (values.merkId === null || values.merkId === '')) errors.merkId = m.merkRequired;
  if (mode === 'create' && values.fotoUtama.length === 0) errors.fotoUtama = m.mainPhotoRequired;

  if (values.pakaiVarian) {
    if (values.varian.length === 0) errors.varianMin = mode === 'create' ? m.variantRequired : m.variantRequiredEdit;
    const perVariant = variantErrors(values.varian, context);
    if (perVariant.some((e) => Object.keys(e).length > 0)) errors.varian = perVariant;
    return errors;
  }

  if (mode === 'create') {
    if (cashierMissing(values.produkKasirId)) errors.produkKasirId = m.cashierRequired;
    else if (unknownCashier(values.produkKasirId, context)) errors.produkKasirId = m.cashierNotFound;
  }
  Object.assign(errors, priceErrors(values, { today: context.today, storedEnd: context.storedDiscountEnds?.product }));
  return errors;
};

