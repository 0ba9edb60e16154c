import { useApiQuery, useGuardedMutation } from '../../../providers/queries';
import { type WebKategoriProduk, webKategoriProdukContract, webKategoriProdukKeys } from '../../../resources/web-kategori-produk/public';
import { updateOrderPayload } from './rules';

/** The web categories for the order card, under the categories' key so a save refreshes the grid too. */
export const useHomeCategories = () => useApiQuery(webKategoriProdukKeys.of('home-order'), webKategoriProdukContract.list);

/** Saving the order: sent once, then every category query (this card, the category grid) is refreshed. */
export const useSaveCategoryOrder = ({ onSuccess, onError }: { onSuccess: () => void; onError: (error: unknown) => void }) =>
  useGuardedMutation<readonly WebKategoriProduk[], unknown>({
    mutationFn: (categories, call) => call(webKategoriProdukContract.updateOrder, { body: updateOrderPayload(categories) }),
    invalidates: () => [webKategoriProdukKeys.all],
    // A fast answer can settle before the second click of a double click arrives, while Save still shows
    // enabled: what was just saved is not sent again until the order is changed anew (`rearm`).
    latch: true,
    onSuccess,
    onError,
  });
