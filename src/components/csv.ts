/** One CSV column: its Indonesian heading and how a record gives its cell. */
export type CsvColumn<R> = readonly [heading: string, cell: (record: R) => string | number | boolean | null | undefined];

const quote = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Quoted when it could break the row; a leading = + - @ is also quoted with an apostrophe so a
  // spreadsheet does not run it as a formula (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n;]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Records as CSV (RFC 4180: comma, CRLF, quotes doubled) with a byte-order mark, so Excel in an
 * Indonesian locale opens the UTF-8 text correctly. Money goes in as plain integers.
 */
export const toCsv = <R,>(records: readonly R[], columns: readonly CsvColumn<R>[]): string =>
  '\ufeff' + [columns.map(([heading]) => quote(heading)), ...records.map((record) => columns.map(([, cell]) => quote(cell(record))))].map((row) => row.join(',')).join('\r\n') + '\r\n';

/** Whole rupiah for a spreadsheet: no separators, no 'Rp'. */
export const rupiahCell = (value: unknown): number | null => {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount) : null;
};
