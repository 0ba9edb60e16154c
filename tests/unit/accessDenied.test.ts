import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client';
import { accessDeniedByPath } from '@/accessDenied';
import { pages } from '@/custom-pages';
import { createAuthProvider } from '@/providers/authProvider';
import { createSessionStore } from '@/providers/session';
import { resources } from '@/resources';
import { createMemoryStorage } from './providers/memoryStorage';

const LOGIN_AS_ADMIN = 'Akses ditolak. Silakan login sebagai admin.';
const CATALOGUE = 'Akses admin ditolak.';

const textFor = accessDeniedByPath(resources, pages);

describe('what a screen opened without an admin token says, by its address', () => {
  it.each([
    // Fulfilment (order spec §5 and §8)
    ['/order-center', LOGIN_AS_ADMIN],
    ['/order-center/258', LOGIN_AS_ADMIN],
    ['/transaksi/riwayat', LOGIN_AS_ADMIN],
    ['/transaksi-web/12', LOGIN_AS_ADMIN],
    ['/payment-verification', LOGIN_AS_ADMIN],
    ['/payment-detail/12', LOGIN_AS_ADMIN],
    // Operations (operations spec §6 and §8)
    ['/review-manager', LOGIN_AS_ADMIN],
    ['/notifications', LOGIN_AS_ADMIN],
    ['/cash-in', LOGIN_AS_ADMIN],
    ['/refund-management', LOGIN_AS_ADMIN],
    ['/transaction-logs', LOGIN_AS_ADMIN],
    ['/chat-management', LOGIN_AS_ADMIN],
    ['/warehouse-map', LOGIN_AS_ADMIN],
    // Catalogue keeps the kernel's own text (catalogue spec §6)
    ['/merk', undefined],
    ['/produk-web/tambah', undefined],
    ['/dashboard', undefined],
  ])('%s → %s', (path, text) => {
    expect(textFor(path)).toBe(text);
  });

  it('the session check says it on the way to login; other pages keep “Akses admin ditolak.”', async () => {
    const api = createApiClient({ baseUrl: 'https://api.toko.test', fetch: async () => new Response('{}'), getToken: () => null });
    let path = '/admin/order-center/258';
    const auth = createAuthProvider(api, createSessionStore(createMemoryStorage()), {
      currentPath: () => path,
      accessDeniedFor: (full) => textFor(full.replace(/^\/admin/, '')),
    });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: LOGIN_AS_ADMIN, redirectTo: '/login' });
    path = '/admin/merk';
    await expect(auth.checkAuth({})).rejects.toEqual({ message: CATALOGUE, redirectTo: '/login' });
  });
});
