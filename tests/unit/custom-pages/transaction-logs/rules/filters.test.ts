import { describe, expect, it } from 'vitest';
import {
  dateRangeProblem,
  EMPTY_FILTERS,
  entitiesOf,
  filterRows,
  filtersSearch,
  hasActiveFilters,
  hasAdvancedFilters,
  matchesSearch,
  readFilters,
  serverQuery,
  toKasLogRow,
  type KasLogFilters,
  type KasLogRow,
} from '@/custom-pages/transaction-logs/rules';
import type { KasLogEntry } from '@/custom-pages/pending-cash/schemas';

const row = (id: number, fields: Partial<KasLogEntry>): KasLogRow =>
  toKasLogRow({
    id,
    kodeTransaksi: `CV-0${id}`,
    transactionType: 'KAS_MASUK',
    tipe: 'MASUK',
    jumlah: 100_000,
    biayaAdminManual: 0,
    metodePembayaran: 'BC',
    namaKas: 'Kas BCA CV',
    entitasName: 'CV Sinar Jaya Bangunan',
    tanggal: '2026-11-01T03:00:00.000Z',
    tanggalPencairan: null,
    status: 'COMPLETED',
    keterangan: null,
    ...fields,
  });

const filters = (change: Partial<KasLogFilters>): KasLogFilters => ({ ...EMPTY_FILTERS, ...change });

describe('readFilters and filtersSearch: the filters in the address', () => {
  it.each([
    ['', EMPTY_FILTERS],
    ['q=bca&tipe_transaksi=REFUND_FULL&arus=KELUAR&metode=OV&mulai=2026-11-01&akhir=2026-11-30&entitas=CV', filters({ q: 'bca', transactionType: 'REFUND_FULL', tipe: 'KELUAR', metodePembayaran: 'OV', tanggalMulai: '2026-11-01', tanggalAkhir: '2026-11-30', entitas: 'CV' })],
    ['tipe_transaksi=fee&arus=masuk', filters({ transactionType: 'FEE', tipe: 'MASUK' })],
    ['tipe_transaksi=LAIN&arus=SAMPING', EMPTY_FILTERS],
    ['mulai=2026-02-30&akhir=kemarin', EMPTY_FILTERS],
    ['mulai=1999-12-31', EMPTY_FILTERS],
    ['q=%20kas%20', filters({ q: ' kas ' })],
  ] as const)('?%s reads as %j', (search, expected) => {
    expect(readFilters(new URLSearchParams(search))).toEqual(expected);
  });

  it.each([
    filters({}),
    filters({ q: 'refund full', metodePembayaran: 'MANUAL_TRANSFER_REFUND' }),
    filters({ transactionType: 'KAS_MASUK', tipe: 'MASUK', tanggalMulai: '2026-01-01', tanggalAkhir: '2026-01-31', entitas: 'Toko Sinar Jaya (Pribadi)' }),
  ])('%j survives a reload (written and read back)', (state) => {
    expect(readFilters(new URLSearchParams(filtersSearch(state).toString()))).toEqual(state);
  });

  it('leaves empty filters out, so no filter is the plain address', () => {
    expect(filtersSearch(filters({ metodePembayaran: 'BC' })).toString()).toBe('metode=BC');
    expect(filtersSearch(EMPTY_FILTERS).toString()).toBe('');
  });
});

describe("serverQuery: operations spec §7's kas-logs query from the method and the dates", () => {
  it.each([
    [filters({}), {}],
    [filters({ metodePembayaran: 'QRIS' }), { metode_pembayaran: 'QRIS' }],
    [filters({ tanggalMulai: '2026-11-01' }), { tanggal_mulai: '2026-11-01' }],
    [filters({ tanggalMulai: '2026-11-01', tanggalAkhir: '2026-11-01', metodePembayaran: 'BC' }), { metode_pembayaran: 'BC', tanggal_mulai: '2026-11-01', tanggal_akhir: '2026-11-01' }],
    // The type, the flow, the entity and the search narrow the answer on screen: they never reload.
    [filters({ q: 'x', transactionType: 'FEE', tipe: 'KELUAR', entitas: 'CV' }), {}],
    [filters({ tanggalMulai: '2026-11-02', tanggalAkhir: '2026-11-01' }), null],
  ] as const)('%j asks %j', (state, query) => {
    expect(serverQuery(state)).toEqual(query);
  });

  it.each([
    ['2026-11-02', '2026-11-01', true],
    ['2026-11-01', '2026-11-01', false],
    ['2026-11-01', '', false],
    ['', '2026-11-01', false],
  ] as const)('from %j to %j is backwards: %s', (tanggalMulai, tanggalAkhir, problem) => {
    expect(dateRangeProblem({ tanggalMulai, tanggalAkhir })).toBe(problem);
  });
});

describe('matchesSearch: code, kas, payment method (code and name) and description', () => {
  const entry = row(7, { kodeTransaksi: 'CV-20261101-0042', namaKas: 'Kas Mandiri CV', metodePembayaran: 'OV', keterangan: 'Refund partial pesanan CV-20261101-0042: barang rusak' });
  it.each([
    ['', true],
    ['0042', true],
    ['cv-20261101', true],
    ['mandiri', true],
    ['OV', true],
    ['ovo', true],
    ['barang rusak', true],
    ['RUSAK mandiri', true],
    ['bca', false],
    ['dana', false],
    ['rusak bca', false],
  ] as const)('%j finds it: %s', (q, found) => {
    expect(matchesSearch(entry, q)).toBe(found);
  });

  it('matches a method code unknown to the table by the code itself', () => {
    expect(matchesSearch(row(8, { metodePembayaran: 'ZZ9' }), 'zz9')).toBe(true);
  });
});

describe('filterRows: the client filters on top of the server answer', () => {
  const rows = [
    row(1, { transactionType: 'KAS_MASUK', tipe: 'MASUK', metodePembayaran: 'BC', entitasName: 'CV', tanggal: '2026-11-01T16:59:00.000Z' }),
    row(2, { transactionType: 'FEE', tipe: 'KELUAR', metodePembayaran: 'BC', entitasName: 'CV', tanggal: '2026-11-01T17:00:00.000Z' }),
    // Still pending, so its note decides (a settled manual-transfer refund would be a partial-refund outflow).
    row(3, { transactionType: 'REFUND', tipe: 'KELUAR', metodePembayaran: 'MANUAL_TRANSFER_REFUND', status: 'PENDING', entitasName: 'Pribadi', keterangan: 'Refund full pesanan P-3', tanggal: '2026-11-03T03:00:00.000Z' }),
    row(4, { transactionType: 'KAS_MASUK', tipe: 'MASUK', metodePembayaran: 'MANUAL_TRANSFER', entitasName: 'Pribadi', tanggal: '2026-11-04T03:00:00.000Z' }),
  ];
  it.each([
    [filters({}), [1, 2, 3, 4]],
    [filters({ transactionType: 'KAS_MASUK' }), [1, 4]],
    [filters({ transactionType: 'REFUND_FULL' }), [3]],
    [filters({ transactionType: 'REFUND_PARTIAL' }), []],
    [filters({ tipe: 'KELUAR' }), [2, 3]],
    [filters({ entitas: 'Pribadi' }), [3, 4]],
    [filters({ metodePembayaran: 'BC' }), [1, 2]],
    // Jakarta days: 16:59 UTC is still 1 November, 17:00 UTC is 2 November.
    [filters({ tanggalAkhir: '2026-11-01' }), [1]],
    [filters({ tanggalMulai: '2026-11-02', tanggalAkhir: '2026-11-03' }), [2, 3]],
    [filters({ tipe: 'MASUK', entitas: 'Pribadi', q: 'transfer' }), [4]],
  ] as const)('%j keeps %j', (state, ids) => {
    expect(filterRows(rows, state).map((r) => r.id)).toEqual(ids);
  });

  it('lists the entities of the answer once each, in order', () => {
    expect(entitiesOf([...rows, row(5, { entitasName: null }), row(6, { entitasName: ' ' })])).toEqual(['CV', 'Pribadi']);
  });
});

describe("hasActiveFilters: 'Clear Filters' shows while anything narrows the log", () => {
  it.each([
    [filters({}), false, false],
    [filters({ q: '  ' }), false, false],
    [filters({ q: 'bca' }), true, false],
    [filters({ transactionType: 'FEE' }), true, true],
    [filters({ tipe: 'MASUK' }), true, true],
    [filters({ metodePembayaran: 'BC' }), true, true],
    [filters({ tanggalMulai: '2026-11-01' }), true, true],
    [filters({ tanggalAkhir: '2026-11-01' }), true, true],
    [filters({ entitas: 'CV' }), true, true],
  ] as const)('%j: active %s, advanced %s', (state, active, advanced) => {
    expect(hasActiveFilters(state)).toBe(active);
    expect(hasAdvancedFilters(state)).toBe(advanced);
  });
});
