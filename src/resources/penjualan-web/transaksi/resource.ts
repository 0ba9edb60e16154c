import type { RaRecord } from 'react-admin';
import { defineResourceEntry } from '../../../providers/resourceEntry';
import { penjualanWebContract } from '../contract';
import { penjualanWebMessages } from '../shared/messages';
import { historyCounts, historyQuery } from '../shared/rules/history';
import type { Order } from '../schemas';

/**
 * Orders for react-admin: the transaction history lists them (the server filters by search, status and
 * entity; the client sorts and pages), a record is read by id. Orders change only through the
 * fulfilment calls (`hooks.ts`), never through react-admin's create, update or delete.
 */
export const penjualanWebResource = defineResourceEntry({
  pagination: 'client',
  list: penjualanWebContract.list,
  get: penjualanWebContract.get,
  serverFilters: historyQuery,
  listMeta: (records: RaRecord[]) => ({ counts: historyCounts(records as Order[]) }),
  notFound: penjualanWebMessages.errors.transactionNotFound,
});
