import { describe, expect, it } from 'vitest';
import { hasMonthlyBreakdown, lastTwelveMonths, lastTwelveMonthsYears, salesAxisTicks } from '@/custom-pages/dashboard/rules';

describe('dashboard: the last 12 months of the sales chart', () => {
  // 1 March 2026 00:30 WIB (still February in UTC).
  const NOW = new Date('2026-02-28T17:30:00.000Z');

  it('runs from April last year to this Jakarta month, read from both years\' breakdowns', () => {
    const months = lastTwelveMonths(NOW, (year) =>
      year === 2025 ? { rincian: [{ periode: '2025-04', jumlah_order: 1, total_penjualan: 10 }, { periode: '2025-03', jumlah_order: 9, total_penjualan: 99 }] } : { rincian: [{ periode: '2026-03', jumlah_order: 2, total_penjualan: 20 }] },
    );
    expect(months.map((m) => m.periode)).toEqual(['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(months[0]).toEqual({ periode: '2025-04', label: 'Apr 25', jumlah_order: 1, total_penjualan: 10 });
    expect(months[11]).toEqual({ periode: '2026-03', label: 'Mar 26', jumlah_order: 2, total_penjualan: 20 });
    expect(months.slice(1, 11).every((m) => m.total_penjualan === 0)).toBe(true);
  });

  it('needs last year and this one, or this one alone in December', () => {
    expect(lastTwelveMonthsYears(NOW)).toEqual([2025, 2026]);
    expect(lastTwelveMonthsYears(new Date('2026-12-10T00:00:00.000Z'))).toEqual([2026]);
    expect(lastTwelveMonths(new Date('2026-12-10T00:00:00.000Z'), () => undefined)[0]?.periode).toBe('2026-01');
  });
});

describe('dashboard: whether the server sent the monthly breakdown (rincian, not in the spec)', () => {
  it.each([
    ['no year has rincian', [{}, { rincian: null }], false],
    ['nothing loaded', [undefined, undefined], false],
    ['one year has it, even empty', [{}, { rincian: [] }], true],
    ['both have it', [{ rincian: [] }, { rincian: [{ periode: '2026-01', jumlah_order: 1, total_penjualan: 5 }] }], true],
  ] as const)('%s → %s', (_case, years, expected) => {
    expect(hasMonthlyBreakdown(years)).toBe(expected);
  });
});

describe('dashboard: the sales chart’s month labels', () => {
  const months = lastTwelveMonths(new Date('2026-11-20T05:00:00.000Z'), () => undefined);

  it.each([
    ['a wider screen: every month', false, ['Des 25', 'Jan 26', 'Feb 26', 'Mar 26', 'Apr 26', 'Mei 26', 'Jun 26', 'Jul 26', 'Agu 26', 'Sep 26', 'Okt 26', 'Nov 26']],
    ['a phone: every other month, this month last', true, ['Jan 26', 'Mar 26', 'Mei 26', 'Jul 26', 'Sep 26', 'Nov 26']],
  ])('%s', (_case, phone, labels) => {
    expect(salesAxisTicks(months, phone)).toEqual(labels);
  });

  it('names the current month on a phone whatever the number of months', () => {
    expect(salesAxisTicks(months.slice(0, 5), true)).toEqual(['Des 25', 'Feb 26', 'Apr 26']);
  });
});
