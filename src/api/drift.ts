/**
 * Backend drift, counted for QA and developers (never shown to the administrator as an error): what a
 * tolerant reader had to forgive in an answer. Kinds:
 * - `unreadable`: a record of a list that did not fit its schema (still listed, marked incomplete);
 * - `unknown-value`: an open enum's value nobody knows (`status_pengiriman: "ON_HOLD"`), by field and value;
 * - `loose-value`: a value read through a looser shape (`"150000.00"` for a number, `1` for a boolean,
 *   `""` for an absent date), by field and how.
 *
 * Counted per endpoint (`GET /admin/penjualan-web`) over its latest answer, so a refetch does not
 * double the counts: "3 order dengan status tak dikenal" stays 3 while the server keeps sending them.
 * The kernel knows no area: the api client opens a reading for each answer, and the readers inside it
 * (open enums, tolerant lists) report to whatever reading is open.
 */

export type DriftKind = 'unreadable' | 'unknown-value' | 'loose-value';

export interface DriftEntry {
  kind: DriftKind;
  /** The field, as a path inside one record (`status_pengiriman`, `items[].qty`); '' for a whole record. */
  field: string;
  /** The unknown value as sent, or how a loose value came (`angka sebagai teks`); for a record, its first issue. */
  value: string;
  count: number;
}

export type DriftSnapshot = Readonly<Record<string, readonly DriftEntry[]>>;

type Tally = Map<string, DriftEntry>;

let current: Tally | null = null;
let latest: Record<string, DriftEntry[]> = {};
const warned = new Set<string>();
const listeners = new Set<() => void>();

const isDevelopment = (): boolean => {
  try {
    return Boolean(import.meta.env?.DEV);
  } catch {
    return false;
  }
};

/** Adds one occurrence to the reading that is open; outside a reading (the fake's own parsing) it is not drift. */
export const reportDrift = (kind: DriftKind, field: string, value: string): void => {
  if (!current) return;
  const key = `${kind}\u0000${field}\u0000${value}`;
  const entry = current.get(key);
  if (entry) entry.count += 1;
  else current.set(key, { kind, field, value, count: 1 });
};

/** Runs `read` with a tally open and gives back what it reported, without keeping it (check-backend uses this). */
export const tallyDrift = <T,>(read: () => T): { result: T; entries: DriftEntry[] } => {
  const outer = current;
  const tally: Tally = new Map();
  current = tally;
  try {
    const result = read();
    return { result, entries: [...tally.values()] };
  } finally {
    current = outer;
  }
};

const sameEntries = (a: readonly DriftEntry[] | undefined, b: readonly DriftEntry[]): boolean =>
  (a?.length ?? 0) === b.length && b.every((entry, i) => {
    const other = a?.[i];
    return other !== undefined && other.kind === entry.kind && other.field === entry.field && other.value === entry.value && other.count === entry.count;
  });

/**
 * Reads one answer of `source` (`GET /admin/penjualan-web`): what `read` reports replaces that
 * endpoint's counts (an answer without drift clears them). A development build warns once per
 * endpoint and kind, not per record.
 */
export const readingDrift = <T,>(source: string, read: () => T): T => {
  const { result, entries } = tallyDrift(read);
  if (sameEntries(latest[source], entries)) return result;
  const next = { ...latest };
  if (entries.length) next[source] = entries;
  else delete next[source];
  latest = next;
  for (const entry of entries) {
    const key = `${source} ${entry.kind}`;
    if (warned.has(key) || !isDevelopment()) continue;
    warned.add(key);
    console.warn(`[api] ${source}: ${describeDrift(entry)} (data backend berbeda dari kontrak; dihitung di Demo › Drift data backend)`);
  }
  for (const listener of listeners) listener();
  return result;
};

/** The counts per endpoint, for the QA dialog. */
export const driftSnapshot = (): DriftSnapshot => latest;

export const subscribeDrift = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Forgets every count (the dialog's reset, and between tests); warnings may be given again. */
export const resetDrift = (): void => {
  latest = {};
  warned.clear();
  for (const listener of listeners) listener();
};

/** One entry in a few Indonesian words, for the console and the QA dialog: `3 record dengan status_pengiriman tak dikenal "ON_HOLD"`. */
export const describeDrift = (entry: DriftEntry): string => {
  switch (entry.kind) {
    case 'unreadable':
      return `${entry.count} record tidak terbaca${entry.value ? ` (${entry.value})` : ''}`;
    case 'unknown-value':
      return `${entry.count} record dengan ${entry.field} tak dikenal "${entry.value}"`;
    case 'loose-value':
      return `${entry.count} nilai ${entry.field} dibaca longgar (${entry.value})`;
    default:
      return `${entry.count} ${String(entry.kind)} ${entry.field} ${entry.value}`;
  }
};

/** How a loose value came, in the words the counts use. */
export const LOOSE = {
  numberAsText: 'angka sebagai teks',
  booleanAsNumberOrText: 'boolean sebagai 1/0 atau teks',
  emptyAsAbsent: 'teks kosong sebagai tidak ada',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Walks an answer as sent beside what the schema made of it and reports each value that came in a
 * looser shape than it was read as: a number from text, a boolean from 1/0 or text, absent from ''.
 * Array positions are written `[]`, so 40 orders with `total_akhir` as text count under one field.
 */
export const reportLooseValues = (raw: unknown, parsed: unknown): void => {
  if (current) walkLoose(raw, parsed, []);
};

/** A field's place as the counts name it: `items[].qty`, `[].status`. */
const placeOf = (path: readonly string[]): string => {
  let place = '';
  for (const part of path) place = part === '[]' ? `${place}[]` : place ? `${place}.${part}` : part;
  return place;
};

/**
 * The walk keeps its place as a stack of names and spells it out only for a value it reports: most
 * values are taken as sent, and naming each one's place was most of the walk (some 20,000 strings for
 * the transaction history's orders).
 */
const walkLoose = (raw: unknown, parsed: unknown, path: string[]): void => {
  // A value the schema took as sent (the same object: a list's records before each is read on its own)
  // holds nothing read loosely; walking it was a second pass over every list answer (16 ms on the
  // transaction history's 660 KB).
  if (parsed === raw) return;
  if (Array.isArray(parsed) && Array.isArray(raw)) {
    path.push('[]');
    for (let i = 0; i < parsed.length; i += 1) walkLoose(raw[i], parsed[i], path);
    path.pop();
    return;
  }
  if (isRecord(parsed) && isRecord(raw)) {
    for (const key of Object.keys(parsed)) {
      const value = parsed[key];
      const sent = raw[key];
      // Most fields: checked here, so their names are never pushed.
      if (value === sent) continue;
      path.push(key);
      walkLoose(sent, value, path);
      path.pop();
    }
    return;
  }
  if (typeof parsed === 'number' && typeof raw === 'string') reportDrift('loose-value', placeOf(path), LOOSE.numberAsText);
  else if (typeof parsed === 'boolean' && typeof raw !== 'boolean' && raw !== undefined) reportDrift('loose-value', placeOf(path), LOOSE.booleanAsNumberOrText);
  else if ((parsed === null || parsed === undefined) && raw === '') reportDrift('loose-value', placeOf(path), LOOSE.emptyAsAbsent);
};
