import { useNotify } from 'react-admin';
import { penjualanWebMessages } from '../messages';

const m = penjualanWebMessages.order;

/** Copies a text to the clipboard and says whether it worked. */
export const useCopy = () => {
  const notify = useNotify();
  return (text: string) =>
    navigator.clipboard
      .writeText(text)
      .then(() => notify(m.copied, { type: 'success' }))
      .catch(() => notify(m.copyFailed, { type: 'error' }));
};
