/**
 * What the checker prints: one row per endpoint, a table of them, the warnings, and the summary whose
 * last line is exactly `N ok, N mismatched, N failed, N warnings`. Pure, so the wording and the
 * counting are unit tested.
 */
import { LOOSE, type DriftEntry } from '../../src/api/drift';
import { formatMismatch, type Mismatch } from './compare';

export type Outcome =
  | { kind: 'ok'; note?: string }
  | { kind: 'mismatched'; mismatch: Mismatch }
  /** The call did not give an answer to compare: an error status, a network failure, a timeout. */
  | { kind: 'failed'; reason: string }
  /** Not called, on purpose; never counted as ok nor as failed. */
  | { kind: 'skipped'; reason: string };

export interface Row {
  /** `merk.list`: the area and the endpoint's name in its contract. */
  name: string;
  /** What was sent (`GET /admin/merk/20`), or the template when nothing was sent. */
  request: string;
  /** The HTTP status, when an answer came. */
  status?: number;
  outcome: Outcome;
  /**
   * Drift the app reads through (an answer that fits, read tolerantly): records it could not read,
   * values nobody knows, values in a looser shape. Warnings, not mismatches: the screens still work.
   */
  warnings?: string[];
}

export interface Counts {
  ok: number;
  mismatched: number;
  failed: number;
  skipped: number;
  /** Warning lines over all rows (each a drifted field or value with its count), apart from the outcomes. */
  warnings: number;
}

export const countRows = (rows: readonly Row[]): Counts => {
  const counts: Counts = { ok: 0, mismatched: 0, failed: 0, skipped: 0, warnings: 0 };
  for (const row of rows) {
    counts[row.outcome.kind] += 1;
    counts.warnings += row.warnings?.length ?? 0;
  }
  return counts;
};

/** The last line of every run, in exactly this form. */
export const summaryLine = (counts: Counts): string =>
  `${counts.ok} ok, ${counts.mismatched} mismatched, ${counts.failed} failed, ${counts.warnings} ${counts.warnings === 1 ? 'warning' : 'warnings'}`;

const LOOSE_WORDS: Readonly<Record<string, string>> = {
  [LOOSE.numberAsText]: 'number sent as text',
  [LOOSE.booleanAsNumberOrText]: 'boolean sent as 1/0 or text',
  [LOOSE.emptyAsAbsent]: 'empty text for an absent value',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One drift count as a warning's words: `3 records with unknown status_pengiriman "ON_HOLD"`. */
export const warningText = (entry: DriftEntry): string => {
  switch (entry.kind) {
    case 'unreadable':
      return `${plural(entry.count, 'record', 'records')} unreadable, listed as incomplete (${entry.value})`;
    case 'unknown-value':
      return `${plural(entry.count, 'record', 'records')} with unknown ${entry.field} ${JSON.stringify(entry.value)}`;
    case 'loose-value':
      return `${plural(entry.count, 'value', 'values')} of ${entry.field}: ${LOOSE_WORDS[entry.value] ?? entry.value}`;
    default:
      return `${entry.count} ${String(entry.kind)} ${entry.field} ${entry.value}`;
  }
};

/** Nothing mismatched and nothing failed; skipped rows are listed, not failures. */
export const exitCodeFor = (counts: Counts): number => (counts.mismatched || counts.failed ? 1 : 0);

export const resultText = (outcome: Outcome): string => {
  switch (outcome.kind) {
    case 'ok':
      return outcome.note ? `OK (${outcome.note})` : 'OK';
    case 'mismatched':
      return `MISMATCH ${formatMismatch(outcome.mismatch)}`;
    case 'failed':
      return `FAILED ${outcome.reason}`;
    case 'skipped':
      return `SKIPPED ${outcome.reason}`;
  }
};

const HEADERS = ['endpoint', 'request', 'status', 'result'] as const;

/** A plain-text table: columns padded to their widest cell, the result column left free to run on. */
export const formatTable = (rows: readonly Row[]): string => {
  const cells = rows.map((row) => [row.name, row.request, row.status === undefined ? '-' : String(row.status), `${resultText(row.outcome)}${row.warnings?.length ? ` (${plural(row.warnings.length, 'WARNING', 'WARNINGS')})` : ''}`]);
  const widths = HEADERS.slice(0, 3).map((header, i) => Math.max(header.length, ...cells.map((cell) => (cell[i] as string).length)));
  const line = (cell: readonly string[]) =>
    cell
      .map((text, i) => (i < 3 ? text.padEnd(widths[i] as number) : text))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).concat('-'.repeat(6)).join('  ');
  return [line(HEADERS), rule, ...cells.map(line)].join('\n');
};

/** Each row's warnings, one line each, apart from the table: the backend drifts, the app still reads it. */
export const formatWarnings = (rows: readonly Row[]): string[] => {
  const lines = rows.flatMap((row) => (row.warnings ?? []).map((warning) => `WARNING ${row.name} (${row.request}): ${warning}`));
  return lines.length ? ['Warnings (drift the app reads through; not mismatches):', ...lines, ''] : [];
};

/** The whole report: the table, the warnings, a line on skipped rows when there are any, then the summary line. */
export const formatReport = (rows: readonly Row[], notes: readonly string[] = []): string => {
  const counts = countRows(rows);
  const skipped = counts.skipped ? [`${counts.skipped} skipped (not called; see the rows marked SKIPPED)`] : [];
  return [formatTable(rows), '', ...formatWarnings(rows), ...notes, ...skipped, summaryLine(counts)].join('\n');
};
