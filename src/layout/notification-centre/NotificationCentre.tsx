import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuthState } from 'react-admin';
import { useShellAreas } from '../shell';
import { NotificationBell } from './NotificationBell';

/** The screen an administrator opened gets its reads out first; the watcher's first look can wait. */
export const WATCH_START_DELAY_MS = 15_000;

/** A watcher whose code failed to download simply does not watch; the app bar stays. */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const useStartedAfter = (delayMs: number): boolean => {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return started;
};

/** The bell, and while signed in the watchers that file local notifications. */
export const NotificationCentre = () => {
  const { authenticated } = useAuthState(undefined, false);
  const started = useStartedAfter(WATCH_START_DELAY_MS);
  // The areas' declared watchers (they read the areas' contracts), given by the app: loaded only after
  // sign-in, never on the login route. The centre knows no area; each area declares what it watches.
  const declared = useShellAreas().watchers;
  const watchers = useMemo(() => declared.map((load) => lazy(() => load().then((component) => ({ default: component })))), [declared]);
  return (
    <>
      <NotificationBell />
      {authenticated && started && (
        <Quietly>
          <Suspense fallback={null}>
            {watchers.map((Watcher, index) => (
              <Watcher key={index} />
            ))}
          </Suspense>
        </Quietly>
      )}
    </>
  );
};
