import { describe, expect, it } from 'vitest';
import { byUrutan, nextUrutan, urutanChanges } from '@/resources/banner/rules/order';

describe('banner order', () => {
  it('sorts by urutan, then the older banner first', () => {
    expect(byUrutan([{ id: 3, urutan: 1 }, { id: 2, urutan: 0 }, { id: 1, urutan: 1 }]).map((b) => b.id)).toEqual([2, 1, 3]);
  });

  it('puts a new banner last, and the first one at 0', () => {
    expect(nextUrutan([])).toBe(0);
    expect(nextUrutan([{ id: 1, urutan: 0 }, { id: 2, urutan: 4 }])).toBe(5);
  });

  it('sends only the banners whose place changed after a drag', () => {
    const a = { id: 1, urutan: 0 };
    const b = { id: 2, urutan: 1 };
    const c = { id: 3, urutan: 2 };
    expect(urutanChanges([b, a, c])).toEqual([
      { banner: b, urutan: 0 },
      { banner: a, urutan: 1 },
    ]);
    expect(urutanChanges([a, b, c])).toEqual([]);
  });
});
