/**
 * The text side of the rupiah input: what a stored integer looks like while typing ('1.250.000'),
 * what an edit of that text means, and where the caret belongs afterwards. Pure, so every keystroke
 * case is unit-tested without a browser. What counts as a rupiah amount is domain/number's rule.
 */
import { formatNumberText, groupThousands, isUnreadableNumber, numberFieldValue, parseRupiah, RUPIAH_RULE, type NumberFieldValue } from '../domain/number';

export { groupThousands };

/** More digits than this cannot be held exactly by a JavaScript number. */
export const MAX_RUPIAH_DIGITS = 15;

const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** The text shown for a stored value: '' for none, grouped digits otherwise. Backends may send "150000.00". */
export const rupiahText = (value: unknown): string => formatNumberText(value, RUPIAH_RULE);

/** The text for whatever the field holds: refused text exactly as it was typed. */
export const rupiahFieldText = (value: unknown): string => (isUnreadableNumber(value) ? value.typed : rupiahText(value));

/** The caret index in `text` that sits right after its `digitsBefore`-th digit. */
export const caretAfterDigits = (text: string, digitsBefore: number): number => {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] as string)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return text.length;
};

export interface TypedRupiah {
  /** The integer to store, or null when no digit is left. */
  value: number | null;
  /** The text to show. */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

export interface RupiahEdit {
  /** The input's text after the browser applied the keystroke or paste. */
  raw: string;
  /** The caret position the browser left in `raw`. */
  caret: number;
  /** The text shown before the edit. */
  previous: string;
  /** `InputEvent.inputType`, to tell Backspace from Delete when a separator was hit. */
  inputType?: string;
}

/**
 * Regroups an edit of the grouped text by its digits alone, which is right only when the dots are the
 * input's own (`readRupiahTyping` decides): deleting a separator deletes the digit beside it instead
 * (otherwise the keystroke would do nothing); a number too long to store exactly is refused and the
 * previous text kept.
 */
export const readRupiahEdit = ({ raw, caret, previous, inputType }: RupiahEdit): TypedRupiah => {
  let digits = onlyDigits(raw);
  let digitsBefore = onlyDigits(raw.slice(0, caret)).length;
  const previousDigits = onlyDigits(previous);

  // A Backspace or Delete on a dot leaves the caret where the dot was and the text otherwise the
  // same. A paste, drop or autofill that replaces the whole text with the same digits can leave the
  // same text ('75.500' → '75500'), but with the caret after what went in and an insert as its kind,
  // and it means exactly those digits.
  const separatorOnlyDeleted =
    digits === previousDigits &&
    !(inputType ?? '').startsWith('insert') &&
    previous[caret] === '.' &&
    raw === previous.slice(0, caret) + previous.slice(caret + 1);
  if (separatorOnlyDeleted) {
    if (inputType === 'deleteContentForward') {
      digits = digits.slice(0, digitsBefore) + digits.slice(digitsBefore + 1);
    } else if (digitsBefore > 0) {
      digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
      digitsBefore -= 1;
    }
  }

  if (digits.length > MAX_RUPIAH_DIGITS) {
    const kept = groupThousands(previousDigits.replace(/^0+(?=\d)/, ''));
    const typedHere = digits.length - previousDigits.length;
    return { value: previousDigits ? Number(previousDigits) : null, text: kept, caret: caretAfterDigits(kept, digitsBefore - typedHere) };
  }

  if (!digits) return { value: null, text: '', caret: 0 };

  const value = Number(digits);
  const normalised = String(value);
  // Leading zeros disappear; the caret moves left by those that stood before it.
  const zerosRemoved = digits.length - normalised.length;
  const leadingZerosBeforeCaret = Math.min(zerosRemoved, digitsBefore);
  const text = groupThousands(normalised);
  return { value, text, caret: caretAfterDigits(text, Math.max(0, digitsBefore - leadingZerosBeforeCaret)) };
};

/** A text the input grouped itself: digits with a dot before every third from the right, no leading zero. */
export const isGroupedRupiah = (text: string): boolean =>
  /^[\d.]*$/.test(text) && text === groupThousands(onlyDigits(text).replace(/^0+(?=\d)/, ''));

/** What an edit put in: the run of `next` between the text it kept at the start and at the end. */
export const insertedText = (previous: string, next: string): string => {
  const shorter = Math.min(previous.length, next.length);
  let start = 0;
  while (start < shorter && previous[start] === next[start]) start += 1;
  let end = 0;
  while (end < shorter - start && previous[previous.length - 1 - end] === next[next.length - 1 - end]) end += 1;
  return next.slice(start, next.length - end);
};

export interface TypedRupiahField {
  /** What the form stores: the integer, null when empty, or the refused text with its reason. */
  value: NumberFieldValue;
  text: string;
  caret: number;
}

/**
 * Reads any edit of the rupiah input by the one number rule (domain/number):
 * - digits typed or pasted, or anything deleted, in text the input grouped itself: every dot left is
 *   the input's own, so the digits are regrouped ('1.250' + '0' → '12.500');
 * - anything else put in (a comma, a letter, a minus, a dot, 'Rp'), typed or pasted: the text is read
 *   exactly as it stands. A paste that reads as an amount is shown grouped at once ('Rp 2.500.000' →
 *   '2.500.000'); otherwise the text stays as typed and the field holds the refusal until it reads,
 *   so `1.000.000,50` is refused rather than read as 100.000.050 and `1e6` rather than as 16.
 */
export const readRupiahTyping = (edit: RupiahEdit): TypedRupiahField => {
  const inserted = insertedText(edit.previous, edit.raw);
  // Only digits went in and the rest is the input's own grouping, so no dot in `raw` was typed.
  if (/^\d*$/.test(inserted) && isGroupedRupiah(edit.previous)) {
    const typed = readRupiahEdit(edit);
    // Grouped digits still meet the rule's maximum.
    return { ...typed, value: typed.value === null ? null : numberFieldValue(typed.text, RUPIAH_RULE) };
  }
  const pasted = edit.inputType === 'insertFromPaste' || edit.inputType === 'insertFromDrop' || inserted.length > 1;
  if (pasted) {
    const parsed = parseRupiah(edit.raw);
    if (parsed.ok) {
      const text = rupiahText(parsed.value);
      return { value: parsed.value, text, caret: text.length };
    }
  }
  return { value: numberFieldValue(edit.raw, RUPIAH_RULE), text: edit.raw, caret: edit.caret };
};
