import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';

const NOW = new Date('2026-11-20T03:00:00.000Z');

describe('fake backend: the storefront product list (GET /web/produk)', () => {
  it('lists the storefront products newest first, published only, without a session', async () => {
    const harness = createFakeBackendHarness(NOW);
    const { db } = harness;
    const { body } = await harness.call<Array<{ slug: string }>>('GET', '/web/produk?limit=3&sort=terbaru');
    expect(body).toHaveLength(3);
    const newest = [...db.produkWeb].filter((p) => p.isPublishedInduk).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    expect(body.map((p) => p.slug)).toEqual(newest.slice(0, 3).map((p) => p.slug));
  });

  it('caps the list at 1000 and reads a missing sort as newest first', async () => {
    const harness = createFakeBackendHarness(NOW);
    const { body } = await harness.call<unknown[]>('GET', '/web/produk?limit=5000');
    expect(body.length).toBe(Math.min(1000, harness.db.produkWeb.filter((p) => p.isPublishedInduk).length));
  });
});
