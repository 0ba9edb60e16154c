import { useEffect, useRef, useState } from 'react';
import { useNotify, useRedirect, useStoreContext } from 'react-admin';
import { errorMessage } from '../api/errors';

/** Catalogue spec §4 and §9: category, voucher and product forms go back to the list 1.5 s after saving. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

interface SaveFeedbackOptions {
  /** How long the success message shows before going back to the list; 0 (brands) goes at once. */
  redirectAfterMs?: number;
}

interface SaveFeedbackMessages {
  /** The spec's success messages. */
  created: string;
  updated: string;
  /** The spec's fallback when a record cannot be loaded for editing. */
  loadFailed: string;
}

/**
 * After a successful save: the spec's success message, then back to the list, its search cleared (at once, or after
 * `delayMs` with the form locked meanwhile: `leaving`). Leaving the form another way during the wait
 * cancels the pending redirect. The one "back to the list" of every form.
 */
export const useBackToList = (resource: string, delayMs = 0) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const store = useStoreContext();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const backToList = () => {
    // The list comes back with the administrator's sort and page size but without the old search or
    // filters, which could hide the record just saved.
    const key = `${resource}.listParams`;
    const params = store.getItem<Record<string, unknown>>(key);
    if (params) store.setItem(key, { ...params, filter: {}, displayedFilters: {}, page: 1 });
    redirect('list', resource);
  };
  const leave = (message: string) => {
    notify(message, { type: 'success' });
    if (!delayMs) return backToList();
    setLeaving(true);
    timer.current = setTimeout(backToList, delayMs);
  };
  return { leaving, leave };
};

/**
 * The spec's save behaviour shared by resource forms (react-admin's Create and Edit): success message,
 * then back to the list; a record that cannot be loaded shows the server's error (or the fallback) and
 * returns to the list. Save failures keep react-admin's handling: the form stays as typed.
 */
export const useSaveFeedback = (
  resource: string,
  { created, updated, loadFailed }: SaveFeedbackMessages,
  { redirectAfterMs = 0 }: SaveFeedbackOptions = {},
) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { leaving, leave } = useBackToList(resource, redirectAfterMs);
  return {
    /** True from a successful save until the redirect: the form must not be sent again meanwhile. */
    leaving,
    createMutationOptions: { onSuccess: () => leave(created) },
    editMutationOptions: { onSuccess: () => leave(updated) },
    editQueryOptions: {
      onError: (error: unknown) => {
        notify(errorMessage(error, loadFailed), { type: 'error' });
        redirect('list', resource);
      },
    },
  };
};
