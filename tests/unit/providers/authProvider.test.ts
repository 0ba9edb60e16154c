import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '@/api/client';
import { HttpError, NoTokenError } from '@/api/errors';
import { createAuthProvider } from '@/providers/authProvider';
import { createSessionStore } from '@/providers/session';
import { createMemoryStorage } from './memoryStorage';
import { merkContract } from '@/resources/merk/contract';
import { authContract } from '@/providers/authContract';
import { uploadContract } from '@/providers/uploadContract';
import { dashboardContract } from '@/custom-pages/dashboard/contract';
import { knowledgeBaseContract } from '@/layout/knowledge-base/contract';

const contract = { merk: merkContract, auth: authContract, upload: uploadContract, dashboard: dashboardContract, knowledgeBase: knowledgeBaseContract };

const BASE = 'https://api.toko.test';

const json = (body: unknown, status = 200): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const setup = (respond: (request: Request) => Response | Promise<Response> = () => json({})) => {
  const storage = createMemoryStorage({ token: 'customer-token' });
  const session = createSessionStore(storage);
  const fetch = vi.fn<FetchLike>(async (request) => respond(request));
  const api = createApiClient({ baseUrl: BASE, fetch, getToken: session.getToken });
  const auth = createAuthProvider(api, session);
  return { auth, api, storage, session, fetch };
};

const credentials = { email: ' admin@toko.test ', password: 'admin123', captchaToken: 'cap-1' };

describe('authProvider.login', () => {
  it('posts email (trimmed), password and captchaToken to /admin/login', async () => {
    const { auth, fetch } = setup(() => json({ token: 'tok-1', message: 'Login berhasil.' }));
    await auth.login(credentials);
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE}/admin/login`);
    expect(request.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(await request.text())).toStrictEqual({ email: 'admin@toko.test', password: 'admin123', captchaToken: 'cap-1' });
  });

  it("stores admin_token and admin_user and leaves the customer's token untouched", async () => {
    const user = { id: 1, email: 'admin@toko.test', nama: 'Admin Toko' };
    const { auth, storage } = setup(() => json({ token: 'tok-1', user }));
    await expect(auth.login(credentials)).resolves.toEqual({ redirectTo: '/dashboard' });
    expect(storage.getItem('admin_token')).toBe('tok-1');
    expect(JSON.parse(storage.getItem('admin_user') ?? 'null')).toEqual(user);
    expect(storage.getItem('token')).toBe('customer-token');
  });

  it('stores the trimmed email as the user when the response has no user', async () => {
    const { auth, session } = setup(() => json({ token: 'tok-1' }));
    await auth.login(credentials);
    expect(session.getUser()).toEqual({ email: 'admin@toko.test' });
  });

  it('makes the new admin token the bearer of the next admin call', async () => {
    const { auth, api, fetch } = setup((request) =>
      new URL(request.url).pathname === '/admin/login' ? json({ token: 'tok-1' }) : json([]),
    );
    await auth.login(credentials);
    await api.call(contract.merk.list);
    expect((fetch.mock.calls[1]?.[0] as Request).headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it.each([null, ''])('rejects without a captcha token (%j) and sends no request', async (captchaToken) => {
    const { auth, fetch, storage } = setup(() => json({ token: 'tok-1' }));
    await expect(auth.login({ ...credentials, captchaToken })).rejects.toThrow(
      'Layanan Captcha belum siap. Mohon coba beberapa saat lagi.',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.getItem('admin_token')).toBeNull();
  });

  it("rejects with the response's message when the response has no token, and stores nothing", async () => {
    const { auth, storage } = setup(() => json({ message: 'Akun dinonaktifkan.' }));
    await expect(auth.login(credentials)).rejects.toThrow('Akun dinonaktifkan.');
    expect(storage.getItem('admin_token')).toBeNull();
    expect(storage.getItem('admin_user')).toBeNull();
  });

  it("rejects with 'Login gagal. Token admin tidak ditemukan.' when there is neither token nor message", async () => {
    const { auth, storage } = setup(() => json({}));
    await expect(auth.login(credentials)).rejects.toThrow('Login gagal. Token admin tidak ditemukan.');
    expect(storage.getItem('admin_token')).toBeNull();
  });

  it("rejects a 401 with { error: 'x' } with 'x'", async () => {
    const { auth } = setup(() => json({ error: 'x' }, 401));
    await expect(auth.login(credentials)).rejects.toThrow(/^x$/);
  });

  it('rejects a 401 with no body with the login fallback message', async () => {
    const { auth, storage } = setup(() => new Response(null, { status: 401 }));
    await expect(auth.login(credentials)).rejects.toThrow('Email atau password admin salah, atau terjadi kesalahan server.');
    expect(storage.getItem('admin_token')).toBeNull();
  });

  it('rejects a 500 with no body with the login fallback message', async () => {
    const { auth } = setup(() => new Response(null, { status: 500 }));
    await expect(auth.login(credentials)).rejects.toThrow('Email atau password admin salah, atau terjadi kesalahan server.');
  });
});

describe('authProvider session checks', () => {
  it("logout removes admin_token and admin_user but not the customer's token", async () => {
    const { auth, storage, session } = setup();
    session.save('tok-1', { email: 'admin@toko.test' });
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(storage.getItem('admin_token')).toBeNull();
    expect(storage.getItem('admin_user')).toBeNull();
    expect(storage.getItem('token')).toBe('customer-token');
  });

  it("checkAuth rejects without a token with 'Akses admin ditolak.' and a redirect to /login", async () => {
    const { auth } = setup();
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'Akses admin ditolak.', redirectTo: '/login' });
  });

  it('checkAuth at the app root without a token redirects to /login without any message; a deep link still says access is denied', async () => {
    let path = '/admin/';
    const { api } = setup();
    const quiet = createAuthProvider(api, createSessionStore(createMemoryStorage()), { currentPath: () => path });
    await expect(quiet.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
    path = '/admin';
    await expect(quiet.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
    path = '/admin/merk';
    await expect(quiet.checkAuth({})).rejects.toEqual({ message: 'Akses admin ditolak.', redirectTo: '/login' });
    path = '/admin/';
    await expect(quiet.checkAuth({ page: 'dashboard' })).rejects.toMatchObject({ message: 'Akses admin ditolak. Token tidak ditemukan.' });
  });

  it('checkAuth rejects when only the customer token exists', async () => {
    const { auth, storage } = setup();
    expect(storage.getItem('token')).toBe('customer-token');
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: 'Akses admin ditolak.' });
  });

  it('checkAuth resolves with an admin token', async () => {
    const { auth, session } = setup();
    session.save('tok-1', { email: 'admin@toko.test' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it.each([401, 403])('checkError with a %i HttpError clears the session and rejects', async (status) => {
    const { auth, session, storage } = setup();
    session.save('tok-1', { email: 'admin@toko.test' });
    await expect(auth.checkError(new HttpError('Unauthorized', status))).rejects.toMatchObject({ redirectTo: '/login' });
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(storage.getItem('token')).toBe('customer-token');
  });

  it('checkError with a call refused for want of a token goes to login with that call’s own words', async () => {
    const { auth } = setup();
    await expect(auth.checkError(new NoTokenError('Akses ditolak. Token admin tidak ditemukan.'))).rejects.toEqual({
      message: 'Akses ditolak. Token admin tidak ditemukan.',
      redirectTo: '/login',
    });
  });

  it('checkError with a 500 HttpError resolves and keeps the session', async () => {
    const { auth, session } = setup();
    session.save('tok-1', { email: 'admin@toko.test' });
    await expect(auth.checkError(new HttpError('boom', 500))).resolves.toBeUndefined();
    expect(session.getToken()).toBe('tok-1');
  });

  it('checkError with a plain error resolves and keeps the session', async () => {
    const { auth, session } = setup();
    session.save('tok-1', { email: 'admin@toko.test' });
    await expect(auth.checkError(new Error('x'))).resolves.toBeUndefined();
    expect(session.getToken()).toBe('tok-1');
  });

  it('getIdentity returns the stored user, and rejects without one', async () => {
    const { auth, session } = setup();
    await expect(auth.getIdentity?.()).rejects.toThrow('Akses admin ditolak.');
    session.save('tok-1', { id: 1, email: 'admin@toko.test', nama: 'Admin Toko' });
    await expect(auth.getIdentity?.()).resolves.toEqual({ id: 1, fullName: 'Admin Toko' });
  });
});

describe('authProvider.peek: react-admin’s session check answered without waiting (issue 26)', () => {
  it('is true for the session check while a session is held, so a screen’s first render is its content', () => {
    const { auth, session } = setup();
    expect(auth.peek(['auth', 'checkAuth', {}])).toBeUndefined();
    session.save('tok', { email: 'admin@toko.test' });
    expect(auth.peek(['auth', 'checkAuth', {}])).toBe(true);
    expect(auth.peek(['auth', 'checkAuth', { page: 'dashboard' }])).toBe(true);
  });

  it('answers the identity from the session, so the first render has it, and nothing without a session', async () => {
    const { auth, session } = setup();
    expect(auth.peek(['auth', 'getIdentity'])).toBeUndefined();
    session.save('tok', { id: 7, email: 'admin@toko.test', nama: 'Admin Toko' });
    expect(auth.peek(['auth', 'getIdentity'])).toEqual({ id: 7, fullName: 'Admin Toko' });
    // The very answer its own check gives.
    await expect(auth.getIdentity?.()).resolves.toEqual(auth.peek(['auth', 'getIdentity']));
  });

  it('answers react-admin’s permissions query with what it resolves to without a getPermissions ([]), signed in or not', () => {
    const { auth, session } = setup();
    expect(auth.getPermissions).toBeUndefined();
    expect(auth.peek(['auth', 'getPermissions', {}])).toEqual([]);
    session.save('tok', { email: 'admin@toko.test' });
    expect(auth.peek(['auth', 'getPermissions', {}])).toEqual([]);
  });

  it('says nothing of other queries: a data read or another auth check is left to its own answer', () => {
    const { auth, session } = setup();
    session.save('tok', { email: 'admin@toko.test' });
    expect(auth.peek(['auth', 'canAccess', { resource: 'merk' }])).toBeUndefined();
    expect(auth.peek(['merk', 'getList', {}])).toBeUndefined();
  });
});
