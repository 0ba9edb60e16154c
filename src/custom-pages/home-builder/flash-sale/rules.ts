import { dateProblem, jakartaToday } from '../../../domain/validation';
import { jakartaIsoDayPlus } from '../../../domain/jakartaTime';
import { formatNumberText, percentRule, unreadableNumberError } from '../../../domain/number';
import { discountEndsAt, type FlashSaleToggleInput, produkWebMessages, type WebProduct } from '../../../resources/produk-web/public';

/** Catalogue spec §4, §5 and §9: the flash sale's defaults and limits. */
export const FLASH_SALE = {
  defaultPercent: 10,
  defaultDays: 7,
  /** The input's bounds and step (ArrowUp/ArrowDown); the rule itself is "above 0 and below 100". */
  percentMin: 1,
  percentMax: 99,
  percentStep: 0.1,
  searchMinChars: 2,
  searchDebounceMs: 500,
  listPerPage: 100,
} as const;

/** The flash list's query (catalogue spec §7): running discounts only, one page of 100. */
export const FLASH_SALE_LIST_QUERY = { diskonOnly: true, page: 1, perPage: FLASH_SALE.listPerPage } as const;

export interface FlashSaleFormValues {
  /** A number from PercentInput, null when empty, or its refusal of unreadable text. */
  diskonPersen: unknown;
  /** `YYYY-MM-DD` from IndonesianDateInput, null when empty, or its marker for a half-typed date. */
  tanggalBerakhir: unknown;
}

/** The Jakarta calendar day `days` after today's, as `YYYY-MM-DD`. */
export const jakartaDatePlusDays = (now: Date, days: number): string => jakartaIsoDayPlus(now, days);

/** The setup dialog's starting values: 10 % until a week from today (Jakarta). */
export const flashSaleDefaults = (now: Date): FlashSaleFormValues => ({
  diskonPersen: FLASH_SALE.defaultPercent,
  tanggalBerakhir: jakartaDatePlusDays(now, FLASH_SALE.defaultDays),
});

/** Refused unless a number above 0 and below 100 (the server's rule; the spec words it as 1-99). */
export const flashSalePercentError = (value: unknown): string | undefined => {
  const unreadable = unreadableNumberError(value);
  if (unreadable) return unreadable;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 100 ? undefined : produkWebMessages.flashSalePercent;
};

/**
 * Refused unless a calendar day that has not ended yet. A date-only end runs to the end of that day in
 * Jakarta (as every product discount does, and as the server reads it), so today is still allowed.
 */
export const flashSaleDateError = (value: unknown, now: Date): string | undefined => {
  if (typeof value !== 'string' || dateProblem(value, { notBefore: jakartaToday(now) }) !== null) return produkWebMessages.flashSaleDate;
  const end = discountEndsAt(value);
  return end !== null && end.getTime() > now.getTime() ? undefined : produkWebMessages.flashSaleDate;
};

export type FlashSaleFormErrors = Partial<Record<keyof FlashSaleFormValues, string>>;

/** The dialog's whole validation: each field's message, or an empty object when it may be sent. */
export const validateFlashSale = (values: FlashSaleFormValues, now: Date): FlashSaleFormErrors => {
  const errors: FlashSaleFormErrors = {};
  const percent = flashSalePercentError(values.diskonPersen);
  if (percent) errors.diskonPersen = percent;
  const date = flashSaleDateError(values.tanggalBerakhir, now);
  if (date) errors.tanggalBerakhir = date;
  return errors;
};

/** Switching on (catalogue spec §4): the percent and the end date as validated. */
export const flashSaleOnPayload = (produkWebId: WebProduct['id'], values: { diskonPersen: number; tanggalBerakhir: string }): FlashSaleToggleInput => ({
  produkWebId,
  aktifkan: true,
  diskonPersen: values.diskonPersen,
  tanggalBerakhir: values.tanggalBerakhir,
});

/** Switching off (catalogue spec §4): activation false, with no discount and no date. */
export const flashSaleOffPayload = (produkWebId: WebProduct['id']): FlashSaleToggleInput => ({ produkWebId, aktifkan: false });

/** What a flash-sale row shows of a product. */
export interface FlashSaleRowView {
  id: WebProduct['id'];
  title: string;
  photoUrl: string | null;
  normalPrice: number | null;
  startFrom: number | null;
  afterDiscount: number | null;
  /** '12,5' (Indonesian decimals), or null when the product carries no percent. */
  percentText: string | null;
  endsAt: string | null;
}

const firstNumber = (...values: ReadonlyArray<number | null | undefined>): number | null => {
  for (const value of values) if (typeof value === 'number' && Number.isFinite(value)) return value;
  return null;
};

const PERCENT_TEXT_RULE = percentRule(1);

/**
 * A product as a flash-sale row. The server's flash-sale prices (hargaNormal, hargaMulaiDari,
 * hargaSetelahDiskon) win; a backend that leaves them out falls back on the list prices: the struck
 * price is the normal one, the shown price is what the customer pays. A product with variants keeps
 * its discount on the variants, so the percent and end come from the discounted one.
 */
export const flashSaleRowView = (product: WebProduct): FlashSaleRowView => {
  const discounted =
    product.varian?.find((variant) => variant.tipeHarga === 'DISKON') ?? product.varian?.find((variant) => variant.diskonAktif && (variant.diskonPersen ?? 0) > 0);
  const source = product.diskonAktif || !discounted ? product : discounted;
  const onDiscount = product.tipeHarga === 'DISKON';
  const afterDiscount = firstNumber(product.hargaSetelahDiskon, onDiscount ? product.hargaTampil : null);
  const percent = firstNumber(source.diskonPersen);
  return {
    id: product.id,
    title: product.judul,
    photoUrl: product.fotoUtamaUrl || null,
    normalPrice: firstNumber(product.hargaNormal, product.hargaCoret, product.hargaJual, product.hargaTampil),
    startFrom: firstNumber(product.hargaMulaiDari, product.hargaTampil, afterDiscount),
    afterDiscount,
    percentText: percent === null ? null : formatNumberText(percent, PERCENT_TEXT_RULE),
    endsAt: source.diskonBerakhir || null,
  };
};
