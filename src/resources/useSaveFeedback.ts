import { useEffect, useRef, useState } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { errorMessage } from '../api/errors';

/** Spec sections 4 and 9: category, voucher and product forms go back to the list 1.5 s after saving. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

interface SaveFeedbackOptions {
  /** How long the success message shows before going back to the list; 0 (brands) goes at once. */
  redirectAfterMs?: number;
}

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
export const useSaveFeedback = (
  resource: string,
  { created, updated, loadFailed }: SaveFeedbackMessages,
  { redirectAfterMs = 0 }: SaveFeedbackOptions = {},
) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Leaving the form another way during the wait cancels the pending redirect.
  useEffect(() => () => clearTimeout(timer.current), []);
  const backToList = (key: string) => () => {
    notify(key, { type: 'success' });
    if (!redirectAfterMs) return redirect('list', resource);
    setLeaving(true);
    timer.current = setTimeout(() => redirect('list', resource), redirectAfterMs);
  };
  return {
    /** True from a successful save until the redirect: the form must not be sent again meanwhile. */
    leaving,
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
