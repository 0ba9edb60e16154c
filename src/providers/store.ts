import { localStorageStore, type Store } from 'react-admin';

/**
 * Preferences of the person at this computer, not of the session: react-admin empties its whole store
 * at logout, which sent the dark theme back to the system's setting at every sign-in.
 */
export const KEPT_ON_LOGOUT: readonly string[] = ['theme'];

/** react-admin's localStorage store, whose reset (at logout) keeps the preferences above. */
export const createShopStore = (base: Store = localStorageStore()): Store => ({
  ...base,
  reset() {
    const kept = KEPT_ON_LOGOUT.map((key) => [key, base.getItem(key)] as const).filter(([, value]) => value !== undefined);
    base.reset();
    for (const [key, value] of kept) base.setItem(key, value);
  },
});
