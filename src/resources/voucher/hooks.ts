import { queryKeysFor } from '../../providers/queries';

/** Query keys of the vouchers; `all` is also react-admin's key for the resource's own queries. */
export const voucherKeys = queryKeysFor('voucher');
