/** How many leading characters of each word stay readable (catalogue spec, section 9). */
export const MASK_VISIBLE_CHARS = 2;

/**
 * Hides a person's name where others may read it (reviews, public lists): each word keeps its first two
 * characters and every further character becomes an asterisk, so the length still shows but the name
 * does not: `Budi Santoso` → `Bu** Sa*****`.
 *
 * - A word is a run of non-space characters; punctuation inside it counts as characters to hide
 *   (`Nur.` → `Nu**`), so nothing after the second character ever shows.
 * - Words of one or two characters stay as they are: there is nothing after the second character.
 * - Runs of spaces, tabs or newlines become one space and surrounding spaces go: the mask shows words,
 *   not how the name was typed.
 * - Characters are counted as the reader sees them (code points), so an accented or emoji character is
 *   one character, never half of one.
 * - An empty, blank, null or undefined name gives `''`.
 */
export const maskName = (name: string | null | undefined): string => {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      const chars = Array.from(word);
      if (chars.length <= MASK_VISIBLE_CHARS) return word;
      return chars.slice(0, MASK_VISIBLE_CHARS).join('') + '*'.repeat(chars.length - MASK_VISIBLE_CHARS);
    })
    .join(' ');
};
