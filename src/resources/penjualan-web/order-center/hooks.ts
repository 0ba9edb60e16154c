import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetMany } from 'react-admin';
import { useOptionalApiQuery } from '../../../providers/optionalQuery';
import { penjualanWebContract } from '../contract';
import { penjualanWebKeys } from '../shared/hooks';
import type { Order } from '../schemas';
import { useOrderWalk, type OrderWalkOptions } from '../shared/useOrderWalk';
import { EVERY_ORDER, queueQuery } from './orderCenterQueue';
import type { OrderCenterFilters } from './filters';

/** The queue's counts by shipping type and entity; null when the server has no `/summary` (the screen counts them itself). */
export const useQueueSummary = () => useOptionalApiQuery(penjualanWebKeys.of('summary'), penjualanWebContract.summary);

/**
 * The queue's orders: `GET /admin/penjualan-web` (`penjualanWebContract.list`) in pages of the spec's
 * limit with the filters as hints (`queueQuery`), the first page at once and the next ones on demand
 * ('Tampilkan lebih banyak'). When the server has no summary the cards are counted from the orders, so
 * then every order, finished ones included, is walked (`EVERY_ORDER`) and each tab is a view of it.
 */
export const useQueueOrders = (filters: OrderCenterFilters, { everyOrder, ...options }: Omit<OrderWalkOptions, 'onDemand'> & { everyOrder: boolean }) =>
  useOrderWalk(everyOrder ? EVERY_ORDER : queueQuery(filters), { ...options, onDemand: !everyOrder });

/**
 * Reloads the whole area (the summary, the queue, an opened order and its tracking); `refreshing` from
 * the click until that reload is in. Its own reload only: a tab's or a filter's read does not grey the
 * button out (it had flickered, and animated its colours, at every tab switch).
 */
export const useRefreshOrders = () => {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: penjualanWebKeys.all });
    } finally {
      setRefreshing(false);
    }
  }, [queryClient]);
  return { refresh, refreshing };
};

/**
 * The orders of a page of shipping labels (`/order-center/labels?ids=...`), which opens in a tab of its
 * own: react-admin's `getMany`, one list call filtered by id rather than one call per label.
 */
export const useLabelOrders = (ids: readonly string[]) => useGetMany<Order>('penjualan-web', { ids: [...ids] }, { enabled: ids.length > 0, retry: false });
