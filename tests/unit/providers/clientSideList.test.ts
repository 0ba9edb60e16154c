import { describe, expect, it } from 'vitest';
import { clientSideList } from '@/providers/clientSideList';

interface Row {
  id: number;
  nama: string;
  kategori: string;
  isActive: boolean;
  stok: number | null;
}

const ROWS: Row[] = [
  { id: 1, nama: 'Semen Gresik', kategori: 'semen', isActive: true, stok: 10 },
  { id: 2, nama: 'Cat Avian', kategori: 'cat', isActive: false, stok: null },
  { id: 3, nama: 'Semen Padang', kategori: 'semen', isActive: true, stok: 5 },
  { id: 4, nama: 'Pipa Wavin', kategori: 'pipa', isActive: true, stok: 10 },
  { id: 5, nama: 'Cat Dulux', kategori: 'cat', isActive: true, stok: 2 },
  { id: 6, nama: 'Kéramik Roman', kategori: 'keramik', isActive: true, stok: null },
];

const run = (params: Parameters<typeof clientSideList<Row>>[1], searchFields: Array<keyof Row & string> = ['nama']) =>
  clientSideList(ROWS, params, { searchFields });
const ids = (result: { data: Row[] }) => result.data.map((r) => r.id);

describe('clientSideList: filters', () => {
  it('matches other filters by equality', () => {
    expect(ids(run({ filter: { kategori: 'semen' } }))).toEqual([1, 3]);
  });

  it('matches a boolean false filter (false is not treated as empty)', () => {
    expect(ids(run({ filter: { isActive: false } }))).toEqual([2]);
  });

  it('combines several equality filters with AND', () => {
    expect(ids(run({ filter: { kategori: 'cat', isActive: true } }))).toEqual([5]);
  });

  it('does not coerce types: the string "10" does not equal the number 10', () => {
    expect(ids(run({ filter: { stok: '10' } }))).toEqual([]);
    expect(ids(run({ filter: { stok: 10 } }))).toEqual([1, 4]);
  });

  it('matches any of the values of an array filter', () => {
    expect(ids(run({ filter: { kategori: ['cat', 'pipa'] } }))).toEqual([2, 4, 5]);
  });

  it('ignores undefined and empty-string filter values', () => {
    expect(ids(run({ filter: { kategori: '', isActive: undefined } }))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('q searches the given fields case-insensitively, ignoring accents and extra spaces', () => {
    expect(ids(run({ filter: { q: '  SEMEN ' } }))).toEqual([1, 3]);
    expect(ids(run({ filter: { q: 'keramik' } }))).toEqual([6]);
    expect(ids(run({ filter: { q: 'cat   avian' } }))).toEqual([2]);
  });

  it('q searches only the listed search fields', () => {
    expect(ids(run({ filter: { q: 'pipa' } }, ['nama']))).toEqual([4]);
    expect(ids(run({ filter: { q: 'keramik' } }, ['kategori']))).toEqual([6]);
    expect(ids(run({ filter: { q: 'gresik' } }, ['kategori']))).toEqual([]);
  });

  it('combines q with equality filters', () => {
    expect(ids(run({ filter: { q: 'cat', isActive: true } }))).toEqual([5]);
  });
});

describe('clientSideList: sort', () => {
  it('sorts strings ASC and DESC', () => {
    expect(ids(run({ sort: { field: 'nama', order: 'ASC' } }))).toEqual([2, 5, 6, 4, 1, 3]);
    expect(ids(run({ sort: { field: 'nama', order: 'DESC' } }))).toEqual([3, 1, 4, 6, 5, 2]);
  });

  it('sorts numbers numerically, not as text', () => {
    const rows = [{ id: 1, n: 10 }, { id: 2, n: 9 }, { id: 3, n: 100 }];
    expect(clientSideList(rows, { sort: { field: 'n', order: 'ASC' } }, { searchFields: [] }).data.map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it('sorts numeric text naturally (item 2 before item 10)', () => {
    const rows = [{ id: 1, kode: 'item 10' }, { id: 2, kode: 'item 2' }];
    expect(clientSideList(rows, { sort: { field: 'kode', order: 'ASC' } }, { searchFields: [] }).data.map((r) => r.id)).toEqual([2, 1]);
  });

  it('is stable: ties keep their original order in both directions', () => {
    expect(ids(run({ sort: { field: 'kategori', order: 'ASC' } }))).toEqual([2, 5, 6, 4, 1, 3]);
    expect(ids(run({ sort: { field: 'kategori', order: 'DESC' } }))).toEqual([1, 3, 4, 6, 2, 5]);
    expect(ids(run({ sort: { field: 'isActive', order: 'ASC' } }))).toEqual([1, 3, 4, 5, 6, 2]);
  });

  it('puts null values last when sorting ASC, keeping their original order', () => {
    expect(ids(run({ sort: { field: 'stok', order: 'ASC' } }))).toEqual([5, 3, 1, 4, 2, 6]);
  });

  it('keeps the input order when no sort field is given, and does not mutate the input', () => {
    const before = ROWS.map((r) => r.id);
    expect(ids(run({ sort: { field: '', order: 'ASC' } }))).toEqual(before);
    run({ sort: { field: 'nama', order: 'DESC' } });
    expect(ROWS.map((r) => r.id)).toEqual(before);
  });
});

describe('clientSideList: paging', () => {
  it('returns the requested page and the total of all matches', () => {
    const result = run({ sort: { field: 'id', order: 'ASC' }, pagination: { page: 2, perPage: 2 } });
    expect(ids(result)).toEqual([3, 4]);
    expect(result.total).toBe(6);
  });

  it('returns a short last page and an empty page past the end', () => {
    expect(ids(run({ pagination: { page: 3, perPage: 4 } }))).toEqual([]);
    expect(ids(run({ pagination: { page: 2, perPage: 4 } }))).toEqual([5, 6]);
  });

  it('filters before paging, so total counts the filtered records', () => {
    const result = run({ filter: { kategori: ['cat', 'semen'] }, pagination: { page: 1, perPage: 3 } });
    expect(ids(result)).toEqual([1, 2, 3]);
    expect(result.total).toBe(4);
  });

  it('returns everything when there is no pagination', () => {
    const result = run({});
    expect(result.data).toHaveLength(6);
    expect(result.total).toBe(6);
  });
});
