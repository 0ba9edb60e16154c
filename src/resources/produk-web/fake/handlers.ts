import { crudHandlers } from './crud';
import { flashSaleHandlers } from './flashSale';
import { generatorHandlers } from './generators';
import { storefrontHandlers } from './storefront';

/** The fake server's produk-web endpoints (catalogue spec §7). */
export const produkWebHandlers = { ...crudHandlers, ...generatorHandlers, ...flashSaleHandlers, ...storefrontHandlers };
