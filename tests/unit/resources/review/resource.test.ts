import { describe, expect, it } from 'vitest';
import { reviewResource } from '@/resources/review/resource';

describe('review resource mapping', () => {
  it('sends only the spec payload on update, not the stored review it is merged over', () => {
    const stored = { id: 7, produkWebId: 3, userName: 'Lama', rating: 5, komentar: 'x', foto: [{ url: '/a.webp' }], createdAt: '2026-11-01T00:00:00.000Z' };
    const payload = { produkId: 4, userName: 'Baru', rating: 2, komentar: 'y', foto: ['/b.webp'] };
    expect(reviewResource.toPayload?.({ ...stored, ...payload }, 'update')).toEqual(payload);
  });

  it('searches the buyer name and the comment', () => {
    expect(reviewResource.searchFields).toEqual(['userName', 'komentar']);
  });
});
