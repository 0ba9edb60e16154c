/**
 * The checker's schema comparison: an answer against a contract schema, reduced to the first place
 * where they disagree, said the way a developer fixing the backend needs it (`data[0].harga: expected
 * number, received string "12.000"`). Pure: no I/O, so the unit tests can hold it to its words.
 */
import type * as z from 'zod/mini';

export interface Mismatch {
  /** Where in the answer, e.g. `data[0].harga`; `(root)` for the answer itself. */
  path: string;
  expected: string;
  received: string;
}

type Issue = z.core.$ZodIssue;
type Key = PropertyKey;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `['data', 0, 'harga']` → `data[0].harga`; keys that are not identifiers are quoted (`["nama produk"]`). */
export const formatPath = (path: readonly Key[]): string => {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text || '(root)';
};

const shorten = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A JSON value in a few words: its type and, shortened, what it holds. */
export const describeValue = (value: unknown): string => {
  if (value === undefined) return 'nothing (field missing)';
  if (value === null) return 'null';
  if (typeof value === 'string') return `string ${shorten(JSON.stringify(value), 42)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return `array (${value.length} ${value.length === 1 ? 'item' : 'items'})`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length ? `object {${shorten(keys.join(', '), 48)}}` : 'object {}';
  }
  return typeof value;
};

const valueAt = (root: unknown, path: readonly Key[]): unknown => {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<Key, unknown>)[key];
  }
  return current;
};

const listValues = (values: readonly unknown[]): string => {
  const shown = values.slice(0, 6).map((v) => JSON.stringify(v) ?? String(v));
  return `${values.length > 1 ? 'one of ' : ''}${shown.join(', ')}${values.length > 6 ? ', …' : ''}`;
};

const bound = (issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string => {
  const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  const sign = issue.code === 'too_small' ? (issue.inclusive === false ? '>' : '>=') : issue.inclusive === false ? '<' : '<=';
  switch (issue.origin) {
    case 'string':
      return `string of length ${sign} ${String(limit)}`;
    case 'array':
    case 'set':
      return `${issue.origin} with ${sign} ${String(limit)} items`;
    default:
      return `${issue.origin} ${sign} ${String(limit)}`;
  }
};

interface Found {
  /** Relative to the issue list it was found in. */
  path: Key[];
  expected: string;
  /** What to show as received instead of the value at the path (unknown keys). */
  received?: string;
}

/**
 * The first issue, followed into unions: of a union's branches the one that got furthest into the
 * answer explains it best (`{ data: 'x' }` against "array, or `{ data: array }`" is wrong at `data`,
 * not at the root); branches stopping at the same place say together what was expected there.
 */
const explain = (issue: Issue): Found => {
  switch (issue.code) {
    case 'invalid_type':
      return { path: [...issue.path], expected: issue.expected };
    case 'invalid_value':
      return { path: [...issue.path], expected: listValues(issue.values) };
    case 'too_small':
    case 'too_big':
      return { path: [...issue.path], expected: bound(issue) };
    case 'invalid_format':
      return { path: [...issue.path], expected: issue.format === 'regex' && 'pattern' in issue ? `string matching ${String(issue.pattern)}` : `${issue.format} format` };
    case 'not_multiple_of':
      return { path: [...issue.path], expected: `multiple of ${String(issue.divisor)}` };
    case 'unrecognized_keys':
      return { path: [...issue.path], expected: 'no other keys', received: `unknown ${issue.keys.length === 1 ? 'key' : 'keys'} ${issue.keys.join(', ')}` };
    case 'invalid_key':
    case 'invalid_element': {
      const inner = issue.issues[0];
      if (!inner) return { path: [...issue.path], expected: issue.message };
      const found = explain(inner);
      return { ...found, path: [...issue.path, ...(issue.code === 'invalid_element' ? [issue.key as Key] : []), ...found.path] };
    }
    case 'invalid_union': {
      const branches = issue.errors.flatMap((branch) => (branch[0] ? [explain(branch[0])] : []));
      if (!branches.length) return { path: [...issue.path], expected: issue.message };
      const depth = Math.max(...branches.map((b) => b.path.length));
      const deepest = branches.filter((b) => b.path.length === depth);
      const first = deepest[0] as Found;
      const samePlace = deepest.filter((b) => formatPath(b.path) === formatPath(first.path) && b.received === undefined);
      const expected = [...new Set(samePlace.map((b) => b.expected))].join(' or ') || first.expected;
      return { path: [...issue.path, ...first.path], expected, received: first.received };
    }
    default:
      return { path: [...issue.path], expected: issue.message };
  }
};

/** The first place where `value` breaks `schema`, or `null` when it fits. */
export const firstMismatch = (schema: z.ZodMiniType, value: unknown): Mismatch | null => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return { path: '(root)', expected: 'a value the schema accepts', received: describeValue(value) };
  const found = explain(issue);
  return { path: formatPath(found.path), expected: found.expected, received: found.received ?? describeValue(valueAt(value, found.path)) };
};

export const formatMismatch = (mismatch: Mismatch): string => `${mismatch.path}: expected ${mismatch.expected}, received ${mismatch.received}`;
