import { describe, expect, it } from 'vitest';
import {
  defaultReportPeriod,
  describeReportPeriod,
  parseReportQuery,
  readReportPeriod,
  reportBuckets,
  reportPeriodError,
  reportPeriodSearch,
  reportQuery,
  reportRange,
  reportYears,
  thisMonthReportPeriod,
  type ReportPeriod,
} from '@/domain/reportPeriod';

// 1 January 2026, 00:30 WIB: still 31 December 2025 in UTC.
const NEW_YEAR = new Date('2025-12-31T17:30:00.000Z');
// 23 November 2026, 11:00 WIB.
const NOW = new Date('2026-11-23T04:00:00.000Z');

describe('reportPeriod: the default', () => {
  it("is HARIAN with today's Jakarta date, not the UTC date", () => {
    expect(defaultReportPeriod(NEW_YEAR)).toEqual({ filter: 'HARIAN', tanggal: '2026-01-01', bulan: 1, tahun: 2026 });
  });

  it('this month (periode=bulan-ini) is BULANAN for the Jakarta month', () => {
    expect(thisMonthReportPeriod(NEW_YEAR)).toMatchObject({ filter: 'BULANAN', bulan: 1, tahun: 2026 });
  });
});

describe('reportPeriod: the year list', () => {
  it('lists the current Jakarta year and the 9 before it, newest first', () => {
    expect(reportYears(NOW)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(reportYears(NEW_YEAR)[0]).toBe(2026);
    expect(reportYears(NEW_YEAR)).toHaveLength(10);
  });
});

describe('reportPeriod: the query of each filter', () => {
  const base: ReportPeriod = { filter: 'HARIAN', tanggal: '2026-11-23', bulan: 11, tahun: 2026 };

  it.each<[ReportPeriod, unknown]>([
    [base, { filter: 'HARIAN', tanggal: '2026-11-23' }],
    [{ ...base, filter: 'BULANAN', bulan: 2 }, { filter: 'BULANAN', bulan: 2, tahun: 2026 }],
    [{ ...base, filter: 'TAHUNAN', tahun: 2024 }, { filter: 'TAHUNAN', tahun: 2024 }],
  ])('%o sends %o', (period, query) => {
    expect(reportQuery(period)).toEqual(query);
    expect(reportPeriodError(period)).toBeNull();
  });

  it("refuses HARIAN without a date with the spec's message, and sends nothing", () => {
    const period: ReportPeriod = { ...base, tanggal: null };
    expect(reportQuery(period)).toBeNull();
    expect(reportPeriodError(period)).toBe('Tanggal wajib diisi untuk filter harian.');
  });

  it('a month or year filter does not need the date', () => {
    expect(reportPeriodError({ ...base, filter: 'BULANAN', tanggal: null })).toBeNull();
  });
});

describe('reportPeriod: the address', () => {
  it.each<ReportPeriod>([
    { filter: 'HARIAN', tanggal: '2026-02-28', bulan: 11, tahun: 2026 },
    { filter: 'BULANAN', tanggal: '2026-11-23', bulan: 2, tahun: 2024 },
    { filter: 'TAHUNAN', tanggal: '2026-11-23', bulan: 11, tahun: 2019 },
  ])('round-trips %o', (period) => {
    const search = reportPeriodSearch(period);
    const back = readReportPeriod(new URLSearchParams(search.toString()), NOW);
    expect(reportQuery(back)).toEqual(reportQuery(period));
  });

  it('writes only what the filter needs', () => {
    expect(reportPeriodSearch({ filter: 'HARIAN', tanggal: '2026-02-28', bulan: 11, tahun: 2026 }).toString()).toBe('filter=HARIAN&tanggal=2026-02-28');
    expect(reportPeriodSearch({ filter: 'BULANAN', tanggal: null, bulan: 2, tahun: 2024 }).toString()).toBe('filter=BULANAN&bulan=2&tahun=2024');
    expect(reportPeriodSearch({ filter: 'TAHUNAN', tanggal: null, bulan: 2, tahun: 2024 }).toString()).toBe('filter=TAHUNAN&tahun=2024');
  });

  it('reads periode=bulan-ini as this Jakarta month', () => {
    expect(reportQuery(readReportPeriod(new URLSearchParams('periode=bulan-ini'), NEW_YEAR))).toEqual({ filter: 'BULANAN', bulan: 1, tahun: 2026 });
  });

  it('reads an empty or unknown address as the default', () => {
    expect(readReportPeriod(new URLSearchParams(''), NOW)).toEqual(defaultReportPeriod(NOW));
    expect(readReportPeriod(new URLSearchParams('filter=MINGGUAN'), NOW)).toEqual(defaultReportPeriod(NOW));
  });

  it('keeps HARIAN without a date empty (so the page asks for it), and drops an impossible date', () => {
    expect(readReportPeriod(new URLSearchParams('filter=HARIAN'), NOW).tanggal).toBeNull();
    expect(readReportPeriod(new URLSearchParams('filter=HARIAN&tanggal=2026-02-30'), NOW).tanggal).toBeNull();
  });

  it('falls back to this month and year for a month or year outside the pickers', () => {
    const read = readReportPeriod(new URLSearchParams('filter=BULANAN&bulan=13&tahun=1990'), NOW);
    expect(read).toMatchObject({ bulan: 11, tahun: 2026 });
  });
});

describe('reportPeriod: ranges and breakdowns in Jakarta days', () => {
  it('a day runs from 00:00 WIB (17:00 UTC the day before) to the next midnight', () => {
    expect(reportRange({ filter: 'HARIAN', tanggal: '2026-03-01' })).toEqual({
      from: new Date('2026-02-28T17:00:00.000Z'),
      to: new Date('2026-03-01T17:00:00.000Z'),
    });
  });

  it('a month and a year end at the next Jakarta midnight', () => {
    expect(reportRange({ filter: 'BULANAN', bulan: 12, tahun: 2025 }).to).toEqual(new Date('2025-12-31T17:00:00.000Z'));
    expect(reportRange({ filter: 'TAHUNAN', tahun: 2025 })).toEqual({ from: new Date('2024-12-31T17:00:00.000Z'), to: new Date('2025-12-31T17:00:00.000Z') });
  });

  it('breaks a day into 24 hours, a month into its days, a year into 12 months', () => {
    expect(reportBuckets({ filter: 'HARIAN', tanggal: '2026-03-01' }).map((b) => b.label)).toHaveLength(24);
    expect(reportBuckets({ filter: 'HARIAN', tanggal: '2026-03-01' })[9]).toMatchObject({ periode: '2026-03-01T09', label: '09.00' });
    expect(reportBuckets({ filter: 'BULANAN', bulan: 2, tahun: 2024 })).toHaveLength(29);
    expect(reportBuckets({ filter: 'BULANAN', bulan: 2, tahun: 2026 })).toHaveLength(28);
    expect(reportBuckets({ filter: 'TAHUNAN', tahun: 2026 }).map((b) => b.label)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']);
  });

  it('describes a period in Indonesian', () => {
    expect(describeReportPeriod({ filter: 'HARIAN', tanggal: '2026-11-23' })).toBe('23 November 2026');
    expect(describeReportPeriod({ filter: 'BULANAN', bulan: 8, tahun: 2026 })).toBe('Agustus 2026');
    expect(describeReportPeriod({ filter: 'TAHUNAN', tahun: 2026 })).toBe('2026');
  });
});

describe('reportPeriod: a report call read as a server does', () => {
  it.each([
    ['', 'Filter harus HARIAN, BULANAN atau TAHUNAN.'],
    ['filter=MINGGUAN', 'Filter harus HARIAN, BULANAN atau TAHUNAN.'],
    ['filter=HARIAN', 'Tanggal wajib diisi untuk filter harian.'],
    ['filter=HARIAN&tanggal=23-11-2026', 'Tanggal tidak valid.'],
    ['filter=BULANAN&tahun=2026', 'Bulan harus antara 1 dan 12.'],
    ['filter=BULANAN&bulan=0&tahun=2026', 'Bulan harus antara 1 dan 12.'],
    ['filter=BULANAN&bulan=13&tahun=2026', 'Bulan harus antara 1 dan 12.'],
    ['filter=BULANAN&bulan=1.5&tahun=2026', 'Bulan harus antara 1 dan 12.'],
    ['filter=TAHUNAN', 'Tahun tidak valid.'],
    ['filter=TAHUNAN&tahun=26', 'Tahun tidak valid.'],
    ['filter=TAHUNAN&tahun=abcd', 'Tahun tidak valid.'],
  ])('?%s is refused: %s', (search, error) => {
    expect(parseReportQuery(new URLSearchParams(search))).toEqual({ error });
  });

  it('accepts each filter with what it needs', () => {
    expect(parseReportQuery(new URLSearchParams('filter=HARIAN&tanggal=2026-11-23'))).toEqual({ query: { filter: 'HARIAN', tanggal: '2026-11-23' } });
    expect(parseReportQuery(new URLSearchParams('filter=BULANAN&bulan=11&tahun=2026'))).toEqual({ query: { filter: 'BULANAN', bulan: 11, tahun: 2026 } });
    expect(parseReportQuery(new URLSearchParams('filter=TAHUNAN&tahun=2026'))).toEqual({ query: { filter: 'TAHUNAN', tahun: 2026 } });
  });
});
