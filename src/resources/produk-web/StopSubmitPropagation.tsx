import type { ReactNode } from 'react';

/**
 * Quick-add dialogs have forms of their own. They render in a portal, but React still bubbles their
 * submit event up the component tree into the product form; this boundary stops it there.
 */
export const StopSubmitPropagation = ({ children }: { children: ReactNode }) => (
  <span style={{ display: 'contents' }} onSubmit={(event) => event.stopPropagation()}>
    {children}
  </span>
);
