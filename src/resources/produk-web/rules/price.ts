import { startOfJakartaDay } from '../../../domain/jakartaTime';

export type PriceType = 'DISKON' | 'GROSIR' | 'NORMAL';

/** The price fields a product without variants, or one variant, carries. */
export interface PriceFields {
  hargaJual?: number | null;
  hargaGrosir?: number | null;
  diskonPersen?: number | null;
  diskonAktif?: boolean | null;
  diskonBerakhir?: string | null;
}

export interface ComputedPrice {
  hargaTampil: number;
  /** The struck-through price: the selling price before the discount, only for DISKON. */
  hargaCoret: number | null;
  tipeHarga: PriceType;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When a discount stops: a date without a time (what the form sends) runs to the end of that day in
 * Jakarta, so a discount "until 31 May" is still on during the evening of 31 May WIB.
 */
export const discountEndsAt = (diskonBerakhir: string | null | undefined): Date | null => {
  if (!diskonBerakhir) return null;
  if (DATE_ONLY.test(diskonBerakhir)) {
    const [year, month, day] = diskonBerakhir.split('-').map(Number) as [number, number, number];
    return startOfJakartaDay({ year, month, day: day + 1 });
  }
  const end = new Date(diskonBerakhir);
  return Number.isNaN(end.getTime()) ? null : end;
};

/** A discount applies when switched on, above 0 %, and not past its end date (no end date: no expiry). */
export const isDiscountRunning = (fields: PriceFields, now: Date): boolean => {
  if (!fields.diskonAktif || !fields.diskonPersen || fields.diskonPersen <= 0) return false;
  if (!fields.diskonBerakhir) return true;
  const end = discountEndsAt(fields.diskonBerakhir);
  // An unreadable end date is treated as expired rather than as a discount that never ends.
  return end !== null && now.getTime() < end.getTime();
};

/** The selling price after `percent` off, in whole rupiah. */
export const discountedPrice = (hargaJual: number, percent: number): number =>
  Math.round((hargaJual * (100 - Math.min(100, Math.max(0, percent)))) / 100);

/**
 * The server's price rule (catalogue spec §3): a running discount gives DISKON with the selling price
 * struck through; otherwise a wholesale price gives GROSIR; otherwise NORMAL.
 */
export const computePrice = (fields: PriceFields, now: Date): ComputedPrice => {
  const hargaJual = fields.hargaJual ?? 0;
  if (isDiscountRunning(fields, now)) {
    return { hargaTampil: discountedPrice(hargaJual, fields.diskonPersen ?? 0), hargaCoret: hargaJual, tipeHarga: 'DISKON' };
  }
  if (fields.hargaGrosir && fields.hargaGrosir > 0) return { hargaTampil: hargaJual, hargaCoret: null, tipeHarga: 'GROSIR' };
  return { hargaTampil: hargaJual, hargaCoret: null, tipeHarga: 'NORMAL' };
};

export interface VariantPriceFields extends PriceFields {
  isPublishedVarian?: boolean | null;
}

/**
 * A product with variants shows the price of its cheapest published variant (by the price a customer
 * pays). With no published variant it falls back to the cheapest of all, so the list still shows what
 * the product would cost once a variant is published.
 */
export const computeVariantProductPrice = (variants: readonly VariantPriceFields[], now: Date): ComputedPrice => {
  const published = variants.filter((variant) => variant.isPublishedVarian !== false);
  const pool = published.length ? published : variants;
  let cheapest: ComputedPrice | null = null;
  for (const variant of pool) {
    const price = computePrice(variant, now);
    if (!cheapest || price.hargaTampil < cheapest.hargaTampil) cheapest = price;
  }
  return cheapest ?? { hargaTampil: 0, hargaCoret: null, tipeHarga: 'NORMAL' };
};
