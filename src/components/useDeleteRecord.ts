import { useRef } from 'react';
import { useDelete, useNotify, type RaRecord } from 'react-admin';
import { errorMessage } from '../api/errors';

export interface DeleteMessages {
  /** The spec's success text. */
  deleted: string;
  /** The spec's fallback when the server gives no `error` or `message`. */
  deleteFailed: string;
}

/**
 * The one delete of this back office: pessimistic (the record goes only once the server agreed), sent
 * once however fast the clicks come, the outcome notified with the spec's texts. react-admin's useDelete
 * refreshes the resource's queries afterwards.
 */
export const useDeleteRecord = <R extends RaRecord>(resource: string, messages: DeleteMessages, { toastMs }: { toastMs?: number } = {}) => {
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete<R>();
  const inFlight = useRef(false);
  const remove = async (record: R): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      await deleteOne(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(messages.deleted, { type: 'success', ...(toastMs ? { autoHideDuration: toastMs } : {}) });
      return true;
    } catch (error) {
      notify(errorMessage(error, messages.deleteFailed), { type: 'error' });
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { remove, isPending };
};
