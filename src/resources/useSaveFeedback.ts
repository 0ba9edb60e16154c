import { useNotify, useRedirect } from 'react-admin';
import { errorMessage } from '../api/errors';

interface SaveFeedbackMessages {
  /** Translation keys of the spec's success messages. */
  created: string;
  updated: string;
  /** The spec's fallback when a record cannot be loaded for editing. */
  loadFailed: string;
}

/**
 * The spec's save behaviour shared by resource forms: success message, then back to the list; a
 * record that cannot be loaded shows the server's error (or the fallback) and returns to the list.
 * Save failures keep react-admin's handling: the form stays as typed and the error is notified.
 */
export const useSaveFeedback = (resource: string, { created, updated, loadFailed }: SaveFeedbackMessages) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const backToList = (key: string) => () => {
    notify(key, { type: 'success' });
    redirect('list', resource);
  };
  return {
    createMutationOptions: { onSuccess: backToList(created) },
    editMutationOptions: { onSuccess: backToList(updated) },
    editQueryOptions: {
      onError: (error: unknown) => {
        notify(errorMessage(error, loadFailed), { type: 'error' });
        redirect('list', resource);
      },
    },
  };
};
