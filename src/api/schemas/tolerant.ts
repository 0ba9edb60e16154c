import * as z from 'zod/mini';
import { reportDrift, reportLooseValues, tallyDrift } from '../drift';

/**
 * Readers that forgive what a real backend sends within the spec but not in our fake's shape (see
 * ARCHITECTURE.md, "Reading what the backend sends"). Each reports what it forgave to the drift counter.
 */

/**
 * An enum that stays open: the known values are typed, any other string is accepted as sent (and
 * counted as an unknown value of `field`), so a status a newer server invents never takes a list down.
 * Every rule switching on it keeps a default branch.
 */
export const openEnum = <const T extends readonly [string, ...string[]]>(values: T, field: string) => {
  const known = new Set<string>(values);
  return z.pipe(
    z.string(),
    z.transform((value: string): T[number] | (string & {}) => {
      if (!known.has(value)) reportDrift('unknown-value', field, value);
      return value;
    }),
  );
};

/** A yes/no as backends send it: true/false, 1/0, "1"/"0", "true"/"false". */
export const looseBoolean = z.union([
  z.boolean(),
  z.pipe(
    z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]),
    z.transform((value) => value === 1 || value === '1' || value === 'true'),
  ),
]);

/** An optional text (a date, a note) where `""` and null both mean absent: read as null. */
export const absentable = <T extends z.ZodMiniType<string>>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(z.union([z.literal(''), schema]))),
    z.transform((value): z.output<T> | null => (value === '' || value === undefined ? null : (value as z.output<T> | null))),
  );

/** What a record that could not be read carries: the record as sent and why it did not fit. */
export interface Incomplete {
  raw: unknown;
  issues: string[];
}

/** A record read from a list, possibly salvaged from one that did not fit (`_incomplete` says so). */
export type MaybeIncomplete = { _incomplete?: Incomplete };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const formatIssues = (error: z.core.$ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);

type ObjectSchema = z.ZodMiniObject;

/**
 * A record that did not fit, made into its schema's shape: each field that reads on its own is kept,
 * the others take the neutral default of `empty(index)`, and `_incomplete` holds the record as sent.
 * Reports nothing itself: the record was already counted once as unreadable.
 */
export const salvageRecord = <S extends ObjectSchema>(schema: S, raw: unknown, issues: string[], empty: z.output<S>): z.output<S> & MaybeIncomplete => {
  const source = isRecord(raw) ? raw : {};
  const shape = schema.def.shape as Record<string, z.ZodMiniType>;
  const { result } = tallyDrift(() => {
    const out: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
    for (const [key, field] of Object.entries(shape)) {
      if (!(key in source)) continue;
      const parsed = field.safeParse(source[key]);
      if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
    }
    return out;
  });
  return { ...(result as z.output<S>), _incomplete: { raw, issues } };
};

/** One record read tolerantly: parsed, or salvaged and marked; drift reported either way. */
export const readRecord = <S extends ObjectSchema>(schema: S, raw: unknown, empty: (index: number) => z.output<S>, index = 0): z.output<S> & MaybeIncomplete => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) {
    reportLooseValues(raw, parsed.data);
    return parsed.data as z.output<S>;
  }
  const issues = formatIssues(parsed.error);
  // Counted by the first issue's place only, so one missing field in 40 records is one line of 40.
  reportDrift('unreadable', '', (issues[0] ?? '').replace(/\.\d+\./g, '.[].'));
  return salvageRecord(schema, raw, issues, empty(index));
};

/** Any list, bare or as `{ data: [...] }`: only an answer that is not a list at all fails to load. */
const anyList = () => z.union([z.array(z.unknown()), z.looseObject({ data: z.array(z.unknown()) })]);

/** The records of a list answer, each read by itself (see `readRecord`). */
export const recordsOf = <S extends ObjectSchema>(schema: S, raw: readonly unknown[], empty: (index: number) => z.output<S>): Array<z.output<S> & MaybeIncomplete> =>
  raw.map((item, index) => readRecord(schema, item, empty, index));

/**
 * A list endpoint's `response` and `unwrap`, read record by record: records that fit are returned,
 * a record that does not is salvaged into the record's shape with `empty(index)`'s neutral defaults
 * (its id `incomplete-<index>` when it has none) and marked `_incomplete`, never dropped. Spread into
 * `endpoint({ ..., ...tolerantList(orderSchema, emptyOrder) })`.
 */
export const tolerantList = <S extends ObjectSchema>(schema: S, empty: (index: number) => z.output<S>) => ({
  response: anyList(),
  unwrap: (raw: unknown[] | { data: unknown[] }): Array<z.output<S> & MaybeIncomplete> => recordsOf(schema, Array.isArray(raw) ? raw : raw.data, empty),
});

/**
 * A one-record endpoint read the same way (bare or as `{ data: {...} }`): a record opened from a list
 * where it was marked incomplete opens, marked, rather than failing the screen. Only an answer that is
 * not an object fails.
 */
export const tolerantRecord = <S extends ObjectSchema>(schema: S, empty: () => z.output<S>) => ({
  response: z.looseObject({}),
  unwrap: (raw: Record<string, unknown>): z.output<S> & MaybeIncomplete => {
    // Tried quietly: the record is read (and its drift counted) once, below.
    const enveloped = isRecord(raw.data) && !tallyDrift(() => schema.safeParse(raw).success).result;
    return readRecord(schema, enveloped ? raw.data : raw, empty);
  },
});

/** A default id for a record without one: unique in its list, and plainly not a server id. */
export const incompleteId = (index: number): string => `incomplete-${index}`;

/** Whether a record's id is the server's (a salvaged record without one has `incomplete-<index>`): only then can it be opened. */
export const hasServerId = (record: { id: unknown }): boolean => !String(record.id).startsWith('incomplete-');
