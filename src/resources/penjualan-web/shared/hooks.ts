import { queryKeysFor } from '../../../providers/queries';

/** Query keys of the orders; `all` is also react-admin's key for the resource's own queries. */
export const penjualanWebKeys = queryKeysFor('penjualan-web');
