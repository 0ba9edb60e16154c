/**
 * Calendar arithmetic in Asia/Jakarta (UTC+7 all year: Indonesia has no daylight saving), independent
 * of the browser's or the server's own time zone.
 */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export const jakartaDay = (instant: Date): CalendarDay => {
  const shifted = new Date(instant.getTime() + JAKARTA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};

/** The instant at which a Jakarta calendar day starts. */
export const startOfJakartaDay = ({ year, month, day }: CalendarDay): Date =>
  new Date(Date.UTC(year, month - 1, day) - JAKARTA_OFFSET_MS);

export const startOfJakartaMonth = ({ year, month }: Pick<CalendarDay, 'year' | 'month'>): Date =>
  new Date(Date.UTC(year, month - 1, 1) - JAKARTA_OFFSET_MS);

export const isSameJakartaDay = (a: Date, b: Date): boolean => {
  const x = jakartaDay(a);
  const y = jakartaDay(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
};

export const isSameJakartaMonth = (a: Date, b: Date): boolean => {
  const x = jakartaDay(a);
  const y = jakartaDay(b);
  return x.year === y.year && x.month === y.month;
};
