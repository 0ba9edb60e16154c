import { format } from '../i18n/format';
import { numberMessages as m } from '../i18n/messages/number';

/**
 * The one rule for numbers typed into rupiah, percent and count fields (issue 8): `.` separates
 * thousands, `,` separates decimals, an `Rp` prefix and surrounding spaces are allowed. Anything that
 * cannot be read as exactly one number is refused with a reason, never guessed at: `1.000.000,50`
 * rupiah is not 100.000.050, `1e6` is not 16, `-5000` is not 5000.
 */


/** The largest rupiah amount a field accepts: far above any order, far below float imprecision. */
export const MAX_RUPIAH = 999_999_999_999;
/** The largest count, order or percent a field accepts; fields narrow it with their own rules. */
export const MAX_PLAIN_NUMBER = 999_999_999;
/** More integer digits than this cannot be held exactly by a JavaScript number. */
const MAX_EXACT_DIGITS = 15;

export type NumberKind = 'rupiah' | 'percent' | 'whole';

export interface NumberRule {
  readonly kind: NumberKind;
  /** Digits allowed after the decimal comma (trailing zeros not counted). */
  readonly fractionDigits: number;
  readonly max: number;
  /**
   * Counts and orders leave their lower bound to the field's own rule and message (the category's
   * 'Urutan harus bilangan bulat, minimal 0.'); amounts and percents are never negative.
   */
  readonly allowNegative: boolean;
}

export const RUPIAH_RULE: NumberRule = { kind: 'rupiah', fractionDigits: 0, max: MAX_RUPIAH, allowNegative: false };
export const WHOLE_NUMBER_RULE: NumberRule = { kind: 'whole', fractionDigits: 0, max: MAX_PLAIN_NUMBER, allowNegative: true };
/** Without a step a percent keeps two decimals, as vouchers show them. */
export const DEFAULT_PERCENT_FRACTION_DIGITS = 2;
export const percentRule = (fractionDigits: number = DEFAULT_PERCENT_FRACTION_DIGITS): NumberRule => ({
  kind: 'percent',
  fractionDigits,
  max: MAX_PLAIN_NUMBER,
  allowNegative: false,
});

/** How many decimals a field's step allows: 0.1 → 1, 1 → 0, 0.25 → 2; `fallback` without a usable step. */
export const fractionDigitsOfStep = (step: number | undefined, fallback: number = DEFAULT_PERCENT_FRACTION_DIGITS): number => {
  if (step === undefined || !Number.isFinite(step) || step <= 0) return fallback;
  for (let digits = 0; digits <= 6; digits += 1) {
    const scaled = step * 10 ** digits;
    // Binary fractions: 0.1 * 10 is 1.0000000000000002 in some spellings of the arithmetic.
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return digits;
  }
  return fallback;
};

/** Why a text was refused; a field may word one of them in its own terms (the cashback step). */
export type NumberProblem = 'unreadable' | 'scientific' | 'thousands' | 'commaThousands' | 'oneComma' | 'fraction' | 'negative' | 'tooLarge';

export type ParsedNumber =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly problem: NumberProblem; readonly error: string };

/** '1250000' → '1.250.000' (Indonesian thousands separator). */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const messageFor = (problem: NumberProblem, rule: NumberRule): string => {
  const { kind } = rule;
  switch (problem) {
    case 'unreadable':
      return kind === 'rupiah' ? m.rupiahUnreadable : kind === 'percent' ? m.percentUnreadable : m.wholeUnreadable;
    case 'scientific':
      return m.scientific;
    case 'thousands':
      return kind === 'percent' ? m.percentThousands : m.thousands;
    case 'commaThousands':
      return m.commaThousands;
    case 'oneComma':
      return m.oneComma;
    case 'fraction':
      if (kind === 'rupiah') return m.rupiahWhole;
      if (kind === 'whole') return m.wholeOnly;
      return rule.fractionDigits === 0 ? m.percentWhole : format(m.percentPrecision, { digits: rule.fractionDigits });
    case 'negative':
      return kind === 'rupiah' ? m.rupiahNegative : kind === 'percent' ? m.percentNegative : m.wholeNegative;
    case 'tooLarge':
      return kind === 'rupiah' ? format(m.rupiahTooLarge, { max: groupThousands(String(rule.max)) }) : format(m.tooLarge, { max: groupThousands(String(rule.max)) });
  }
};

const refuse = (problem: NumberProblem, rule: NumberRule): ParsedNumber => ({ ok: false, problem, error: messageFor(problem, rule) });

// Intl and copied text bring no-break and narrow no-break spaces.
const SPACES = /[\s\u00a0\u202f]+/g;
// The typographic minus (U+2212) too, as word processors write it.
const MINUS = /^[-\u2212]/;
const SCIENTIFIC = /^[\d.,]*\d[eE][+-]?\d+$/;
const GROUPED = /^\d{1,3}(\.\d{3})+$/;
// Percents never have thousands, so '2.5' and '12.50' can only be decimals.
const PERCENT_DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/**
 * Reads a typed number by `rule`: `{ ok: true, value }` (null for an empty text) or the reason it is
 * refused with the Indonesian message to show.
 */
export const parseNumber = (typed: string, rule: NumberRule): ParsedNumber => {
  let text = typed.replace(SPACES, ' ').trim();
  if (text === '') return { ok: true, value: null };

  let negative = false;
  const takeSign = () => {
    if (!MINUS.test(text)) return;
    negative = true;
    text = text.slice(1).trimStart();
  };
  takeSign();
  if (rule.kind === 'rupiah') {
    const prefix = /^rp\.?/i.exec(text);
    if (prefix) {
      text = text.slice(prefix[0].length).trimStart();
      if (!negative) takeSign();
    }
    // '2.500.000,-' is how Indonesian price tags write a whole amount.
    text = text.replace(/,-$/, '');
  } else if (rule.kind === 'percent') {
    text = text.replace(/\s*%$/, '');
  }

  if (SCIENTIFIC.test(text)) return refuse('scientific', rule);
  if (!/^[\d.,]+$/.test(text)) return refuse('unreadable', rule);

  const parts = text.split(',');
  if (parts.length > 2) return refuse('oneComma', rule);
  const [whole = '', fraction] = parts;
  if (whole === '' || fraction === '') return refuse('unreadable', rule);
  // '1,000.50' is the English way round.
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return refuse('commaThousands', rule);

  let integerDigits = whole;
  let fractionDigits = fraction ?? '';
  if (whole.includes('.')) {
    if (rule.kind === 'percent' && fraction === undefined && PERCENT_DOT_DECIMAL.test(whole)) {
      [integerDigits = '', fractionDigits = ''] = whole.split('.');
    } else if (rule.kind === 'percent' || !GROUPED.test(whole)) {
      return refuse('thousands', rule);
    } else {
      integerDigits = whole.replace(/\./g, '');
    }
  }

  // A whole amount never has sen, so three digits after a comma ('1,000') are a thousands separator
  // written the English way: reading it as 1 would turn the amount into another number.
  if (rule.fractionDigits === 0 && fractionDigits.length > 2) return refuse('commaThousands', rule);
  const significant = fractionDigits.replace(/0+$/, '');
  if (significant.length > rule.fractionDigits) return refuse('fraction', rule);

  const digits = integerDigits.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_EXACT_DIGITS) return refuse('tooLarge', rule);
  const magnitude = Number(significant ? `${digits}.${significant}` : digits);
  if (magnitude === 0) return { ok: true, value: 0 };
  if (negative && !rule.allowNegative) return refuse('negative', rule);
  if (magnitude > rule.max) return refuse('tooLarge', rule);
  return { ok: true, value: negative ? -magnitude : magnitude };
};

export const parseRupiah = (typed: string): ParsedNumber => parseNumber(typed, RUPIAH_RULE);
export const parseWholeNumber = (typed: string): ParsedNumber => parseNumber(typed, WHOLE_NUMBER_RULE);

/**
 * The text a field shows for a stored value, the Indonesian way: '1.250.000', '2,5', '' for none.
 * Percents are not grouped: they never reach thousands, and '1.000' would read back as ambiguous.
 */
export const formatNumberText = (value: unknown, rule: NumberRule): string => {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const fixed = Math.abs(amount).toFixed(rule.fractionDigits);
  // toFixed falls back to exponent notation from 1e21, far beyond any field's maximum.
  if (fixed.includes('e')) return String(amount);
  const [integer = '0', decimals = ''] = fixed.split('.');
  const fraction = decimals.replace(/0+$/, '');
  const sign = amount < 0 && (Number(integer) > 0 || fraction !== '') ? '-' : '';
  return `${sign}${rule.kind === 'percent' ? integer : groupThousands(integer)}${fraction ? `,${fraction}` : ''}`;
};

/**
 * What a number field holds while its text is refused: the text exactly as typed (so it stays on
 * screen) and the reason. Forms find it with `unreadableNumberError` and refuse to submit; it is never
 * sent anywhere.
 */
export interface UnreadableNumber {
  readonly type: 'unreadable-number';
  readonly typed: string;
  readonly problem: NumberProblem;
  readonly error: string;
}

export type NumberFieldValue = number | null | UnreadableNumber;

export const isUnreadableNumber = (value: unknown): value is UnreadableNumber =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'unreadable-number' && typeof (value as { typed?: unknown }).typed === 'string';

/** The value a field stores for a typed text: the number, null for empty, or the refusal. */
export const numberFieldValue = (typed: string, rule: NumberRule): NumberFieldValue => {
  const parsed = parseNumber(typed, rule);
  return parsed.ok ? parsed.value : { type: 'unreadable-number', typed, problem: parsed.problem, error: parsed.error };
};

/** The message for a field holding refused text; undefined for numbers and empty values. A react-admin validator as it is. */
export const unreadableNumberError = (value: unknown): string | undefined => (isUnreadableNumber(value) ? value.error : undefined);

/** Empty in any of its spellings: null stored, undefined unset, '' after react-admin's default format. */
export const isEmptyNumberValue = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * Whether a form still holds what an input last stored there. react-hook-form hands back copies of
 * objects, so a refusal is the same when its text is.
 */
export const sameNumberFieldValue = (stored: unknown, current: unknown): boolean =>
  Object.is(stored, current) ||
  (isEmptyNumberValue(stored) && isEmptyNumberValue(current)) ||
  (isUnreadableNumber(stored) && isUnreadableNumber(current) && stored.typed === current.typed);
