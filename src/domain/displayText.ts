/**
 * Bidirectional embedding, override and isolate controls (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI).
 * A name carrying one can make a display lie about itself: '\u202Eevil.exe' reads as "exe.live".
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Text from the server or a user, safe to show: without bidi controls (natural right-to-left text is unaffected). */
export const displayText = (value: unknown): string => (value === null || value === undefined ? '' : String(value).replace(BIDI_CONTROLS, ''));

/** Whether the text carried controls that `displayText` took out (worth telling an administrator about). */
export const hadBidiControls = (value: unknown): boolean => typeof value === 'string' && /[\u202A-\u202E\u2066-\u2069]/.test(value);

/**
 * Someone else's text composed into one of the app's own sentences ('Kode: X ...'): without bidi
 * controls and wrapped in FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE (U+2068 ... U+2069), so even
 * natural right-to-left text cannot reorder the words around it. For JSX, `<bdi>` does the same.
 */
export const isolate = (value: unknown): string => `\u2068${displayText(value)}\u2069`;
