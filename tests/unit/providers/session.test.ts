import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY, createSessionStore } from '@/providers/session';
import { createMemoryStorage } from './memoryStorage';

describe('createSessionStore', () => {
  it("uses the spec's storage keys admin_token and admin_user", () => {
    expect(ADMIN_TOKEN_KEY).toBe('admin_token');
    expect(ADMIN_USER_KEY).toBe('admin_user');
  });

  it('starts empty: no token, no user', () => {
    const session = createSessionStore(createMemoryStorage());
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
  });

  it('save stores the token as is and the user as JSON, and reads them back', () => {
    const storage = createMemoryStorage();
    const session = createSessionStore(storage);
    session.save('abc', { id: 1, email: 'admin@toko.test', nama: 'Admin' });
    expect(storage.getItem('admin_token')).toBe('abc');
    expect(JSON.parse(storage.getItem('admin_user') ?? 'null')).toEqual({ id: 1, email: 'admin@toko.test', nama: 'Admin' });
    expect(session.getToken()).toBe('abc');
    expect(session.getUser()).toEqual({ id: 1, email: 'admin@toko.test', nama: 'Admin' });
  });

  it('reads a session written earlier to the same storage (survives a reload)', () => {
    const storage = createMemoryStorage({ admin_token: 't', admin_user: '{"email":"a@b.c"}' });
    expect(createSessionStore(storage).getToken()).toBe('t');
    expect(createSessionStore(storage).getUser()).toEqual({ email: 'a@b.c' });
  });

  it('getUser returns null for corrupt JSON instead of throwing', () => {
    const session = createSessionStore(createMemoryStorage({ admin_user: '{bukan json' }));
    expect(session.getUser()).toBeNull();
  });

  it("clear removes both admin keys and leaves the customer's token and other keys", () => {
    const storage = createMemoryStorage({ token: 'customer', lain: 'x' });
    const session = createSessionStore(storage);
    session.save('abc', { email: 'admin@toko.test' });
    session.clear();
    expect(storage.entries()).toEqual({ token: 'customer', lain: 'x' });
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
  });

  it("save does not touch the customer's token key", () => {
    const storage = createMemoryStorage({ token: 'customer' });
    createSessionStore(storage).save('admin', { email: 'a@b.c' });
    expect(storage.getItem('token')).toBe('customer');
  });
});
