/**
 * The text side of the rupiah input: what a stored integer looks like while typing ('1.250.000'),
 * what an edit of that text means, and where the caret belongs afterwards. Pure, so every keystroke
 * case is unit-tested without a browser.
 */

/** More digits than this cannot be held exactly by a JavaScript number. */
export const MAX_RUPIAH_DIGITS = 15;

const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** '1250000' → '1.250.000' (Indonesian thousands separator). */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The text shown for a stored value: '' for none, grouped digits otherwise. Backends may send "150000.00". */
export const rupiahText = (value: unknown): string => {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`;
};

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
 * Reads an edit of the grouped text. Anything but digits is ignored; deleting a separator deletes the
 * digit beside it instead (otherwise the keystroke would do nothing); a number too long to store
 * exactly is refused and the previous text kept.
 */
export const readRupiahEdit = ({ raw, caret, previous, inputType }: RupiahEdit): TypedRupiah => {
  let digits = onlyDigits(raw);
  let digitsBefore = onlyDigits(raw.slice(0, caret)).length;
  const previousDigits = onlyDigits(previous);

  const separatorOnlyDeleted = digits === previousDigits && raw.length < previous.length;
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
