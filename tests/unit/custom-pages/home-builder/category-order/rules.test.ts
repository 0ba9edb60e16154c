import { describe, expect, it } from 'vitest';
import { applyOrder, homeOrder, sameOrder, updateOrderPayload } from '@/custom-pages/home-builder/category-order/rules';

const cat = (id: number, namaKategori: string, urutan: number) => ({ id, namaKategori, urutan });

describe('homeOrder: the order the shop shows', () => {
  it.each([
    ['by urutan ascending', [cat(1, 'Semen', 3), cat(2, 'Cat', 1), cat(3, 'Besi', 2)], [2, 3, 1]],
    ['equal urutan by name, Indonesian collation', [cat(1, 'keramik', 1), cat(2, 'Besi', 1), cat(3, 'atap', 1)], [3, 2, 1]],
    ['zero first', [cat(1, 'A', 5), cat(2, 'B', 0)], [2, 1]],
    ['empty', [], []],
  ])('%s', (_name, input, ids) => {
    expect(homeOrder(input).map((c) => c.id)).toEqual(ids);
  });

  it('leaves its input untouched', () => {
    const input = [cat(1, 'B', 2), cat(2, 'A', 1)];
    homeOrder(input);
    expect(input.map((c) => c.id)).toEqual([1, 2]);
  });
});

describe('sameOrder', () => {
  it.each([
    [[1, 2, 3], [1, 2, 3], true],
    [[1, 2, 3], [2, 1, 3], false],
    [[1, 2], [1, 2, 3], false],
    [[], [], true],
  ])('%o vs %o -> %s', (a, b, expected) => {
    expect(sameOrder(a.map((id) => ({ id })), b.map((id) => ({ id })))).toBe(expected);
  });

  it('compares ids as text, as the server may send them either way', () => {
    expect(sameOrder([{ id: 1 }, { id: '2' }], [{ id: '1' }, { id: 2 }])).toBe(true);
  });
});

describe('applyOrder: an unsaved arrangement over fresh data', () => {
  const saved = [cat(1, 'Semen', 1), cat(2, 'Cat', 2), cat(3, 'Besi', 3)];

  it.each<[string, Array<number> | null, number[]]>([
    ['no arrangement: the saved order', null, [1, 2, 3]],
    ['the arranged order', [3, 1, 2], [3, 1, 2]],
    ['a category added meanwhile keeps its saved place after the arranged ones', [2, 1], [2, 1, 3]],
    ['a category deleted meanwhile drops out', [3, 9, 1, 2], [3, 1, 2]],
  ])('%s', (_name, ids, expected) => {
    expect(applyOrder(saved, ids).map((c) => c.id)).toEqual(expected);
  });

  it('shows the fresh records, not the arranged copies', () => {
    const fresh = [cat(1, 'Semen Baru', 1), cat(2, 'Cat', 2)];
    expect(applyOrder(fresh, [2, 1]).map((c) => c.namaKategori)).toEqual(['Cat', 'Semen Baru']);
  });
});

describe('updateOrderPayload (catalogue spec §7)', () => {
  it('sends every id, first to last', () => {
    expect(updateOrderPayload([cat(3, 'Besi', 3), cat(1, 'Semen', 1), cat(2, 'Cat', 2)])).toEqual({ ids: [3, 1, 2] });
  });
});
