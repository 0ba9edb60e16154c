import { jakartaWallClock } from './jakartaTime';

/**
 * How a date picker's value (a Date in the browser's time zone, built from what was typed) and a form's
 * stored string meet. The string is the spec's: `YYYY-MM-DD` for a day, `YYYY-MM-DDTHH:mm` for a moment
 * on the shop's (Jakarta) wall clock. Both ways go through the date's own fields, never through UTC,
 * so no time zone can move a day.
 */
export type CalendarValueKind = 'date' | 'dateTime';

/**
 * What a half-typed or impossible date is held as: not empty (so it is not reported as missing) and
 * not a date, so every date rule refuses it as "... bukan tanggal yang valid.".
 */
export const UNREADABLE_DATE = 'tanggal-tidak-terbaca';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The stored string as the picker's Date, or null when empty or not a value the picker can show. */
export const pickerDateFromValue = (value: unknown, kind: CalendarValueKind): Date | null => {
  if (typeof value !== 'string') return null;
  const match = (kind === 'date' ? DAY : MOMENT).exec(value) ?? (kind === 'dateTime' ? DAY.exec(value) : null);
  if (!match) return null;
  const part = (index: number): number => Number(match[index] ?? 0);
  const [year, month, day, hours, minutes] = [part(1), part(2), part(3), part(4), part(5)];
  const date = new Date(year, month - 1, day, hours, minutes);
  // A string naming no calendar day (2025-02-30) is not shown as another day (2 March).
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
};

/** The picker's Date as the stored string: null when cleared, UNREADABLE_DATE when not a date. */
export const calendarValueFromPicker = (date: Date | null, kind: CalendarValueKind): string | null => {
  if (date === null) return null;
  if (Number.isNaN(date.getTime())) return UNREADABLE_DATE;
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return kind === 'date' ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * The shop's current day and time as the picker's Date (its fields are Jakarta's wall clock): where an
 * empty calendar opens, so a browser in another time zone does not open on its own date.
 */
export const pickerDateOfJakartaNow = (now: Date): Date => {
  const { year, month, day, hours, minutes } = jakartaWallClock(now);
  return new Date(year, month - 1, day, hours, minutes);
};
