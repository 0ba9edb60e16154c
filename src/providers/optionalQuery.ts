import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { CallOptions } from '../api/client';
import type { AnyEndpoint, ResultOf } from '../api/endpoint';
import { isEndpointAbsent } from '../api/errors';
import { useApiCall } from './queries';

type Extras<T> = Omit<UseQueryOptions<T | null, Error, T | null, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * A read of an endpoint the spec does not name (declared `optional`): its data is null when the server
 * has no such endpoint (404, 405, 501, or no answer), so the screen computes the same from what it has
 * and says so. Other failures are errors as usual. The client remembers an absent endpoint for the
 * session and does not ask again.
 *
 * The query does not take react-query's abort signal: a screen mounted twice in a row (StrictMode in
 * development, a lazy view replacing its placeholder) then joins the request already under way
 * instead of cancelling it and sending another.
 */
export const useOptionalApiQuery = <E extends AnyEndpoint>(queryKey: QueryKey, endpoint: E, options: Omit<CallOptions<E>, 'signal'> = {}, extras: Extras<ResultOf<E>> = {}) => {
  const call = useApiCall();
  return useQuery<ResultOf<E> | null, Error, ResultOf<E> | null, QueryKey>({
    queryKey,
    queryFn: async () => {
      try {
        return await call(endpoint, options);
      } catch (error) {
        if (isEndpointAbsent(error)) return null;
        throw error;
      }
    },
    retry: false,
    ...extras,
  });
};
