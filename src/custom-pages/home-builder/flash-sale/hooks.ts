import { useApiQuery, useGuardedMutation } from '../../../providers/queries';
import { type FlashSaleToggleInput, produkWebContract, produkWebKeys } from '../../../resources/produk-web/public';
import { FLASH_SALE, FLASH_SALE_LIST_QUERY } from './rules';
import { flashSaleMessages as m } from './messages';

/**
 * The flash-sale queries live under the products' key, so one invalidation of `produkWebKeys.all`
 * refreshes them together with the product list's prices (react-admin's own queries of the resource).
 */
export const flashSaleKeys = {
  list: produkWebKeys.of('flash-sale', 'list'),
  search: (q: string) => produkWebKeys.of('flash-sale', 'search', q),
};

/** Products with a running flash sale (GET /admin/produk-web?diskonOnly=true&perPage=100). */
export const useFlashSaleList = () => useApiQuery(flashSaleKeys.list, produkWebContract.list, { query: FLASH_SALE_LIST_QUERY });

/** Products matching `q` (already debounced and trimmed); nothing is asked below 2 characters. */
export const useFlashSaleSearch = (q: string) =>
  useApiQuery(flashSaleKeys.search(q), produkWebContract.searchForFlashSale, { query: { q } }, { enabled: q.length >= FLASH_SALE.searchMinChars });

/** Switching a flash sale on or off: sent once, then every product query is refreshed. */
export const useToggleFlashSale = () =>
  useGuardedMutation<FlashSaleToggleInput, unknown>({
    mutationFn: (body, call) => call(produkWebContract.toggleFlashSale, { body, fallback: m.toggleFailed }),
    invalidates: () => [produkWebKeys.all],
  });
