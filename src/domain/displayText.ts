/**
 * Bidirectional embedding, override and isolate controls (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI).
 * A name carrying one can make a display lie about itself: '\u202Eevil.exe' reads as "exe.live".
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Text from the server or a user, safe to show: without bidi controls (natural right-to-left text is unaffected). */
export const displayText = (value: unknown): string => (value === null || value === undefined ? '' : String(value).replace(BIDI_CONTROLS, ''));

/**
 * Someone else's text composed into one of the app's own sentences ('Kode: X ...'): without bidi
 * controls and wrapped in FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE (U+2068 ... U+2069), so even
 * natural right-to-left text cannot reorder the words around it. For JSX, `<bdi>` does the same.
 */
export const isolate = (value: unknown): string => `\u2068${displayText(value)}\u2069`;

const OVERRIDES = /[\u202A-\u202E]/g;
const ISOLATE_OPEN = new Set(['\u2066', '\u2067', '\u2068']);

/**
 * A sentence composed of the app's (or server's) words and someone else's text ('Kode: X'), safe to
 * show: embeddings and overrides (which reverse text) are taken out, and isolates are kept only as
 * balanced pairs (an `isolate()`d part stays isolated; a stray one is taken out).
 */
export const displayComposedText = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value).replace(OVERRIDES, '');
  const chars = [...text];
  const open: number[] = [];
  const drop = new Set<number>();
  chars.forEach((char, index) => {
    if (ISOLATE_OPEN.has(char)) open.push(index);
    else if (char === '\u2069') {
      if (open.length) open.pop();
      else drop.add(index);
    }
  });
  for (const index of open) drop.add(index);
  return chars.filter((_, index) => !drop.has(index)).join('');
};
