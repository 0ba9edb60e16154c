import { describe, expect, it } from 'vitest';
import { bulkDeleteSummary, type BulkDeleteOutcome } from '@/resources/review/rules/bulk';

describe('bulk delete summary', () => {
  it.each<[string, BulkDeleteOutcome, { type: string; text: string }]>([
    ['all deleted', { deleted: [1, 2, 3], failed: [] }, { type: 'success', text: '3 review berhasil dihapus!' }],
    ['some refused', { deleted: [1], failed: [{ id: 2, error: 'Review tidak ditemukan.' }] }, { type: 'warning', text: '1 review berhasil dihapus, 1 gagal: Review tidak ditemukan.' }],
    [
      'none deleted',
      { deleted: [], failed: [{ id: 2, error: 'Gagal menghapus review' }, { id: 3, error: 'Lain' }] },
      { type: 'error', text: 'Gagal menghapus 2 review: Gagal menghapus review' },
    ],
  ])('%s', (_what, outcome, expected) => {
    expect(bulkDeleteSummary(outcome)).toEqual(expected);
  });
});
