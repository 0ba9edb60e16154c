import type { FakeFetch } from './router';

/**
 * A fake backend that drifts: the same data, answered the way a real server within the spec may answer
 * it rather than in our fake's own shape, so tests and QA prove the screens against more than that shape.
 * Generic: it knows no area; it rewrites requests and JSON answers by the rules it is given
 * (`DRIFT_PRESET` in driftPreset.ts is the one the tests and `npm run fake-api -- --drift` use).
 */

type Json = Record<string, unknown>;

export interface DriftRecordRule {
  /** Which answers (by request path, without the query) the rule rewrites. */
  path: RegExp;
  /**
   * Which records it rewrites: each object of the answer (the answer itself, each item of a list, each
   * item of a `data` list) with its place in its list (0 for a single record).
   */
  match: (record: Json, index: number, list: readonly unknown[]) => boolean;
  /** The record as the drifting server sends it (a copy; the database is never touched). */
  rewrite: (record: Json) => Json;
}

export interface DriftRules {
  /** Which answers the field rules below reshape (by request path); every answer when absent. */
  paths?: RegExp;
  /** GET paths answered 404, as by a server without them (exact path, no query). */
  missingPaths?: readonly string[];
  /** Query parameters removed before the fake sees the request, as by a server that ignores them. */
  ignoredParams?: readonly string[];
  /** Fields removed from every object of every answer, at any depth (fields the spec does not define). */
  droppedFields?: readonly string[];
  /** Fields whose numbers are sent as text with two decimals (`150000` as `"150000.00"`), at any depth. */
  numbersAsText?: readonly string[];
  /** Fields whose booleans are sent as 1 and 0, at any depth. */
  booleansAsNumbers?: readonly string[];
  /** Rewrites of chosen records (statuses the spec names, a value nobody knows, a record that cannot be read). */
  records?: readonly DriftRecordRule[];
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every field rule applied at every depth. */
const reshape = (value: unknown, rules: DriftRules): unknown => {
  if (Array.isArray(value)) return value.map((item) => reshape(item, rules));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, field] of Object.entries(value)) {
    if (rules.droppedFields?.includes(key)) continue;
    if (typeof field === 'number' && rules.numbersAsText?.includes(key)) out[key] = field.toFixed(2);
    else if (typeof field === 'boolean' && rules.booleansAsNumbers?.includes(key)) out[key] = field ? 1 : 0;
    else out[key] = reshape(field, rules);
  }
  return out;
};

const rewriteRecords = (body: unknown, path: string, rules: readonly DriftRecordRule[]): unknown => {
  const applicable = rules.filter((rule) => rule.path.test(path));
  if (!applicable.length) return body;
  const one = (record: unknown, index: number, list: readonly unknown[]): unknown => {
    if (!isObject(record)) return record;
    return applicable.reduce<Json>((current, rule) => (rule.match(current, index, list) ? rule.rewrite({ ...current }) : current), record);
  };
  if (Array.isArray(body)) return body.map((record, index) => one(record, index, body));
  if (isObject(body) && Array.isArray(body.data)) {
    const list = body.data as unknown[];
    return { ...body, data: list.map((record, index) => one(record, index, list)) };
  }
  if (isObject(body) && isObject(body.data)) return { ...body, data: one(body.data, 0, [body.data]) };
  return one(body, 0, [body]);
};

/** Wraps a fake backend's fetch so it answers with the given drift. */
export const withDrift = (fetch: FakeFetch, rules: DriftRules): FakeFetch => async (request) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && rules.missingPaths?.includes(url.pathname)) {
    return new Response(JSON.stringify({ error: `Endpoint ${url.pathname} tidak ditemukan.` }), { status: 404, headers: { 'Content-Type': 'application/json' } });
  }
  let forwarded = request;
  if (rules.ignoredParams?.some((name) => url.searchParams.has(name))) {
    for (const name of rules.ignoredParams) url.searchParams.delete(name);
    forwarded = new Request(url, request);
  }
  const response = await fetch(forwarded);
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  const rewritten = rewriteRecords(body, url.pathname, rules.records ?? []);
  const drifted = !rules.paths || rules.paths.test(url.pathname) ? reshape(rewritten, rules) : rewritten;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(drifted), { status: response.status, headers });
};
