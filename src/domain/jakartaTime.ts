/**
 * Calendar arithmetic in Asia/Jakarta (UTC+7 all year: Indonesia has no daylight saving), independent
 * of the browser's or the server's own time zone.
 */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';
export const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

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

export interface WallClock extends CalendarDay {
  hours: number;
  minutes: number;
}

/** The date and time a clock in Jakarta shows at `instant`. */
export const jakartaWallClock = (instant: Date): WallClock => {
  const shifted = new Date(instant.getTime() + JAKARTA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hours: shifted.getUTCHours(), minutes: shifted.getUTCMinutes() };
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A calendar day as `YYYY-MM-DD` (days overflowing their month roll over: 31 November is 1 December). */
export const isoCalendarDay = ({ year, month, day }: CalendarDay): string => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** The Jakarta calendar day of `instant` as `YYYY-MM-DD`: "today" is `jakartaIsoDay(new Date())`. */
export const jakartaIsoDay = (instant: Date): string => isoCalendarDay(jakartaDay(instant));

/** The Jakarta calendar day `days` after (or before) the one `instant` falls in, as `YYYY-MM-DD`. */
export const jakartaIsoDayPlus = (instant: Date, days: number): string => {
  const today = jakartaDay(instant);
  return isoCalendarDay({ ...today, day: today.day + days });
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
