import { queryKeysFor } from '../../providers/queries';

/** Query keys of the brands; `all` is also react-admin's key for the resource's own queries. */
export const merkKeys = queryKeysFor('merk');
