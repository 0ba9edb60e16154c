import { formatRupiah } from '../../../domain/format';

export type PriceBadge = 'SALE' | 'GROSIR';

/** What the product list shows in its price column. */
export interface PriceDisplay {
  price: string;
  /** The struck-through price, only while a discount runs. */
  struck: string | null;
  badge: PriceBadge | null;
}

/** The list fields the rule reads (as the server sends them). */
export interface ListedPrice {
  hargaTampil?: number | null;
  hargaCoret?: number | null;
  tipeHarga?: string | null;
  hargaJual?: number | null;
  varian?: ReadonlyArray<{ hargaJual?: number | null }> | null;
}

/** Before the server computed a displayed price (older records): the selling price, or the cheapest variant's. */
const fallbackPrice = (product: ListedPrice): number | null => {
  if (product.hargaJual !== null && product.hargaJual !== undefined) return product.hargaJual;
  const prices = (product.varian ?? []).map((v) => v.hargaJual).filter((p): p is number => typeof p === 'number');
  return prices.length ? Math.min(...prices) : null;
};

/**
 * Catalogue spec §2, product list: the displayed price; DISKON adds the struck-through price and a SALE
 * badge, GROSIR a GROSIR badge.
 */
export const priceDisplay = (product: ListedPrice): PriceDisplay => {
  const type = product.tipeHarga?.toUpperCase();
  const price = formatRupiah(product.hargaTampil ?? fallbackPrice(product));
  if (type === 'DISKON') {
    const struck = product.hargaCoret !== null && product.hargaCoret !== undefined ? formatRupiah(product.hargaCoret) : null;
    return { price, struck, badge: 'SALE' };
  }
  if (type === 'GROSIR') return { price, struck: null, badge: 'GROSIR' };
  return { price, struck: null, badge: null };
};
