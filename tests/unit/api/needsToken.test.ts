import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient, type FetchLike } from '@/api/client';
import { endpoint, needsToken } from '@/api/endpoint';
import { errorMessage, NoTokenError } from '@/api/errors';
import { chatManagementContract } from '@/custom-pages/chat-management/contract';
import { pendingCashContract } from '@/custom-pages/pending-cash/contract';
import { warehouseMapContract } from '@/custom-pages/warehouse-map/contract';
import { notificationsContract } from '@/resources/notifications/contract';
import { penjualanWebContract } from '@/resources/penjualan-web/contract';
import { reviewContract } from '@/resources/review/contract';
import { merkContract } from '@/resources/merk/contract';

const TEXT = 'Akses ditolak. Token admin tidak ditemukan.';

const guarded = needsToken({ ship: endpoint({ method: 'POST', path: '/admin/penjualan-web/{id}/kirim', params: {} as { id: number }, response: z.unknown(), fallback: 'Gagal memulai pengiriman' }) }, TEXT);

const client = (token: string | null) => {
  const fetch = vi.fn<FetchLike>(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const onUnauthorized = vi.fn();
  return { api: createApiClient({ baseUrl: 'https://api.toko.test', fetch, getToken: () => token, onUnauthorized }), fetch, onUnauthorized };
};

describe('a call that needs the admin token', () => {
  it('is not sent without one: it fails with its own text (status 401) and the session is over', async () => {
    const { api, fetch, onUnauthorized } = client(null);
    const failure = api.call(guarded.ship, { params: { id: 7 } });
    await expect(failure).rejects.toBeInstanceOf(NoTokenError);
    await expect(failure).rejects.toMatchObject({ message: TEXT, status: 401 });
    expect(fetch).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledWith(401);
    // A screen reading the failure shows those words, not its own fallback.
    expect(errorMessage(await failure.catch((error: unknown) => error), 'Gagal ship order')).toBe(TEXT);
  });

  it('is sent with one', async () => {
    const { api, fetch } = client('tok');
    await api.call(guarded.ship, { params: { id: 7 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a catalogue call without the mark still goes out (the server answers it)', async () => {
    const { api, fetch } = client(null);
    fetch.mockResolvedValueOnce(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await api.call(merkContract.list);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('fulfilment and operations calls need the admin token (order spec §8, operations spec §8)', () => {
  const contracts = { penjualanWebContract, pendingCashContract, chatManagementContract, warehouseMapContract, reviewContract, notificationsContract };
  const rows = Object.entries(contracts).flatMap(([contract, endpoints]) => Object.keys(endpoints).map((name) => [contract, name, (endpoints as Record<string, { noToken?: string }>)[name]] as const));
  it.each(rows)('%s.%s', (_contract, _name, declared) => {
    expect(declared?.noToken).toBe(TEXT);
  });
});
