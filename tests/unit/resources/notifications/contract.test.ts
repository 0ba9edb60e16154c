import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client';
import { errorMessage } from '@/api/errors';
import { notificationsContract } from '@/resources/notifications/contract';
import { failureText } from '@/resources/notifications/hooks';

const answering = (status: number, body: unknown) =>
  createApiClient({
    baseUrl: 'https://api.toko.test',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    getToken: () => 'tok',
  });

const caught = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
};

describe('notification manager contract: errors are read from `message` first (operations spec §7)', () => {
  const body = { error: 'Bad Request', message: 'Pengguna tidak aktif' };

  it.each(Object.entries(notificationsContract))('%s reads `message` before `error`', async (_name, endpoint) => {
    const api = answering(400, body);
    const options = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? { params: { id: 1 } } : { body: {} };
    const error = await caught(() => api.call(endpoint, options as never));
    expect((error as Error).message).toBe('Pengguna tidak aktif');
    // A screen re-reading the failure (RetryAlert, the send toast) reads it the same way.
    expect(errorMessage(error, 'Gagal memuat')).toBe('Pengguna tidak aktif');
    expect(failureText(error)).toBe('Pengguna tidak aktif');
  });

  it('a load failure without `message` still shows the server’s `error`', async () => {
    const error = await caught(() => answering(500, { error: 'Database sibuk' }).call(notificationsContract.stats));
    expect(errorMessage(error, 'x')).toBe('Database sibuk');
  });
});
