import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '@/providers/queryClient';

describe('createQueryClient: a new query starts with an answer that has already arrived (issue 26)', () => {
  it('a query created under a key the seed knows holds its answer before any fetch', () => {
    const client = createQueryClient((key) => (key[0] === 'merk' ? { data: [{ id: 1 }], total: 1 } : undefined));
    const observer = new QueryObserver(client, { queryKey: ['merk', 'getList', { pagination: { page: 1, perPage: 10 } }], queryFn: async () => undefined, enabled: false });
    expect(observer.getCurrentResult().data).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(observer.getCurrentResult().isPending).toBe(false);
  });

  it('a key the seed does not know starts empty, and a query already in the cache is left as it is', async () => {
    const seed = vi.fn((key: readonly unknown[]) => (key[0] === 'voucher' ? 'seeded' : undefined));
    const client = createQueryClient(seed);
    expect(new QueryObserver(client, { queryKey: ['merk'], queryFn: async () => undefined, enabled: false }).getCurrentResult().data).toBeUndefined();
    await client.fetchQuery({ queryKey: ['voucher'], queryFn: async () => 'fetched' });
    expect(new QueryObserver(client, { queryKey: ['voucher'], queryFn: async () => undefined, enabled: false }).getCurrentResult().data).toBe('fetched');
    expect(seed).toHaveBeenCalledTimes(2);
  });

  it('the seeded query is still stale: the screen refetches it on mount (which takes the same warmed read)', () => {
    const client = createQueryClient(() => 'seeded');
    const queryFn = vi.fn(async () => 'fetched');
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toBe('seeded');
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
