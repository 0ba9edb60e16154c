import { defineResourceEntry } from '../../providers/resourceEntry';
import { notificationsContract } from './contract';

/**
 * react-admin's view of the sent notifications: the whole list in one call (paged on the client) and
 * delete. The manager's first reads start with it at navigation: the users for the send forms and the
 * statistics.
 */
export const notificationsResource = defineResourceEntry({
  pagination: 'client',
  list: notificationsContract.list,
  delete: notificationsContract.delete,
  searchFields: ['title', 'message', 'userName'],
  listAlsoReads: [notificationsContract.users, notificationsContract.stats],
});
