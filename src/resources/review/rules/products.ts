import type { Id } from '../../../api/schemas/common';
import { format } from '../../../i18n/format';
import { reviewMessages as m } from '../messages';
import { textOrder } from '../../../domain/textOrder';

/** What the picker and the cards need of a storefront product (operations spec §3: id, judul). */
export interface ReviewProductSource {
  id: Id;
  judul?: string | null;
  nama?: string | null;
}

export interface ReviewProductOption {
  id: Id;
  judul: string;
}

const titleOrder = textOrder({ sensitivity: 'base' });

/** The picker's and the filter's options: every product with a name to show, by name. */
export const reviewProductOptions = (products: readonly ReviewProductSource[] | undefined): ReviewProductOption[] =>
  (products ?? [])
    .map((product) => ({ id: product.id, judul: (product.judul ?? product.nama ?? '').trim() }))
    .map((option) => (option.judul ? option : { ...option, judul: format(m.unknownProduct, { id: option.id }) }))
    .sort((a, b) => titleOrder(a.judul, b.judul) || String(a.id).localeCompare(String(b.id)));

/**
 * A review's product name from the storefront list; a product the list does not hold (unpublished,
 * deleted, or the list failed) shows as 'Produk #{id}'.
 */
export const productNameLookup = (products: readonly ReviewProductSource[] | undefined): ((produkWebId: Id) => string) => {
  const names = new Map(reviewProductOptions(products).map((option) => [String(option.id), option.judul]));
  return (produkWebId) => names.get(String(produkWebId)) ?? format(m.unknownProduct, { id: produkWebId });
};
