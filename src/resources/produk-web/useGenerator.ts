import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';

/**
 * Runs one AI generator at a time for a form: an unmet precondition is explained instead of calling;
 * a failure shows the server's text or the generator's own message (spec section 8).
 */
export const useGenerator = () => {
  const notify = useNotify();
  const [running, setRunning] = useState<string | null>(null);

  const run = async (key: string, precondition: string | null, call: () => Promise<void>, fallback: string) => {
    if (running) return;
    if (precondition) {
      notify(precondition, { type: 'warning' });
      return;
    }
    setRunning(key);
    try {
      await call();
    } catch (error) {
      notify(errorMessage(error, fallback), { type: 'error' });
    } finally {
      setRunning(null);
    }
  };

  return { running, run };
};
