import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { useHoldClaims } from '../providers/queries';

/** The longest the taken reads are kept once the parts have mounted. */
const HOLD_AFTER_MOUNT_MS = 1000;

/**
 * Calls `done` once the parts before it have mounted and the page is idle: their queries may first load
 * their resource's data mapping (an import) before they ask for their read.
 */
const Mounted = ({ done }: { done: () => void }) => {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(done, { timeout: HOLD_AFTER_MOUNT_MS });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(done, HOLD_AFTER_MOUNT_MS / 4);
    return () => clearTimeout(timer);
  }, [done]);
  return null;
};

/**
 * False in a component's first render, true once the frame that render committed has painted (a timer
 * queued from an animation frame runs after the paint), set in a transition so it yields to input.
 */
export const useAfterFirstPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
};

/**
 * The first `count` items in a list's first render (what a tall window shows of it), every item once that
 * has painted: the first rows do not wait for the rows below the fold. Later data comes whole.
 */
export const useFirstItemsFirst = <T,>(items: readonly T[], count: number): readonly T[] => {
  const painted = useAfterFirstPaint();
  return painted || items.length <= count ? items : items.slice(0, count);
};

/**
 * Inside a react-admin list: the table (or any view of the list's data) renders the first `rows` records
 * in the first paint and the rest right after it. Totals, pagination and selection are the list's own.
 */
export const FirstRowsFirst = ({ rows, children }: { rows: number; children: ReactNode }) => {
  const context = useListContext();
  const all = context.data;
  const data = useFirstItemsFirst(all ?? [], rows);
  // Always under a provider of its own: a tree that lost it once painted would mount the table again,
  // and a row's link caught in the first paint would then be gone from the page when clicked.
  return <ListContextProvider value={!all || data === all ? context : { ...context, data: [...data] }}>{children}</ListContextProvider>;
};

/**
 * A screen's parts below the fold, rendered after the frame with the rest has painted: the first paint
 * (the figures an administrator came for) does not wait for cards nobody sees yet. `fallback` holds their
 * place meanwhile (about their height, so the page's length barely changes). The reads warmed for the
 * screen that the first render took stay there for these parts (`holdClaims`), so nothing is sent twice.
 */
export const AfterFirstPaint = ({ children, fallback }: { children: ReactNode; fallback: ReactNode }) => {
  const holdClaims = useHoldClaims();
  const shown = useAfterFirstPaint();
  const [release, setRelease] = useState<(() => void) | null>(null);

  useEffect(() => {
    // Taken in the same task as the first render's effects, before their taken reads are dropped.
    const released = holdClaims();
    setRelease(() => released);
    return released;
  }, [holdClaims]);

  if (!shown) return fallback;
  return (
    <>
      {children}
      {release ? <Mounted done={release} /> : null}
    </>
  );
};
