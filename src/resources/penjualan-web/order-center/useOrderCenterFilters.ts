import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orderCenterSearch, readOrderCenterFilters, type OrderCenterFilters } from './filters';

/** The Order Center's filters, kept in the address; each change replaces the history entry's query. */
export const useOrderCenterFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readOrderCenterFilters(params), [params]);
  const update = useCallback(
    (change: Partial<OrderCenterFilters>) => setParams(new URLSearchParams(orderCenterSearch({ ...readOrderCenterFilters(params), ...change })), { replace: true }),
    [params, setParams],
  );
  return { filters, update };
};
