import { localStorageStore, type Store } from 'react-admin';
import { APP_LOCALE } from './i18nProvider';

/**
 * Preferences of the person at this computer, not of the session: react-admin empties its whole store
 * at logout, which sent the dark theme back to the system's setting at every sign-in.
 */
export const KEPT_ON_LOGOUT: readonly string[] = ['theme'];

/**
 * react-admin's localStorage store, whose reset (at logout) keeps the preferences above. The locale
 * reads as the app's own when none was chosen: react-admin's i18n provider renders nothing until the
 * stored locale equals the provider's, so an empty store cost every page load a blank first pass and
 * a second render of the whole app.
 */
export const createShopStore = (base: Store = localStorageStore()): Store => ({
  ...base,
  getItem: <T,>(key: string, defaultValue?: T): T | undefined => base.getItem<T>(key, (key === 'locale' ? (defaultValue ?? APP_LOCALE) : defaultValue) as T),
  reset() {
    const kept = KEPT_ON_LOGOUT.map((key) => [key, base.getItem(key)] as const).filter(([, value]) => value !== undefined);
    base.reset();
    for (const [key, value] of kept) base.setItem(key, value);
  },
});
