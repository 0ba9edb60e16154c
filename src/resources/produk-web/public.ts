/**
 * The web products' public face: banners, reviews and the home builder read products through the same
 * contract and keys; the flash sale reads the product's texts, types and discount rule.
 */
export { produkWebContract } from './contract';
export { produkWebKeys } from './hooks';
export { produkWebMessages } from './messages';
export { discountEndsAt } from './rules/price';
export type { FlashSaleToggleInput, StorefrontProduct, WebProduct } from './schemas';
