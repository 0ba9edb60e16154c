import { QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** What a query would resolve to if its read has already arrived (`ShopDataProvider.peek`), else undefined. */
export type QuerySeed = (queryKey: readonly unknown[]) => unknown;

/**
 * A query cache whose new queries start with an answer that has already arrived (issue 26, item 2): the
 * route's first read leaves at navigation (`routePrefetch.ts`), and when its answer is in before the
 * screen mounts, the screen's query is created holding it, so the first render shows the rows instead of
 * a skeleton and a second pass. The query is still stale, so it refetches on mount as usual; that fetch
 * takes the same warmed read (`api.call`), so nothing is sent twice.
 */
class SeededQueryCache extends QueryCache {
  constructor(private readonly seed: QuerySeed) {
    super();
  }

  override build: QueryCache['build'] = (client, options, state) => {
    const query = super.build(client, options, state);
    const { state: current } = query;
    const untouched = current.data === undefined && current.dataUpdateCount === 0 && current.fetchStatus === 'idle' && query.getObserversCount() === 0;
    if (untouched) {
      const seeded = this.seed(query.queryKey);
      // The query's own data type is the caller's; the seed is what its read resolves to.
      if (seeded !== undefined) query.setData(seeded as never);
    }
    return query;
  };
}

/** The app's query client: react-admin's defaults, with a cache seeded by the route's warmed reads. */
export const createQueryClient = (seed: QuerySeed, config: Omit<QueryClientConfig, 'queryCache'> = {}): QueryClient =>
  new QueryClient({ ...config, queryCache: new SeededQueryCache(seed) });
