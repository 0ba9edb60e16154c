import type { RouteRead } from '../../api/endpoint';
import { bannerContract } from '../../resources/banner/public';
import { produkWebContract } from '../../resources/produk-web/public';
import { webKategoriProdukContract } from '../../resources/web-kategori-produk/public';
import { FLASH_SALE_LIST_QUERY } from './flash-sale/rules';
import { productPageQuery } from './images/rules/paging';

/**
 * The reads the home builder makes on arrival, for the route's prefetch (`reads` in `index.ts`, which
 * imports only its own folder, lazily: the other areas' public faces stay off the login route): the
 * banner cards', the category order's, the flash sale list's and the image statistics' first product
 * page. Built from the same queries as the cards' hooks, so each is the read its card takes; the
 * statistics' first page was read only after the first render, and their figures came a round trip later.
 */
export const homeBuilderReads: readonly RouteRead[] = [
  bannerContract.mainList,
  bannerContract.subList,
  webKategoriProdukContract.list,
  { endpoint: produkWebContract.list, query: productPageQuery(1) },
  { endpoint: produkWebContract.list, query: FLASH_SALE_LIST_QUERY },
];
