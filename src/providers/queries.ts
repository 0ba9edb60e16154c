import { useCallback, useContext, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import type { CallOptions } from '../api/client';
import type { AnyEndpoint, ResultOf } from '../api/endpoint';
import type { ShopDataProvider } from './dataProvider';

/**
 * Query keys of one area (Medusa admin's factory). For a react-admin resource, `all` is the resource's
 * name, which is also the first element of every key react-admin gives its own queries of it, so
 * invalidating `keys.all` refreshes the area's lists, records and custom queries together.
 */
export const queryKeysFor = <const Area extends string>(area: Area) => ({
  all: [area] as const,
  lists: () => [area, 'list'] as const,
  list: (params: unknown) => [area, 'list', params] as const,
  details: () => [area, 'detail'] as const,
  detail: (id: string | number) => [area, 'detail', String(id)] as const,
  /** Any other query of the area: `keys.of('kasir-belum-terlink')`. */
  of: <const Parts extends readonly unknown[]>(...parts: Parts) => [area, ...parts] as const,
});

export type TypedCall = <E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>) => Promise<ResultOf<E>>;

/**
 * The one typed path for calls that are not CRUD: any contract endpoint with its params, query, body
 * and signal. A 401/403 goes through `authProvider.checkError` (the session ends) as react-admin does
 * for its own calls, and the error is always rethrown, so a caller never mistakes it for success.
 */
export const useApiCall = (): TypedCall => {
  const dataProvider = useContext(DataProviderContext) as ShopDataProvider | null;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback<TypedCall>(
    async (endpoint, options) => {
      if (!dataProvider) throw new Error('useApiCall needs a ShopDataProvider in context');
      try {
        return await dataProvider.call(endpoint, options);
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [dataProvider, logoutIfAccessDenied],
  );
};

/**
 * The answer of a read warmed at navigation, if it has arrived, without taking it (`api.peek`): a
 * query's initial data, so a screen's first render holds what is already here.
 */
export const usePeekRead = () => {
  const dataProvider = useContext(DataProviderContext) as ShopDataProvider | null;
  return <E extends AnyEndpoint>(endpoint: E, options?: Pick<CallOptions<E>, 'params' | 'query'>): ResultOf<E> | undefined => dataProvider?.peekRead?.(endpoint, options);
};

/**
 * Keeps the warmed reads this screen takes for its parts that mount after the first paint
 * (`api.holdClaims`); a data provider without it (a test's) holds nothing.
 */
export const useHoldClaims = () => {
  const dataProvider = useContext(DataProviderContext) as Partial<ShopDataProvider> | null;
  return useCallback((): (() => void) => dataProvider?.holdClaims?.() ?? (() => {}), [dataProvider]);
};

type QueryExtras<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * A read of one endpoint under an area's key. Failures show at once (with 'Coba Lagi') rather than
 * after silent retries.
 */
export const useApiQuery = <E extends AnyEndpoint>(
  queryKey: QueryKey,
  endpoint: E,
  options: Omit<CallOptions<E>, 'signal'> = {},
  extras: QueryExtras<ResultOf<E>> = {},
) => {
  const call = useApiCall();
  const peekRead = usePeekRead();
  return useQuery<ResultOf<E>, Error, ResultOf<E>, QueryKey>({
    queryKey,
    queryFn: ({ signal }) => call(endpoint, { ...options, signal }),
    // A read warmed at navigation whose answer is already in: the first render shows it (the query
    // still refetches on mount, taking that same warmed read, so nothing is sent twice).
    initialData: () => peekRead(endpoint, options),
    retry: false,
    ...extras,
  });
};

export interface GuardedMutationOptions<Variables, Result> {
  mutationFn: (variables: Variables, call: TypedCall) => Promise<Result>;
  /** The queries this mutation makes stale: refreshed after it succeeds. */
  invalidates?: (variables: Variables, result: Result) => readonly QueryKey[];
  onSuccess?: (result: Result, variables: Variables) => void;
  onError?: (error: unknown, variables: Variables) => void;
  /**
   * After a success, further runs are ignored until `rearm()`: for an action whose button can still take
   * a click once a fast answer has settled (a confirmation fading out, a Save still drawn enabled), so
   * one intent is sent once. Rearm when the user starts a new one (opens the confirmation, edits anew).
   */
  latch?: boolean;
}

export interface GuardedMutation<Variables, Result> {
  /** Starts the mutation unless one is still running (a second click is ignored, not queued). */
  run: (variables: Variables) => void;
  /** As `run`, awaitable; resolves to undefined when the call was ignored. */
  runAsync: (variables: Variables) => Promise<Result | undefined>;
  /** True from the first click until the request settles: bind it to `disabled`. */
  isPending: boolean;
  error: unknown;
  reset: () => void;
  /** Lets a latched mutation (`latch: true`) run again. */
  rearm: () => void;
}

/**
 * The one way every action is sent: disabled from the first click until it settles and sent exactly
 * once, however fast the clicks come (a ref is set in the same tick as the click, before React renders
 * the disabled state), and with its declared invalidations applied after success.
 */
export const useGuardedMutation = <Variables = void, Result = unknown>({
  mutationFn,
  invalidates,
  onSuccess,
  onError,
  latch = false,
}: GuardedMutationOptions<Variables, Result>): GuardedMutation<Variables, Result> => {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const latched = useRef(false);
  // Set inside the click's own event, so the button renders disabled with that event, not a tick later.
  const [starting, setStarting] = useState(false);
  const mutation = useMutation<Result, unknown, Variables>({
    mutationFn: (variables) => mutationFn(variables, call),
    onSuccess: async (result, variables) => {
      await Promise.all((invalidates?.(variables, result) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(result, variables);
    },
    onError: (error, variables) => onError?.(error, variables),
  });
  const { mutateAsync } = mutation;
  const runAsync = useCallback(
    async (variables: Variables): Promise<Result | undefined> => {
      if (inFlight.current || latched.current) return undefined;
      inFlight.current = true;
      setStarting(true);
      try {
        const result = await mutateAsync(variables);
        latched.current = latch;
        return result;
      } finally {
        inFlight.current = false;
        setStarting(false);
      }
    },
    [mutateAsync, latch],
  );
  const rearm = useCallback(() => {
    latched.current = false;
  }, []);
  const run = useCallback((variables: Variables) => void runAsync(variables).catch(() => undefined), [runAsync]);
  return { run, runAsync, isPending: starting || mutation.isPending, error: mutation.error, reset: mutation.reset, rearm };
};
