import { jakartaToday } from '../../../domain/validation';
import type { KasLogRow } from './classify';

/**
 * The chart's series: money in and out per Jakarta day of the transaction date (the day the server's
 * date filter reads), every day of the period present so a quiet day shows as zero.
 */
export interface DailyFlow {
  /** `YYYY-MM-DD` (Jakarta). */
  day: string;
  /** `23/11`, for the axis. */
  label: string;
  masuk: number;
  keluar: number;
}

/** More days than this would be a bar per pixel: the series then keeps to the days that have rows. */
export const MAX_CHART_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Jakarta day of a moment (or of a plain `YYYY-MM-DD`), or null when it is not a date. */
export const jakartaDayOf = (value: string): string | null => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : jakartaToday(new Date(ms));
};

// Plain calendar arithmetic on UTC midnights: a day string never meets a time zone here.
const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const label = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * Each day from the period's start (the filter's Tanggal Mulai, else the earliest row) to its end (Tanggal
 * Akhir, else the latest row) with what came in and went out. A period longer than MAX_CHART_DAYS (a start
 * in 2000) is first kept to the days of the rows, then to its latest MAX_CHART_DAYS days; no rows and no
 * period is an empty series.
 */
export const dailyFlow = (rows: readonly Pick<KasLogRow, 'tanggal' | 'flow' | 'amount'>[], period: { from: string; to: string }): DailyFlow[] => {
  const totals = new Map<string, { masuk: number; keluar: number }>();
  for (const row of rows) {
    const day = jakartaDayOf(row.tanggal);
    if (day === null) continue;
    const total = totals.get(day) ?? { masuk: 0, keluar: 0 };
    if (row.flow === 'MASUK') total.masuk += row.amount;
    else total.keluar += row.amount;
    totals.set(day, total);
  }
  const days = [...totals.keys()].sort();
  let from = period.from || days[0];
  let to = period.to || days[days.length - 1];
  if (from === undefined || to === undefined || from > to) return [];
  const span = () => (toUtc(to as string) - toUtc(from as string)) / DAY_MS + 1;
  const first = days[0];
  const last = days[days.length - 1];
  if (span() > MAX_CHART_DAYS && first !== undefined && last !== undefined) {
    if (first > from) from = first;
    if (last < to) to = last;
  }
  if (span() > MAX_CHART_DAYS) from = fromUtc(toUtc(to) - (MAX_CHART_DAYS - 1) * DAY_MS);
  const series: DailyFlow[] = [];
  for (let ms = toUtc(from), end = toUtc(to); ms <= end; ms += DAY_MS) {
    const day = fromUtc(ms);
    const total = totals.get(day) ?? { masuk: 0, keluar: 0 };
    series.push({ day, label: label(day), ...total });
  }
  return series;
};
