import { queryKeysFor, useApiQuery } from '../../providers/queries';
import { webKategoriProdukContract } from './contract';

/** Query keys of the web categories; `all` is also react-admin's key for the resource's own queries. */
export const webKategoriProdukKeys = queryKeysFor('web-kategori-produk');

/** The cashier system's categories (for the link select and the cards' POS names), cached for a while. */
export const usePosCategories = () =>
  useApiQuery(webKategoriProdukKeys.of('kategori-produk'), webKategoriProdukContract.posList, {}, { staleTime: 5 * 60 * 1000 });
