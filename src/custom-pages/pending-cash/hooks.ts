import { queryKeysFor } from '../../providers/queries';

export const pendingCashKeys = queryKeysFor('pending-cash');
