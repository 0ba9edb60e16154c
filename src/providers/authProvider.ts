import type { AuthProvider } from 'react-admin';
import type { ApiClient } from '../api/client';
import { authContract } from './authContract';
import { isAuthError, NoTokenError } from '../api/errors';
import { messages } from '../i18n/messages';
import { HOME_PATH } from '../config';
import type { SessionStore } from './session';

export interface LoginParams {
  email: string;
  password: string;
  /** Null while the captcha has not produced a token yet. */
  captchaToken: string | null;
}

export interface AuthProviderOptions {
  /** The address bar's path (injectable for tests). */
  currentPath?: () => string;
  /** The text an area declares for its screens opened without a token (by the address bar's path), if any. */
  accessDeniedFor?: (path: string) => string | undefined;
}

/** The app's own root (`/admin`, `/admin/`): where a signed-out visit is a plain start, not a refusal. */
const isAppRoot = (path: string): boolean => /^\/admin\/?$/.test(path);

/** The auth provider, with what its checks answer known without waiting (for the query cache's seed). */
export interface ShopAuthProvider extends AuthProvider {
  /**
   * `true` for react-admin's session check (`['auth', 'checkAuth', params]`) while a session is held:
   * what `checkAuth` would resolve to, so a screen's first render is its content, not a pass of
   * "checking" first (providers/queryClient.ts). Undefined otherwise: a refusal is left to the check.
   */
  peek(queryKey: readonly unknown[]): unknown;
}

const identityOf = (user: ReturnType<SessionStore['getUser']>) =>
  user ? { id: user.id ?? user.email ?? 'admin', fullName: user.nama ?? user.email ?? 'Admin' } : undefined;

export const createAuthProvider = (
  api: ApiClient,
  session: SessionStore,
  { currentPath = () => (typeof window === 'undefined' ? '' : window.location.pathname), accessDeniedFor = () => undefined }: AuthProviderOptions = {},
): ShopAuthProvider => ({
  peek(queryKey) {
    if (queryKey[0] !== 'auth') return undefined;
    // Without a `getPermissions`, react-admin's permissions query resolves to [] a moment after the
    // first render, and that change alone re-rendered its routes and the whole layout before the first
    // paint. Known now, it is answered now.
    if (queryKey[1] === 'getPermissions') return [];
    if (!session.getToken()) return undefined;
    if (queryKey[1] === 'checkAuth') return true;
    // The identity is the session's own (getIdentity below), so the user menu's first render has it.
    if (queryKey[1] === 'getIdentity') return identityOf(session.getUser());
    return undefined;
  },

  async login({ email, password, captchaToken }: LoginParams) {
    if (!captchaToken) throw new Error(messages.login.captchaNotReady);
    const result = await api.call(authContract.login, {
      body: { email: email.trim(), password, captchaToken },
      fallback: messages.login.failed,
    });
    if (!result.token) throw new Error(result.message || messages.login.noToken);
    session.save(result.token, result.user ?? { email: email.trim() });
    return { redirectTo: HOME_PATH };
  },

  async logout() {
    session.clear();
    return '/login';
  },

  /**
   * The dashboard names the missing token (catalogue spec §8); other pages say access is denied. Opening
   * the app's root signed out just shows the login page: nobody was refused anything yet.
   */
  async checkAuth(params: { page?: string } = {}) {
    if (session.getToken()) return;
    if (!params.page && isAppRoot(currentPath())) throw { message: false, redirectTo: '/login' };
    throw { message: params.page === 'dashboard' ? messages.access.deniedNoToken : (accessDeniedFor(currentPath()) ?? messages.access.denied), redirectTo: '/login' };
  },

  async checkError(error: unknown) {
    // A call refused for want of a token says so in its own area's words on the way to login.
    if (error instanceof NoTokenError) {
      session.clear();
      throw { message: error.message, redirectTo: '/login' };
    }
    if (isAuthError(error)) {
      session.clear();
      throw { message: messages.access.sessionEnded, redirectTo: '/login' };
    }
  },

  async getIdentity() {
    const identity = identityOf(session.getUser());
    if (!identity) throw new Error(messages.access.denied);
    return identity;
  },
});
