import { describe, expect, it } from 'vitest';
import { searchText } from '@/domain/searchText';
import { flattenGroups, groupResults, MATCH, matchRank, moveActive, rankItems, SEARCH_DEBOUNCE_MS, searchDelay, type PaletteGroupInput } from '@/layout/command-palette/rules';
import type { PaletteItem } from '@/layout/command-palette/types';

const order = (id: number, code: string, recipient: string): PaletteItem => ({ id: String(id), label: code, to: `/order-center/${id}`, codes: [code], terms: [recipient] });
const page = (label: string, group?: string): PaletteItem => ({ id: label, label, to: `/${label.toLowerCase()}`, terms: group ? [group] : [] });

describe('matchRank', () => {
  const item = order(1, 'CV-20250614-0123', 'Budi Santoso');

  it.each([
    ['cv-20250614-0123', MATCH.exactCode],
    ['budi santoso', MATCH.exactText],
    ['cv-2025', MATCH.codePrefix],
    ['budi', MATCH.textPrefix],
    ['santoso', MATCH.wordPrefix],
    ['0614-01', MATCH.substring],
    ['antos', MATCH.substring],
    ['santoso budi', MATCH.allWords],
  ])('%s matches as %i', (query, rank) => {
    expect(matchRank(query, item)).toBe(rank);
  });

  it('does not match what is nowhere in the item', () => {
    expect(matchRank('prb-', item)).toBeNull();
    expect(matchRank('budi wati', item)).toBeNull();
  });

  it('reads an accented query and an accented name alike', () => {
    expect(matchRank(searchText('Sémen'), page('Semen Gresik'))).toBe(MATCH.textPrefix);
    expect(matchRank('semen', page('Sémen Gresik'))).toBe(MATCH.textPrefix);
  });
});

describe('rankItems', () => {
  it('puts the order whose whole code is typed first, before orders whose code only starts with it', () => {
    const items = [order(3, 'PRB-20250614-00123', 'Sari'), order(2, 'PRB-20250614-0012', 'Ani'), order(1, 'PRB-20250614-001', 'Budi')];
    expect(rankItems('PRB-20250614-0012', items).map((item) => item.id)).toEqual(['2', '3']);
  });

  it('puts a start before a middle, case-insensitively', () => {
    const items = [page('Laporan Semen'), page('Semen Tiga Roda'), page('Pasir')];
    expect(rankItems('SEMEN', items).map((item) => item.label)).toEqual(['Semen Tiga Roda', 'Laporan Semen']);
  });

  it('keeps the given order between equal matches (the newest orders first) and drops what does not match', () => {
    const items = [order(9, 'CV-1', 'Budi A'), order(8, 'PRB-2', 'Sari'), order(7, 'CV-3', 'Budi B')];
    expect(rankItems('budi', items).map((item) => item.id)).toEqual(['9', '7']);
  });

  it('keeps every item, in order, for an empty query', () => {
    const items = [page('Dashboard'), page('Merk')];
    expect(rankItems('  ', items).map((item) => item.label)).toEqual(['Dashboard', 'Merk']);
  });

  it('ranks pages by their label, and finds them by their sidebar group too', () => {
    const pages = [page('Dashboard'), page('Produk Web', 'Katalog'), page('Merk', 'Katalog'), page('Laporan Produk Terjual', 'Laporan')];
    expect(rankItems('produk', pages).map((item) => item.label)).toEqual(['Produk Web', 'Laporan Produk Terjual']);
    expect(rankItems('katalog', pages).map((item) => item.label)).toEqual(['Produk Web', 'Merk']);
  });
});

describe('groupResults', () => {
  const groups = (items: { pages?: PaletteItem[]; orders?: PaletteItem[]; products?: PaletteItem[] }, limit = 5): PaletteGroupInput[] => [
    { id: 'pages', label: 'Halaman', items: items.pages ?? [], limit },
    { id: 'penjualan-web', label: 'Pesanan', items: items.orders ?? [], limit },
    { id: 'produk-web', label: 'Produk', items: items.products ?? [], limit },
  ];

  it('groups results by kind, with at most the limit of each', () => {
    const orders = Array.from({ length: 8 }, (_, index) => order(index, `CV-${index}`, 'Budi'));
    const result = groupResults('budi', groups({ orders, products: [page('Budi Cat Tembok')] }, 3));
    expect(result.map((group) => [group.label, group.items.length])).toEqual([
      ['Pesanan', 3],
      ['Produk', 1],
    ]);
  });

  it('leaves out a kind without a match', () => {
    const result = groupResults('merk', groups({ pages: [page('Merk'), page('Voucher')], orders: [order(1, 'CV-1', 'Budi')] }));
    expect(result.map((group) => group.id)).toEqual(['pages']);
  });

  it('puts the kind holding an exact code first, whatever its place', () => {
    const result = groupResults('cv-20250614-0123', groups({ pages: [page('cv-20250614-01234 notes')], orders: [order(1, 'CV-20250614-0123', 'Budi')] }));
    expect(result.map((group) => group.id)).toEqual(['penjualan-web', 'pages']);
  });

  it('keeps the given order between kinds that match equally well', () => {
    const result = groupResults('semen', groups({ pages: [page('Semen')], products: [page('Semen')] }));
    expect(result.map((group) => group.id)).toEqual(['pages', 'produk-web']);
  });

  it('flattens the groups into the order the arrow keys follow, with keys unique across kinds', () => {
    const options = flattenGroups(groupResults('1', groups({ orders: [order(1, 'CV-1', 'A')], products: [{ id: '1', label: 'Produk 1', to: '/produk-web/edit/1' }] })));
    expect(options.map((option) => option.key)).toEqual(['penjualan-web:1', 'produk-web:1']);
  });
});

describe('moveActive', () => {
  const options = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];

  it('moves down and up, wrapping at both ends', () => {
    expect(moveActive(options, 'a', 1)).toBe('b');
    expect(moveActive(options, 'c', 1)).toBe('a');
    expect(moveActive(options, 'a', -1)).toBe('c');
  });

  it('starts from the first going down and the last going up when none is active', () => {
    expect(moveActive(options, null, 1)).toBe('a');
    expect(moveActive(options, 'gone', -1)).toBe('c');
    expect(moveActive([], null, 1)).toBeNull();
  });
});

describe('searchDelay', () => {
  it('waits for the typing to stop after a keystroke, added or deleted', () => {
    expect(searchDelay('CV-2025', 'CV-20251')).toBe(SEARCH_DEBOUNCE_MS);
    expect(searchDelay('CV-20251', 'CV-2025')).toBe(SEARCH_DEBOUNCE_MS);
    expect(searchDelay('', 'C')).toBe(SEARCH_DEBOUNCE_MS);
  });

  it('asks at once for text that arrived in one piece: a pasted code', () => {
    expect(searchDelay('', 'CV-20251215-0006')).toBe(0);
    expect(searchDelay('budi', 'CV-20251215-0006')).toBe(0);
  });
});
