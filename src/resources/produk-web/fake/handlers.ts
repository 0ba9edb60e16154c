import { crudHandlers } from './crud';
import { flashSaleHandlers } from './flashSale';
import { generatorHandlers } from './generators';

/** The fake server's produk-web endpoints (spec section 7). */
export const produkWebHandlers = { ...crudHandlers, ...generatorHandlers, ...flashSaleHandlers };
