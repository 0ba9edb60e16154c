import { queryKeysFor, useApiQuery } from '../../providers/queries';
import { produkWebContract } from './contract';

/** Query keys of the web products; `all` is also react-admin's key for the resource's own queries. */
export const produkWebKeys = queryKeysFor('produk-web');

/** Cashier products no web product or variant links to yet (GET /admin/produk-web/kasir-belum-terlink). */
export const useUnlinkedCashierProducts = () =>
  // react-query's own retries: the picker has no 'Coba Lagi' of its own.
  useApiQuery(produkWebKeys.of('kasir-belum-terlink'), produkWebContract.unlinkedCashierProducts, {}, { retry: 3 });
