import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, filtersSearch, readFilters, type KasLogFilters } from './rules';

/**
 * The log's filters and search, kept in the address (a reload or a shared link keeps them); each change
 * replaces the history entry's query, so Back leaves the page instead of undoing keystrokes.
 */
export const useTransactionLogsFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (change: Partial<KasLogFilters>) => setParams((current) => filtersSearch({ ...readFilters(current), ...change }), { replace: true }),
    [setParams],
  );
  const clear = useCallback(() => setParams(filtersSearch(EMPTY_FILTERS), { replace: true }), [setParams]);
  return { filters, update, clear };
};
