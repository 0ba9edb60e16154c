import { startTransition, useEffect, useState, type ReactNode } from 'react';
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
 * A screen's parts below the fold, rendered after the frame with the rest has painted: the first paint
 * (the figures an administrator came for) does not wait for cards nobody sees yet. `fallback` holds their
 * place meanwhile (about their height, so the page's length barely changes). The reads warmed for the
 * screen that the first render took stay there for these parts (`holdClaims`), so nothing is sent twice.
 */
export const AfterFirstPaint = ({ children, fallback }: { children: ReactNode; fallback: ReactNode }) => {
  const holdClaims = useHoldClaims();
  const [shown, setShown] = useState(false);
  const [release, setRelease] = useState<(() => void) | null>(null);

  useEffect(() => {
    // Taken in the same task as the first render's effects, before their taken reads are dropped.
    const released = holdClaims();
    setRelease(() => released);
    // After the next frame (a timer queued from an animation frame runs once it is painted).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      released();
    };
  }, [holdClaims]);

  if (!shown) return fallback;
  return (
    <>
      {children}
      {release ? <Mounted done={release} /> : null}
    </>
  );
};
