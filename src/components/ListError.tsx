import { useListContext } from 'react-admin';
import { RetryAlert } from './RetryAlert';

/** A list that failed to load: the server's message (or the spec's fallback) and 'Coba Lagi'. */
export const ListError = ({ fallback }: { fallback: string }) => {
  const { error, refetch, isFetching } = useListContext();
  return (
    <RetryAlert error={error} fallback={fallback} onRetry={refetch} retrying={Boolean(isFetching)} testId="list-error" sx={{ m: 2 }} />
  );
};
