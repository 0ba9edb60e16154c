import type { AdminUser } from './authContract';

/**
 * The admin session lives in localStorage under the keys the spec names. The customer's `token` key
 * belongs to the storefront and is never touched here.
 */
export const ADMIN_TOKEN_KEY = 'admin_token';
export const ADMIN_USER_KEY = 'admin_user';

export interface SessionStore {
  getToken(): string | null;
  getUser(): AdminUser | null;
  save(token: string, user: AdminUser): void;
  clear(): void;
}

export const createSessionStore = (storage: Storage): SessionStore => ({
  getToken: () => storage.getItem(ADMIN_TOKEN_KEY),
  getUser: () => {
    const raw = storage.getItem(ADMIN_USER_KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as AdminUser;
    } catch {
      return null;
    }
  },
  save: (token, user) => {
    storage.setItem(ADMIN_TOKEN_KEY, token);
    storage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
  },
  clear: () => {
    storage.removeItem(ADMIN_TOKEN_KEY);
    storage.removeItem(ADMIN_USER_KEY);
  },
});
