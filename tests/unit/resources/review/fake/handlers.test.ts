import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';
import { reviewMessages as m } from '@/resources/review/messages';
import { isStorablePhotoUrl } from '@/fake-api/photoUrl';
import { createSeedDb } from '@/fake-api/db';
import { fakeAreas } from '@/fake-api/areas';

const NOW = new Date('2026-11-20T03:00:00.000Z');

interface StoredReview {
  id: number;
  produkWebId: number;
  userName: string;
  rating: number;
  komentar: string;
  foto: Array<{ url: string }>;
  createdAt: string;
}

const setup = () => {
  const harness = createFakeBackendHarness(NOW);
  const product = harness.db.produkWeb.find((p) => p.isPublishedInduk)!;
  return { ...harness, product, call: (method: string, path: string, body?: unknown) => harness.call<Record<string, unknown>>(method, path, body) };
};

const input = (produkId: number, patch: Record<string, unknown> = {}) => ({ produkId, userName: 'Budi Santoso', rating: 4, komentar: 'Semen cepat kering.', foto: [], ...patch });

describe('fake backend: reviews are kept like the shop server keeps them', () => {
  it('seeds at least 40 reviews of real storefront products, some with photos, the same every time', () => {
    const { db } = setup();
    expect(db.review.length).toBeGreaterThanOrEqual(40);
    const published = new Set(db.produkWeb.filter((p) => p.isPublishedInduk).map((p) => p.id));
    for (const review of db.review) {
      expect(published.has(review.produkWebId)).toBe(true);
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
      for (const photo of review.foto) expect(isStorablePhotoUrl(photo.url)).toBe(true);
    }
    expect(db.review.filter((r) => r.foto.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(db.review.some((r) => r.foto.some((photo) => photo.url.startsWith('data:image/svg+xml;utf8,')))).toBe(true);
    expect(new Set(db.review.map((r) => r.rating)).size).toBeGreaterThan(2);
    expect(createSeedDb(NOW, fakeAreas).review).toEqual(db.review);
  });

  it('lists every review newest first, in the spec fields', async () => {
    const { call, db } = setup();
    const { status, body } = await call('GET', '/admin/reviews');
    expect(status).toBe(200);
    const list = body as unknown as StoredReview[];
    expect(list).toHaveLength(db.review.length);
    expect(list.map((r) => r.createdAt)).toEqual([...list.map((r) => r.createdAt)].sort().reverse());
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'foto', 'id', 'komentar', 'produkWebId', 'rating', 'userName']);
  });

  it('creates a review with photos (empty strings dropped), updates it and deletes it; then 404', async () => {
    const { call, db, product, persist } = setup();
    const created = await call('POST', '/admin/reviews', input(product.id, { userName: '  Siti  ', foto: ['https://cdn.toko.test/a.webp', '', 'data:image/webp;base64,AAAA'] }));
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(m.created);
    const stored = created.body.data as StoredReview;
    expect(stored).toMatchObject({ produkWebId: product.id, userName: 'Siti', rating: 4, createdAt: NOW.toISOString() });
    expect(stored.foto).toEqual([{ url: 'https://cdn.toko.test/a.webp' }, { url: 'data:image/webp;base64,AAAA' }]);
    expect(persist).toHaveBeenCalled();

    const updated = await call('PUT', `/admin/reviews/${stored.id}`, input(product.id, { rating: 2, komentar: 'Ternyata retak.', foto: [] }));
    expect(updated).toMatchObject({ status: 200, body: { message: m.updated } });
    expect(db.review.find((r) => r.id === stored.id)).toMatchObject({ rating: 2, komentar: 'Ternyata retak.', foto: [], createdAt: NOW.toISOString() });

    expect(await call('DELETE', `/admin/reviews/${stored.id}`)).toEqual({ status: 200, body: { message: m.deleted } });
    expect(db.review.some((r) => r.id === stored.id)).toBe(false);
    expect((await call('DELETE', `/admin/reviews/${stored.id}`)).status).toBe(404);
    expect((await call('PUT', `/admin/reviews/${stored.id}`, input(product.id))).status).toBe(404);
    expect((await call('DELETE', '/admin/reviews/abc')).status).toBe(400);
  });

  it.each<[string, (productId: number) => Record<string, unknown>, string]>([
    ['an unknown product', () => input(999999), m.productNotFound],
    ['an empty product id', () => input(1, { produkId: '' }), m.productRequired],
    ['a blank buyer name', (id) => input(id, { userName: ' \u200b ' }), m.nameRequired],
    ['a buyer name over 100 characters', (id) => input(id, { userName: 'x'.repeat(101) }), 'Nama Pembeli maksimal 100 karakter.'],
    ['a rating of 0', (id) => input(id, { rating: 0 }), m.ratingInvalid],
    ['a rating of 6', (id) => input(id, { rating: 6 }), m.ratingInvalid],
    ['a rating of 3.5', (id) => input(id, { rating: 3.5 }), m.ratingInvalid],
    ['a comment over 2000 characters', (id) => input(id, { komentar: 'x'.repeat(2001) }), 'Komentar maksimal 2000 karakter.'],
    ['a script photo URL', (id) => input(id, { foto: ['/a.webp', 'javascript:alert(1)'] }), 'Foto 2 bukan URL gambar yang valid.'],
    ['an HTML data URL as photo', (id) => input(id, { foto: ['data:text/html,<b>x</b>'] }), 'Foto 1 bukan URL gambar yang valid.'],
    ['six photos', (id) => input(id, { foto: Array.from({ length: 6 }, (_, i) => `/p${i}.webp`) }), 'Maksimal 5 foto per review.'],
  ])('refuses %s with 400, storing nothing', async (_what, body, error) => {
    const { call, db, product, persist } = setup();
    const before = JSON.stringify(db.review);
    expect(await call('POST', '/admin/reviews', body(product.id))).toEqual({ status: 400, body: { error } });
    const first = db.review[0]!;
    expect(await call('PUT', `/admin/reviews/${first.id}`, body(product.id))).toEqual({ status: 400, body: { error } });
    expect(JSON.stringify(db.review)).toBe(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it('refuses a rating that is not a number as a malformed body', async () => {
    const { call, product } = setup();
    const answer = await call('POST', '/admin/reviews', input(product.id, { rating: 'lima' }));
    expect(answer.status).toBe(400);
  });
});
