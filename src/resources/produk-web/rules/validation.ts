import { produkWebMessages as m } from '../messages';
import type { PriceFormValues, ProdukWebFormValues, VariantFormValues } from './formValues';

export type ProdukWebFormMode = 'create' | 'edit';

type FieldErrors<T> = Partial<Record<keyof T, string>>;

export type VariantErrors = FieldErrors<VariantFormValues>;

/** Errors shaped like the form (react-admin's `validate`), plus `varianMin` for the variant list itself. */
export type ProdukWebFormErrors = FieldErrors<Omit<ProdukWebFormValues, 'varian'>> & {
  varianMin?: string;
  varian?: VariantErrors[];
};

export interface ValidationContext {
  /** Ids of the unlinked cashier products the server listed; a chosen id outside it no longer exists. */
  knownCashierIds?: ReadonlySet<string>;
}

export const MIN_WHOLESALE_QTY = 2;

const isDateInput = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * Price, wholesale and discount rules for a product without variants or for one variant. The spec
 * fixes the discount at 0-100 %; the wholesale rules are what a server needs for the GROSIR price.
 */
export const priceErrors = (price: PriceFormValues): FieldErrors<PriceFormValues> => {
  const errors: FieldErrors<PriceFormValues> = {};
  if (price.hargaJual === null || price.hargaJual <= 0) errors.hargaJual = m.hargaJualRequired;
  if (price.hargaGrosir !== null && price.hargaGrosir > 0) {
    if (price.minQtyGrosir === null || price.minQtyGrosir < MIN_WHOLESALE_QTY) errors.minQtyGrosir = m.grosirMinQtyRequired;
    if (price.hargaJual !== null && price.hargaJual > 0 && price.hargaGrosir >= price.hargaJual) errors.hargaGrosir = m.grosirBelowPrice;
  }
  if (price.diskonPersen !== null && (price.diskonPersen < 0 || price.diskonPersen > 100)) errors.diskonPersen = m.diskonRange;
  else if (price.diskonAktif && price.diskonPersen === null) errors.diskonPersen = m.diskonRequired;
  if (price.diskonBerakhir && !isDateInput(price.diskonBerakhir)) errors.diskonBerakhir = m.diskonDateInvalid;
  return errors;
};

const cashierMissing = (id: ProdukWebFormValues['produkKasirId']): boolean => id === null || id === undefined || id === '';

const unknownCashier = (id: ProdukWebFormValues['produkKasirId'], context: ValidationContext): boolean =>
  !cashierMissing(id) && context.knownCashierIds !== undefined && !context.knownCashierIds.has(String(id));

const variantErrors = (variants: readonly VariantFormValues[], context: ValidationContext): VariantErrors[] => {
  const seen = new Set<string>();
  return variants.map((variant, index) => {
    const errors: VariantErrors = { ...priceErrors(variant) };
    if (!variant.namaTampilanVarian.trim()) errors.namaTampilanVarian = m.variantNameRequired;
    if (cashierMissing(variant.produkKasirId)) {
      // The first variant carries the product's own link in variant mode (spec section 5).
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
 * The product form's rules (spec section 5). Add: a cashier product (at product level, or on the first
 * variant in variant mode) that still exists, title, category, brand and main photo, named variants and
 * at least one of them. Edit: title, category and selling price, at least one variant in variant mode;
 * the linked cashier product and brand are read-only there.
 */
export const validateProdukWeb = (values: ProdukWebFormValues, mode: ProdukWebFormMode, context: ValidationContext = {}): ProdukWebFormErrors => {
  const errors: ProdukWebFormErrors = {};
  if (!values.judul.trim()) errors.judul = m.judulRequired;
  if (values.kategoriProdukWebId === null || values.kategoriProdukWebId === '') errors.kategoriProdukWebId = m.kategoriRequired;
  if (mode === 'create' && (values.merkId === null || values.merkId === '')) errors.merkId = m.merkRequired;
  if (values.fotoUtama.length === 0) errors.fotoUtama = m.mainPhotoRequired;

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
  Object.assign(errors, priceErrors(values));
  return errors;
};

