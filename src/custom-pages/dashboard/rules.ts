import { jakartaDay } from '../../domain/jakartaTime';
import { reportPeriodMessages } from '../../i18n/messages/reportPeriod';

/** One month of the dashboard's sales chart. */
export interface MonthSales {
  /** `2026-11` */
  periode: string;
  /** `Nov 26` */
  label: string;
  jumlah_order: number;
  total_penjualan: number;
}

interface YearBreakdown {
  rincian?: ReadonlyArray<{ periode: string; jumlah_order: number; total_penjualan: number }> | null;
}

/**
 * Whether the server sent the per-month breakdown the chart is drawn from (`rincian` is ours, not the
 * spec's): without it in any year, the chart says the data is not available rather than "no sales".
 */
export const hasMonthlyBreakdown = (years: ReadonlyArray<YearBreakdown | undefined>): boolean => years.some((year) => Array.isArray(year?.rincian));

/** The years the last 12 Jakarta months fall in: last year and this one (this one alone in December). */
export const lastTwelveMonthsYears = (now: Date): number[] => {
  const { year, month } = jakartaDay(now);
  return month === 12 ? [year] : [year - 1, year];
};

/**
 * The 12 Jakarta months ending with the current one, oldest first, read from the sales report's yearly
 * breakdowns (TAHUNAN, `rincian` per month); a month the breakdowns do not name counts as no sales.
 */
export const lastTwelveMonths = (now: Date, byYear: (year: number) => YearBreakdown | undefined): MonthSales[] => {
  const { year, month } = jakartaDay(now);
  return Array.from({ length: 12 }, (_, i) => {
    const offset = month - 12 + i; // 0-based month index relative to this year's January
    const y = year + Math.floor(offset / 12);
    const mo = (((offset % 12) + 12) % 12) + 1;
    const periode = `${y}-${String(mo).padStart(2, '0')}`;
    const found = byYear(y)?.rincian?.find((entry) => entry.periode === periode);
    return {
      periode,
      label: `${reportPeriodMessages.monthsShort[mo - 1]} ${String(y).slice(2)}`,
      jumlah_order: found?.jumlah_order ?? 0,
      total_penjualan: found?.total_penjualan ?? 0,
    };
  });
};

/**
 * The month labels under the sales chart: every month on a wider screen (recharts' own thinning,
 * `preserveStartEnd`, dropped 'Okt 26' and others as it pleased); on a phone every other month,
 * counted back from the current one so this month is always named.
 */
export const salesAxisTicks = (months: readonly Pick<MonthSales, 'label'>[], phone: boolean): string[] =>
  months.filter((_, index) => !phone || (months.length - 1 - index) % 2 === 0).map((month) => month.label);
