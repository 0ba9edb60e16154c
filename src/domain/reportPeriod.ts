import { reportPeriodMessages as m } from '../i18n/messages/reportPeriod';
import { jakartaDay, startOfJakartaDay, type CalendarDay } from './jakartaTime';

/**
 * The reports' period (catalogue spec §2, Reports; §7: query filter, tanggal, bulan, tahun), in
 * Jakarta calendar days. Pure: the filter component, the report pages and the fake server all read it.
 */
export const REPORT_FILTERS = ['HARIAN', 'BULANAN', 'TAHUNAN'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/**
 * What the administrator picked. Every field is kept whatever the filter, so switching from BULANAN to
 * HARIAN and back keeps the month chosen. `tanggal` is `YYYY-MM-DD`, or null when the date was cleared.
 */
export interface ReportPeriod {
  filter: ReportFilter;
  tanggal: string | null;
  /** 1-12 */
  bulan: number;
  tahun: number;
}

/** The query a report call sends: only what its filter needs. */
export type ReportQuery =
  | { filter: 'HARIAN'; tanggal: string }
  | { filter: 'BULANAN'; bulan: number; tahun: number }
  | { filter: 'TAHUNAN'; tahun: number };

/** How many years the year pickers list: the current year and the 9 before it. */
export const REPORT_YEAR_COUNT = 10;

/** `periode=bulan-ini` (the dashboard's turnover card): BULANAN for the current Jakarta month. */
export const PERIODE_THIS_MONTH = 'bulan-ini';

const pad = (n: number): string => String(n).padStart(2, '0');

export const isoDay = ({ year, month, day }: CalendarDay): string => `${year}-${pad(month)}-${pad(day)}`;

/** A `YYYY-MM-DD` naming a real calendar day, or null. */
export const parseIsoDay = (text: string | null | undefined): CalendarDay | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
};

/** The default: HARIAN with today's Jakarta date (month and year of today kept for the other filters). */
export const defaultReportPeriod = (now: Date): ReportPeriod => {
  const today = jakartaDay(now);
  return { filter: 'HARIAN', tanggal: isoDay(today), bulan: today.month, tahun: today.year };
};

/** BULANAN for the Jakarta month `now` falls in. */
export const thisMonthReportPeriod = (now: Date): ReportPeriod => ({ ...defaultReportPeriod(now), filter: 'BULANAN' });

/** The years a picker lists, newest first: the current Jakarta year and the 9 before it. */
export const reportYears = (now: Date): number[] => {
  const { year } = jakartaDay(now);
  return Array.from({ length: REPORT_YEAR_COUNT }, (_, i) => year - i);
};

/** The spec's message when the period cannot be asked for (HARIAN without a date), else null. */
export const reportPeriodError = (period: ReportPeriod): string | null =>
  period.filter === 'HARIAN' && !parseIsoDay(period.tanggal) ? m.dateRequired : null;

/** The call's query for a period, or null while it cannot be sent (see `reportPeriodError`). */
export const reportQuery = (period: ReportPeriod): ReportQuery | null => {
  switch (period.filter) {
    case 'HARIAN':
      return parseIsoDay(period.tanggal) ? { filter: 'HARIAN', tanggal: period.tanggal as string } : null;
    case 'BULANAN':
      return { filter: 'BULANAN', bulan: period.bulan, tahun: period.tahun };
    case 'TAHUNAN':
      return { filter: 'TAHUNAN', tahun: period.tahun };
  }
};

const isFilter = (value: string | null): value is ReportFilter => REPORT_FILTERS.includes(value as ReportFilter);

const wholeIn = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

/**
 * The period an address asks for. `periode=bulan-ini` is this month; otherwise `filter`, `tanggal`,
 * `bulan` and `tahun` as the calls name them; what is missing or unreadable falls back to the default
 * (a HARIAN address without `tanggal` keeps the date empty, so the page says it is needed).
 */
export const readReportPeriod = (params: URLSearchParams, now: Date): ReportPeriod => {
  const fallback = defaultReportPeriod(now);
  if (params.get('periode') === PERIODE_THIS_MONTH) return thisMonthReportPeriod(now);
  const filter = params.get('filter');
  if (!isFilter(filter)) return fallback;
  const years = reportYears(now);
  const tahun = wholeIn(params.get('tahun'), years[years.length - 1] as number, years[0] as number) ?? fallback.tahun;
  const bulan = wholeIn(params.get('bulan'), 1, 12) ?? fallback.bulan;
  const tanggalParam = params.get('tanggal');
  const tanggal = tanggalParam === null ? (filter === 'HARIAN' ? null : fallback.tanggal) : parseIsoDay(tanggalParam) ? tanggalParam : null;
  return { filter, tanggal, bulan, tahun };
};

/** The address's search for a period: what its filter needs, nothing else (`periode` is dropped). */
export const reportPeriodSearch = (period: ReportPeriod): URLSearchParams => {
  const search = new URLSearchParams({ filter: period.filter });
  if (period.filter === 'HARIAN') {
    if (period.tanggal) search.set('tanggal', period.tanggal);
  } else {
    if (period.filter === 'BULANAN') search.set('bulan', String(period.bulan));
    search.set('tahun', String(period.tahun));
  }
  return search;
};

/** The instants a period covers, in Jakarta calendar days: `from` inclusive, `to` exclusive. */
export interface ReportRange {
  from: Date;
  to: Date;
}

export const reportRange = (query: ReportQuery): ReportRange => {
  switch (query.filter) {
    case 'HARIAN': {
      const day = parseIsoDay(query.tanggal) as CalendarDay;
      return { from: startOfJakartaDay(day), to: startOfJakartaDay({ ...day, day: day.day + 1 }) };
    }
    case 'BULANAN':
      return {
        from: startOfJakartaDay({ year: query.tahun, month: query.bulan, day: 1 }),
        to: startOfJakartaDay({ year: query.tahun, month: query.bulan + 1, day: 1 }),
      };
    case 'TAHUNAN':
      return { from: startOfJakartaDay({ year: query.tahun, month: 1, day: 1 }), to: startOfJakartaDay({ year: query.tahun + 1, month: 1, day: 1 }) };
  }
};

/** One step of a report's breakdown: an hour (HARIAN), a day (BULANAN) or a month (TAHUNAN). */
export interface ReportBucket {
  /** `2026-11-23T09` (hour), `2026-11-23` (day) or `2026-11` (month). */
  periode: string;
  /** `09.00`, `23` or `Nov`: a chart's axis label. */
  label: string;
  from: Date;
  to: Date;
}

export const reportBuckets = (query: ReportQuery): ReportBucket[] => {
  const { from, to } = reportRange(query);
  const start = jakartaDay(from);
  const buckets: ReportBucket[] = [];
  if (query.filter === 'HARIAN') {
    for (let hour = 0; hour < 24; hour += 1) {
      const b = new Date(from.getTime() + hour * 3_600_000);
      buckets.push({ periode: `${isoDay(start)}T${pad(hour)}`, label: `${pad(hour)}.00`, from: b, to: new Date(b.getTime() + 3_600_000) });
    }
  } else if (query.filter === 'BULANAN') {
    for (let day = 1; ; day += 1) {
      const b = startOfJakartaDay({ ...start, day });
      if (b >= to) break;
      buckets.push({ periode: isoDay({ ...start, day }), label: String(day), from: b, to: startOfJakartaDay({ ...start, day: day + 1 }) });
    }
  } else {
    for (let month = 1; month <= 12; month += 1) {
      buckets.push({
        periode: `${start.year}-${pad(month)}`,
        label: m.monthsShort[month - 1] as string,
        from: startOfJakartaDay({ year: start.year, month, day: 1 }),
        to: startOfJakartaDay({ year: start.year, month: month + 1, day: 1 }),
      });
    }
  }
  return buckets;
};

/** The period in words: `23 November 2026`, `November 2026`, `2026`. */
export const describeReportPeriod = (query: ReportQuery): string => {
  if (query.filter === 'HARIAN') {
    const day = parseIsoDay(query.tanggal);
    return day ? `${day.day} ${m.months[day.month - 1]} ${day.year}` : query.tanggal;
  }
  if (query.filter === 'BULANAN') return `${m.months[query.bulan - 1]} ${query.tahun}`;
  return String(query.tahun);
};

/**
 * A report call's query read as a server does (catalogue spec §7): the query, or the message of a 400.
 * The year must be a plausible four-digit year (2000-2100), the month 1-12, the date a real day.
 */
export const parseReportQuery = (params: URLSearchParams): { query: ReportQuery } | { error: string } => {
  const filter = params.get('filter');
  if (!isFilter(filter)) return { error: m.filterInvalid };
  if (filter === 'HARIAN') {
    const tanggal = params.get('tanggal');
    if (!tanggal) return { error: m.dateRequired };
    if (!parseIsoDay(tanggal)) return { error: m.dateInvalid };
    return { query: { filter, tanggal } };
  }
  const tahun = wholeIn(params.get('tahun'), 2000, 2100);
  if (tahun === null) return { error: m.yearInvalid };
  if (filter === 'TAHUNAN') return { query: { filter, tahun } };
  const bulanText = params.get('bulan');
  const bulan = bulanText !== null && /^\d{1,2}$/.test(bulanText) ? wholeIn(bulanText, 1, 12) : null;
  if (bulan === null) return { error: m.monthInvalid };
  return { query: { filter, bulan, tahun } };
};
