/**
 * The web categories' public face: the product form picks a category and adds one on the spot; the
 * home builder orders the same categories with the same badge and texts.
 */
export { LazyWebKategoriProdukQuickAddDialog } from './LazyWebKategoriProdukQuickAddDialog';
export { WebKategoriProdukIconBadge } from './WebKategoriProdukIconBadge';
export { WEB_KATEGORI_PRODUK } from './constants';
export { webKategoriProdukContract } from './contract';
export { webKategoriProdukKeys } from './hooks';
export { webKategoriProdukMessages } from './messages';
export type { WebKategoriProduk } from './schemas';
