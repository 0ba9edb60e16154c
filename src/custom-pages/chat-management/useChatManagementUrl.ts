import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isThreadFilter, type ThreadFilter } from './rules';

export interface ChatManagementView {
  /** The chosen thread's order id ('' for none). */
  thread: string;
  search: string;
  filter: ThreadFilter;
  /** The proof panel: shown or hidden by choice, or null for the screen's default (shown on wide screens). */
  proofs: boolean | null;
}

/** Reads the screen's state from the address, so a reload or a shared link opens the same chat with the same list. */
export const readChatManagementView = (params: URLSearchParams): ChatManagementView => {
  const filter = params.get('filter');
  const proofs = params.get('proofs');
  return {
    thread: params.get('thread')?.trim() ?? '',
    search: params.get('q') ?? '',
    filter: isThreadFilter(filter) ? filter : 'all',
    proofs: proofs === '1' ? true : proofs === '0' ? false : null,
  };
};

/** The state as an address's query; defaults are left out. */
export const chatManagementSearch = (view: ChatManagementView): string => {
  const params = new URLSearchParams();
  if (view.thread) params.set('thread', view.thread);
  if (view.search) params.set('q', view.search);
  if (view.filter !== 'all') params.set('filter', view.filter);
  if (view.proofs !== null) params.set('proofs', view.proofs ? '1' : '0');
  return params.toString();
};

/**
 * The screen's state in the address. Choosing or leaving a thread is a step of its own (the browser's
 * back goes back to the list on a phone); typing a search and switching filters replace the entry.
 */
export const useChatManagementUrl = () => {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readChatManagementView(params), [params]);
  const update = useCallback(
    (change: Partial<ChatManagementView>) => {
      setParams((current) => new URLSearchParams(chatManagementSearch({ ...readChatManagementView(current), ...change })), { replace: !('thread' in change) });
    },
    [setParams],
  );
  return { view, update };
};
