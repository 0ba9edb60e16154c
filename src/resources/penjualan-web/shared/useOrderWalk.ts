import { useCallback, useEffect, useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useApiCall, usePeekRead } from '../../../providers/queries';
import { penjualanWebContract, type OrderListQuery } from '../contract';
import { penjualanWebKeys } from './hooks';
import { FIRST_WALK_PAGE, nextWalkParam, walkedRows, walkPageQuery, type WalkParam } from './rules/walk';
import type { Order } from '../schemas';

/** The list's query without its paging: the walk adds `limit` and `offset` page by page. */
export type WalkQuery = Omit<OrderListQuery, 'limit' | 'offset'>;

const WALK_FRESH_MS = 30_000;

export interface OrderWalkOptions {
  enabled?: boolean;
  /**
   * Pages on demand: only the first page is asked for, the next one when the screen calls `loadMore`
   * (a queue shows a page and more on request; a walk of every order is for counting without a summary).
   */
  onDemand?: boolean;
  /** The screen's wording of a failed load. */
  fallback?: string;
}

/**
 * Every order of a list, walked page by page (`rules/walk.ts`): the first page shows at once, the next
 * ones are asked for one after another while the screen is open, and `loadingMore` says a walk is
 * still under way; with `onDemand` the next page comes only at `loadMore`. A server that ignores the
 * paging hint is asked once for the whole list.
 *
 * The pages do not take react-query's abort signal: a screen mounted twice in a row (StrictMode, a lazy
 * view replacing its placeholder) joins the request under way instead of cancelling and resending it.
 * A walk left behind (another tab or filter) stops at its current page, since only a mounted screen
 * asks for the next one.
 */
export const useOrderWalk = (query: WalkQuery, { enabled = true, onDemand = false, fallback }: OrderWalkOptions = {}) => {
  const call = useApiCall();
  const peekRead = usePeekRead();
  const walk = useInfiniteQuery<Order[], Error, InfiniteData<Order[], WalkParam>, QueryKey, WalkParam>({
    queryKey: penjualanWebKeys.of('walk', query),
    queryFn: ({ pageParam }) => call(penjualanWebContract.list, { query: walkPageQuery(query, pageParam), ...(fallback ? { fallback } : {}) }),
    initialPageParam: FIRST_WALK_PAGE,
    // The first page warmed at navigation (the Order Center's `reads`), if it is in: the first render
    // shows it. Dated as old, so the walk still fetches on mount and takes that same warmed read:
    // nothing is sent twice, and nothing warmed is left for a later refresh to take.
    initialData: () => {
      const first = peekRead(penjualanWebContract.list, { query: walkPageQuery(query, FIRST_WALK_PAGE) });
      return first ? { pages: [first], pageParams: [FIRST_WALK_PAGE] } : undefined;
    },
    initialDataUpdatedAt: 0,
    getNextPageParam: (_last, pages, _lastParam, params) => nextWalkParam(pages, params),
    retry: false,
    // A walk may be many pages: coming back to the window or the tab within half a minute does not walk it again.
    staleTime: WALK_FRESH_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
  const { hasNextPage, isFetching, isPlaceholderData, isError, fetchNextPage } = walk;
  // The page count is a dependency too: a fast answer may come before a render shows the fetch under way.
  const pageCount = walk.data?.pages.length ?? 0;
  useEffect(() => {
    // Only a screen that wants the walk drives it: a disabled one sharing the cache does not.
    if (enabled && !onDemand && hasNextPage && !isFetching && !isPlaceholderData && !isError) void fetchNextPage({ cancelRefetch: false });
  }, [enabled, onDemand, hasNextPage, isFetching, isPlaceholderData, isError, fetchNextPage, pageCount]);
  const canLoadMore = Boolean(hasNextPage) && !isPlaceholderData && !isError;
  const loadMore = useCallback(() => {
    if (canLoadMore && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [canLoadMore, isFetching, fetchNextPage]);
  const walked = useMemo(() => (walk.data ? walkedRows<Order>(walk.data.pages, walk.data.pageParams) : undefined), [walk.data]);
  return {
    walk,
    /** The orders reached so far; undefined until the first page came. */
    orders: walked?.rows,
    /** More pages are still being asked for (a walk: until the last; on demand: the one asked for). */
    loadingMore: onDemand ? walk.isFetchingNextPage : !isError && (hasNextPage || walk.isFetchingNextPage) && !isPlaceholderData,
    /** On demand: the server has more orders after these. */
    hasMore: onDemand && canLoadMore,
    /** On demand: asks for the next page (nothing while one is under way). */
    loadMore,
    /** The walk stopped at its bound (`WALK_MAX_PAGES`) with more orders behind it. */
    truncated: walked?.truncated ?? false,
  };
};

/**
 * Every order of a list, walked at once when asked (a CSV export of a list shown a page at a time):
 * the same pages and bound as the screen's walk, outside its cache.
 */
export const useOrderWalkAll = (query: WalkQuery, fallback?: string) => {
  const call = useApiCall();
  return useCallback(async (): Promise<Order[]> => {
    const pages: Order[][] = [];
    const params: WalkParam[] = [];
    for (let param: WalkParam | undefined = FIRST_WALK_PAGE; param !== undefined; param = nextWalkParam(pages, params)) {
      pages.push(await call(penjualanWebContract.list, { query: walkPageQuery(query, param), ...(fallback ? { fallback } : {}) }));
      params.push(param);
    }
    return walkedRows(pages, params).rows;
  }, [call, query, fallback]);
};
