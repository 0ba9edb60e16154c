import { describe, expect, it } from 'vitest';
import { dailyFlow, jakartaDayOf, MAX_CHART_DAYS, type KasFlow } from '@/custom-pages/transaction-logs/rules';

const move = (tanggal: string, flow: KasFlow, amount: number) => ({ tanggal, flow, amount });

describe('jakartaDayOf: the Jakarta day of a transaction date', () => {
  it.each([
    ['2026-11-01T16:59:59.000Z', '2026-11-01'],
    ['2026-11-01T17:00:00.000Z', '2026-11-02'],
    ['2026-11-01T00:30:00+07:00', '2026-11-01'],
    ['2026-11-05', '2026-11-05'],
    ['bukan tanggal', null],
  ] as const)('%s is %j', (value, day) => {
    expect(jakartaDayOf(value)).toBe(day);
  });
});

describe('dailyFlow: money in and out per day of the period', () => {
  const rows = [
    move('2026-11-01T03:00:00.000Z', 'MASUK', 100_000),
    move('2026-11-01T05:00:00.000Z', 'KELUAR', 4_000),
    move('2026-11-01T20:00:00.000Z', 'MASUK', 50_000),
    move('2026-11-04T03:00:00.000Z', 'KELUAR', 30_000),
  ];

  it('fills every day between the first and the last row, a quiet day as zero', () => {
    expect(dailyFlow(rows, { from: '', to: '' })).toEqual([
      { day: '2026-11-01', label: '01/11', masuk: 100_000, keluar: 4_000 },
      { day: '2026-11-02', label: '02/11', masuk: 50_000, keluar: 0 },
      { day: '2026-11-03', label: '03/11', masuk: 0, keluar: 0 },
      { day: '2026-11-04', label: '04/11', masuk: 0, keluar: 30_000 },
    ]);
  });

  it.each([
    [{ from: '2026-10-30', to: '2026-11-02' }, ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']],
    [{ from: '2026-11-03', to: '' }, ['2026-11-03', '2026-11-04']],
    [{ from: '', to: '2026-11-06' }, ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']],
    [{ from: '2026-12-30', to: '2027-01-02' }, ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']],
  ])('the period %j has the days %j', (period, days) => {
    expect(dailyFlow(rows, period).map((d) => d.day)).toEqual(days);
  });

  it('is empty without rows and without a period', () => {
    expect(dailyFlow([], { from: '', to: '' })).toEqual([]);
    expect(dailyFlow([], { from: '2026-11-02', to: '' })).toEqual([]);
  });

  it('keeps a very long period to the days of the rows, and at most MAX_CHART_DAYS days', () => {
    expect(dailyFlow(rows, { from: '2000-01-01', to: '2100-12-31' }).map((d) => d.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    const long = dailyFlow([], { from: '2000-01-01', to: '2026-11-04' });
    expect(long).toHaveLength(MAX_CHART_DAYS);
    expect(long.at(-1)?.day).toBe('2026-11-04');
  });
});
