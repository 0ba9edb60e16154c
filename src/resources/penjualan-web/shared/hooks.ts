import { useQueryClient } from '@tanstack/react-query';
import { queryKeysFor, useApiQuery } from '../../../providers/queries';
import { penjualanWebContract } from '../contract';
import type { Order } from '../schemas';

/** Query keys of the orders; `all` is also react-admin's key for the resource's own queries. */
export const penjualanWebKeys = queryKeysFor('penjualan-web');

/**
 * Where react-admin keeps one order: the transaction history's list fills it with each row it shows
 * (react-admin's `useGetList` does so for every resource), nothing of the area reads it any more.
 */
const historyRowKey = (id: string | number) => [...penjualanWebKeys.all, 'getOne', { id: String(id) }] as const;

/**
 * One order, wherever it is shown (the Order Center's detail, the payment detail, the read-only
 * transaction detail, the tracking page): one query under `keys.detail(id)`, so moving between those
 * screens reads no second copy, and an action on one (every order mutation invalidates `keys.all`)
 * refreshes the order on all of them. An order opened from the history starts from the row the list
 * already read, then is read again, as react-admin's own record screens do.
 */
export const useOrder = (id: string | number) => {
  const queryClient = useQueryClient();
  return useApiQuery(
    penjualanWebKeys.detail(id),
    penjualanWebContract.get,
    { params: { id } },
    {
      initialData: () => queryClient.getQueryData<Order>(historyRowKey(id)),
      initialDataUpdatedAt: () => queryClient.getQueryState(historyRowKey(id))?.dataUpdatedAt,
    },
  );
};

/** A shipment's tracking (the courier's last status and its events), under the order's own keys. */
export const useOrderTracking = (id: Order['id']) =>
  useApiQuery(penjualanWebKeys.of('tracking', String(id)), penjualanWebContract.tracking, { params: { id } });
