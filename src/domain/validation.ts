import { format } from '../i18n/format';
import { messages } from '../i18n/messages';
import { validationMessages as v } from '../i18n/messages/validation';
import { jakartaIsoDay } from './jakartaTime';
import { groupThousands, MAX_RUPIAH } from './number';

/**
 * What a shop backend accepts as text, dates, money and links (issue 8), written once: the forms show
 * these rules before sending and the fake server applies the same functions to whatever a client
 * sends, so a request that skips the form gets the same answer. Each area keeps its spec's own
 * messages (a required name, a discount range) and calls these for the rest.
 */

// ---- Text ------------------------------------------------------------------------------------------

/**
 * The most characters each kind of text may hold, in one place so the form, the server and a later
 * database column agree. Counted in code points (`characterCount`), as a utf8mb4 VARCHAR counts them.
 * The category description keeps its spec limit of 160 (web-kategori-produk/rules.ts).
 */
export const TEXT_LIMITS = {
  /** Brand, category, voucher and variant names, and the product title (its slug must fit `slug`). */
  name: 100,
  /** Room for the title's 100 plus a '-2' the server adds when a slug is taken. */
  slug: 120,
  description: 2000,
  voucherCode: 30,
  tags: 500,
  sku: 60,
  /** RFC 5321's longest address. */
  email: 254,
  url: 2048,
} as const;

/**
 * Characters that show nothing: Unicode format characters (zero-width space and joiners, BOM, soft
 * hyphen, bidi embeddings, overrides and isolates, ...) and letters that render blank (Hangul fillers,
 * the braille blank, the combining grapheme joiner). A name made only of them looks empty; inside a
 * name they make two equal-looking names differ, or make a name read backwards.
 */
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u2800\u3164\uffa0]/gu;
const HAS_INVISIBLE = new RegExp(INVISIBLE.source, 'u');
const ZERO_WIDTH_JOINER = '\u200d';
// A joiner between two pictographs builds one emoji (🧑‍🔧); removing it would split it in two.
const EMOJI_BEFORE = /\p{Extended_Pictographic}(?:\ufe0f|\p{Emoji_Modifier})?$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;
// Control characters other than line breaks and tabs (those are whitespace, handled by each cleaner).
const CONTROLS = /(?![\t\n\r])\p{Cc}/gu;

const withoutInvisible = (text: string): string =>
  text.replace(INVISIBLE, (char: string, offset: number, whole: string) =>
    // Only a few characters either side are read, so a hostile body full of joiners stays linear.
    char === ZERO_WIDTH_JOINER && EMOJI_BEFORE.test(whole.slice(Math.max(0, offset - 5), offset)) && EMOJI_AFTER.test(whole.slice(offset + 1, offset + 3))
      ? char
      : '',
  );

/** A one-line text as it is stored: without invisible or control characters, spaces collapsed, trimmed. */
export const cleanLine = (value: string | null | undefined): string =>
  withoutInvisible(value ?? '')
    .replace(CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A multi-line text (a description) as it is stored: line breaks kept, invisible and control characters removed. */
export const cleanMultiline = (value: string | null | undefined): string =>
  withoutInvisible((value ?? '').replace(/\r\n?/g, '\n'))
    .replace(CONTROLS, '')
    .trim();

/** Empty once invisible characters and spaces are gone: a name that is one zero-width space is no name. */
export const isBlankText = (value: string | null | undefined): boolean => cleanLine(value) === '';

/** Characters as a column counts them (code points: '🧱' is one, not two UTF-16 units). */
export const characterCount = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/** '{field} maksimal {max} karakter.' when the cleaned text is longer than `max`, else null. */
export const tooLongError = (text: string, max: number, field: string): string | null =>
  characterCount(text) > max ? format(v.tooLong, { field, max }) : null;

// ---- Dates -----------------------------------------------------------------------------------------

/** Years a shop date may fall in: nothing before the shop, nothing a typo puts centuries ahead. */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;

export type DateProblem = 'invalid' | 'outOfRange' | 'past';

// A year of more digits parses, so '202512-01-01' is told it is out of range, not that it is unreadable.
const DATE_ONLY = /^(\d{4,})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` that names a day on the calendar (no 2025-13-45, no 2025-02-29, no 0000-00-00). */
const calendarDate = (value: string): { year: number; month: number; day: number } | null => {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && !leap ? 28 : daysInMonth)) return null;
  return { year, month, day };
};

/** Today's date in Jakarta as `YYYY-MM-DD`, the shop's calendar whatever the machine's time zone. */
export const jakartaToday = (now: Date): string => jakartaIsoDay(now);

/**
 * What is wrong with a date-only value, or null: not a calendar day ('NaN-NaN-NaN', '2025-13-45'),
 * outside 2000-2100, or before `notBefore` (today, for an end date). Empty values are the caller's
 * rule (required or optional).
 */
export const dateProblem = (value: string, { notBefore }: { notBefore?: string } = {}): DateProblem | null => {
  const date = calendarDate(value);
  if (!date) return 'invalid';
  if (date.year < DATE_YEAR_MIN || date.year > DATE_YEAR_MAX) return 'outOfRange';
  // Same-length YYYY-MM-DD strings compare as dates.
  if (notBefore !== undefined && value < notBefore) return 'past';
  return null;
};

export const dateProblemMessage = (problem: DateProblem, field: string): string => {
  switch (problem) {
    case 'invalid':
      return format(v.dateInvalid, { field });
    case 'outOfRange':
      return format(v.dateOutOfRange, { field, min: DATE_YEAR_MIN, max: DATE_YEAR_MAX });
    case 'past':
      return format(v.datePast, { field });
  }
};

/** The message for a date-only value, or null when it is a good date. */
export const dateError = (value: string, field: string, options: { notBefore?: string } = {}): string | null => {
  const problem = dateProblem(value, options);
  return problem ? dateProblemMessage(problem, field) : null;
};

/**
 * An end date must not lie in the past when it is set or changed; one already stored may have passed
 * (an expired voucher stays editable without moving its end).
 */
export const endDateNotBefore = (value: string, today: string, stored: string | null | undefined): string | undefined =>
  stored !== undefined && stored !== null && value === stored ? undefined : today;

// ---- Money -----------------------------------------------------------------------------------------

/**
 * Why an amount of rupiah is refused, or null: it must be a whole number of rupiah from 0 to
 * Rp999.999.999.999 (domain/number's `MAX_RUPIAH`), so 0.5 and 1e300 are both refused. Positivity
 * rules (a price above 0) are the area's, with the spec's message.
 */
export const rupiahError = (value: number): string | null => {
  const m = messages.number;
  if (!Number.isFinite(value)) return m.rupiahUnreadable;
  if (value < 0) return m.rupiahNegative;
  if (value > MAX_RUPIAH) return format(m.rupiahTooLarge, { max: groupThousands(String(MAX_RUPIAH)) });
  if (!Number.isInteger(value)) return m.rupiahWhole;
  return null;
};

// ---- Links -----------------------------------------------------------------------------------------

/**
 * A link a page may carry: an absolute http(s) URL with a host, or a path on this site ('/promo').
 * Not `javascript:`, `data:` or `vbscript:`, and not '//evil.example' or '/\evil.example', which
 * browsers read as another host.
 */
export const isSafeUrl = (value: string): boolean => {
  if (value !== value.trim() || value === '' || characterCount(value) > TEXT_LIMITS.url) return false;
  // Whitespace and controls inside a URL are how 'java\tscript:' slips past a scheme check.
  if (/[\s\p{Cc}]/u.test(value) || HAS_INVISIBLE.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export const urlInvalidMessage = (field: string): string => format(v.urlInvalid, { field });
