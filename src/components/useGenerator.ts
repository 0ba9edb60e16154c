import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../api/errors';

export interface GeneratorRun<T> {
  /** Why it cannot run yet (catalogue spec §5 words it per helper); null when it can. */
  precondition: string | null;
  generate: () => Promise<T>;
  /** Puts the answer into the form. */
  apply: (value: T) => void;
  /** The text for a failed call; default: the server's text, else `fallback`. */
  describeError?: (error: unknown) => string;
  fallback: string;
}

export interface GeneratorFailure {
  key: string;
  message: string;
}

/**
 * The one AI-helper runner of the forms: one helper at a time; an unmet precondition is explained
 * instead of calling; a failure shows the server's text or the helper's own message (catalogue spec §8),
 * either as a toast (`report: 'toast'`) or kept for the field to show under itself (`'inline'`).
 */
export const useGenerator = ({ report }: { report: 'toast' | 'inline' }) => {
  const notify = useNotify();
  const [running, setRunning] = useState<string | null>(null);
  const [failure, setFailure] = useState<GeneratorFailure | null>(null);
  const busy = useRef(false);

  const tell = (key: string, message: string, type: 'warning' | 'error') => {
    if (report === 'toast') notify(message, { type });
    else setFailure({ key, message });
  };

  const run = async <T,>(key: string, { precondition, generate, apply, describeError, fallback }: GeneratorRun<T>) => {
    if (busy.current) return;
    if (precondition) {
      tell(key, precondition, 'warning');
      return;
    }
    busy.current = true;
    setFailure(null);
    setRunning(key);
    try {
      apply(await generate());
    } catch (error) {
      tell(key, describeError ? describeError(error) : errorMessage(error, fallback), 'error');
    } finally {
      busy.current = false;
      setRunning(null);
    }
  };

  return { running, failure, run };
};
