import { useState } from 'react';

/**
 * Whether a dialog has ever been opened. A list renders a closed dialog per row or card (a delete, a
 * shipment's confirmation): mounting each only once first asked for keeps a screen of 24 cards from
 * rendering 72 closed dialogs, and once mounted it stays, so it fades out and keeps what was typed.
 */
export const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
