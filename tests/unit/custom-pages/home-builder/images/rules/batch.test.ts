import { describe, expect, it } from 'vitest';
import {
  batchProgress,
  batchReducer,
  batchSummary,
  doneResults,
  emptyBatch,
  uniqueFileNames,
  waitingItems,
  type BatchResult,
} from '@/custom-pages/home-builder/images/rules/batch';

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const result = (name: string, originalSize: number, optimizedSize: number): BatchResult => ({
  file: file(name, optimizedSize),
  originalSize,
  optimizedSize,
  isOptimized: optimizedSize < originalSize,
  profile: 'product',
  url: `blob:${name}`,
});

describe('home builder images: batch list', () => {
  it('lists picked files as waiting, then working, then done, and keeps the refused of the last pick', () => {
    let state = batchReducer(emptyBatch, { type: 'picked', items: [{ id: 'a', file: file('a.jpg') }, { id: 'b', file: file('b.png') }], refused: [{ name: 'x.gif', reason: 'Format file harus JPG, PNG, atau WEBP' }] });
    expect(state.items.map((item) => item.status)).toEqual(['waiting', 'waiting']);
    expect(state.refused).toHaveLength(1);
    state = batchReducer(state, { type: 'started', id: 'a' });
    expect(state.items.map((item) => item.status)).toEqual(['working', 'waiting']);
    expect(waitingItems(state.items).map((item) => item.id)).toEqual(['b']);
    state = batchReducer(state, { type: 'finished', id: 'a', result: result('a.webp', 1000, 200) });
    expect(state.items.map((item) => item.status)).toEqual(['done', 'waiting']);
    expect(batchProgress(state.items)).toEqual({ done: 1, total: 2, percent: 50 });
    state = batchReducer(state, { type: 'picked', items: [{ id: 'c', file: file('c.jpg') }], refused: [] });
    expect(state.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(state.refused).toEqual([]);
    state = batchReducer(state, { type: 'removed', id: 'b' });
    expect(state.items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(doneResults(state.items).map((r) => r.file.name)).toEqual(['a.webp']);
    expect(batchReducer(state, { type: 'cleared' })).toEqual(emptyBatch);
  });

  it('shows 0% progress for an empty list', () => {
    expect(batchProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe('home builder images: batch summary', () => {
  it('adds up the sizes before and after, a file kept as it was counting on both sides', () => {
    expect(batchSummary([result('a.webp', 4_000_000, 100_000), result('b.webp', 1_000_000, 1_000_000)])).toEqual({ originalSize: 5_000_000, optimizedSize: 1_100_000, percent: 78 });
    expect(batchSummary([])).toEqual({ originalSize: 0, optimizedSize: 0, percent: 0 });
  });
});

describe('home builder images: names inside the ZIP', () => {
  it('keeps distinct names and numbers repeats before the extension, ignoring case', () => {
    expect(uniqueFileNames(['foto.webp', 'Foto.webp', 'lain.webp', 'foto.webp', 'tanpa-ekstensi', 'tanpa-ekstensi'])).toEqual([
      'foto.webp',
      'Foto (2).webp',
      'lain.webp',
      'foto (3).webp',
      'tanpa-ekstensi',
      'tanpa-ekstensi (2)',
    ]);
  });
});
