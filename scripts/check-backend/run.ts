/**
 * The checker's run: every GET of the contract called once with harmless parameters, each answer held
 * against its schema. With `withWrites`, and only on a server that answers the fake backend's test
 * controls, each update endpoint is also sent back a record it served, and the fake is reset after.
 * The HTTP goes through an injectable `fetch`, so the run is tested against a server or without one.
 */
import { buildPath, pathParamNames, type AnyEndpoint } from '../../src/api/endpoint';
import { ABSENT_ENDPOINT_STATUSES } from '../../src/api/errors';
import { reportLooseValues, tallyDrift } from '../../src/api/drift';
import { mutationResult } from '../../src/api/schemas/common';
import { describeValue, firstMismatch, formatMismatch } from './compare';
import { harmlessQuery, pathParamValues, queryString, type KnownAnswer } from './params';
import { warningText, type Row } from './report';

export type ContractEntry = [name: string, endpoint: AnyEndpoint];

export interface CheckOptions {
  /** The API's base URL, as `VITE_API_URL` (contract paths are appended to it). */
  baseUrl: string;
  /** An admin session token, sent as `Authorization: Bearer` on `/admin…` paths as the app does. */
  token?: string;
  entries: readonly ContractEntry[];
  withWrites?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
  today?: Date;
}

export interface CheckResult {
  rows: Row[];
  /** Lines printed above the summary (what the writes did). */
  notes: string[];
}

/** `--with-writes` asked of a server that is not the fake backend with its test controls. */
export class WritesRefused extends Error {}

/**
 * A GET whose answer is the contract's open "success or error" mutation result changes data although
 * its method says read (the warehouse's `bongkar-koli-g`). The checker never sends it.
 */
export const isWriteByGet = (endpoint: AnyEndpoint): boolean => endpoint.method === 'GET' && endpoint.response === mutationResult;

const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

interface Answer {
  status: number;
  body: unknown;
}

const shorten = (text: string, max = 100): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The server's own words for a refusal: its `error`, else its `message`, else what the body was. */
const refusalText = (body: unknown): string => {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return shorten(error);
    if (typeof message === 'string' && message) return shorten(message);
  }
  if (typeof body === 'string' && body) return shorten(body.replace(/\s+/g, ' '));
  return describeValue(body);
};

const errorText = (error: unknown): string => {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'no answer in time';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `no answer (${error instanceof Error ? error.message : String(error)}${cause})`;
};

export const checkBackend = async (options: CheckOptions): Promise<CheckResult> => {
  const { entries, token, withWrites = false, timeoutMs = 15_000, today = new Date() } = options;
  const fetchFn = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  const send = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token && isAdminPath(path.split('?')[0] as string)) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetchFn(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text === '' ? null : text;
    try {
      parsed = text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      // Not JSON: kept as text, which the schema then reports as what was received.
    }
    return { status: response.status, body: parsed };
  };

  /** One call, judged: an error status or no answer fails, a 2xx answer is held against the schema. */
  const judge = async (name: string, endpoint: AnyEndpoint, method: string, path: string, body?: unknown): Promise<{ row: Row; data?: unknown }> => {
    const request = `${method} ${path}`;
    let answer: Answer;
    try {
      answer = await send(method, path, body);
    } catch (error) {
      return { row: { name, request, outcome: { kind: 'failed', reason: errorText(error) } } };
    }
    if (endpoint.optional && ABSENT_ENDPOINT_STATUSES.includes(answer.status)) {
      // A path the spec does not name: a server may lack it, and its screen counts from other calls.
      return { row: { name, request, status: answer.status, outcome: { kind: 'skipped', reason: 'optional endpoint absent on this server' } } };
    }
    if (answer.status < 200 || answer.status > 299) {
      return { row: { name, request, status: answer.status, outcome: { kind: 'failed', reason: refusalText(answer.body) } } };
    }
    const mismatch = firstMismatch(endpoint.response, answer.body);
    if (mismatch) return { row: { name, request, status: answer.status, outcome: { kind: 'mismatched', mismatch } } };
    let data: unknown;
    let warnings: string[] = [];
    try {
      // Read as the app reads it, counting what its tolerant readers forgive: those are warnings.
      const read = tallyDrift(() => {
        const parsed = endpoint.response.parse(answer.body);
        reportLooseValues(answer.body, parsed);
        return endpoint.unwrap(parsed);
      });
      data = read.result;
      warnings = read.entries.map(warningText);
    } catch {
      // An unwrap that throws on a fitting answer leaves no records to take ids from; the row is still ok.
    }
    const row: Row = { name, request, status: answer.status, outcome: { kind: 'ok' } };
    if (warnings.length) row.warnings = warnings;
    return { row, data };
  };

  if (withWrites) await ensureFakeWithTestControls(send);

  const rows = new Map<string, Row>();
  const answers: KnownAnswer[] = [];
  /** Successful reads of templated GETs with the parameters they were called with, for the writes. */
  const itemReads: Array<{ endpoint: AnyEndpoint; params: Record<string, string | number>; data: unknown }> = [];
  const reads = entries.filter(([, endpoint]) => endpoint.method === 'GET');
  const areaOf = (name: string) => name.slice(0, name.lastIndexOf('.'));

  // Lists first, so the templated reads can take their ids from what the lists held.
  const ordered = [...reads.filter(([, e]) => !pathParamNames(e.path).length), ...reads.filter(([, e]) => pathParamNames(e.path).length)];
  for (const [name, endpoint] of ordered) {
    if (isWriteByGet(endpoint)) {
      rows.set(name, { name, request: `GET ${endpoint.path}`, outcome: { kind: 'skipped', reason: 'changes data although it is a GET (its answer is a mutation result); never sent' } });
      continue;
    }
    const query = harmlessQuery(endpoint.query, today);
    if ('unfillable' in query) {
      rows.set(name, { name, request: `GET ${endpoint.path}`, outcome: { kind: 'skipped', reason: query.unfillable } });
      continue;
    }
    let params: Record<string, string | number> = {};
    if (pathParamNames(endpoint.path).length) {
      const fill = pathParamValues(endpoint.path, areaOf(name), answers);
      if ('unfillable' in fill) {
        rows.set(name, { name, request: `GET ${endpoint.path}`, outcome: { kind: 'skipped', reason: `${fill.unfillable} (no made-up id is sent)` } });
        continue;
      }
      params = fill.params;
    }
    const path = buildPath(endpoint.path, params);
    let { row, data } = await judge(name, endpoint, 'GET', `${path}${queryString(query.query)}`);
    const withPeriod = harmlessQuery(endpoint.query, today, true);
    // Refused as a bad request: asked once more with today as the period, if the query has one.
    if ((row.status === 400 || row.status === 422) && 'query' in withPeriod && queryString(withPeriod.query) !== queryString(query.query)) {
      ({ row, data } = await judge(name, endpoint, 'GET', `${path}${queryString(withPeriod.query)}`));
    }
    rows.set(name, row);
    if (row.outcome.kind !== 'ok') continue;
    if (Object.keys(params).length) itemReads.push({ endpoint, params, data });
    else answers.push({ name, endpoint, unwrapped: data });
  }

  const result: Row[] = reads.map(([name]) => rows.get(name) as Row);
  const notes: string[] = [];
  if (withWrites) {
    const writes = await sendBackRecords(entries, answers, itemReads, areaOf, judge);
    result.push(...writes);
    const sent = writes.filter((row) => row.status !== undefined || row.outcome.kind === 'failed').length;
    const reset = await send('POST', '/__fake/reset').catch(() => null);
    notes.push(`Writes: ${sent} update${sent === 1 ? '' : 's'} sent back unchanged; the fake's data ${reset && reset.status === 200 ? 'was reset (POST /__fake/reset)' : 'could NOT be reset'}.`);
    if (!reset || reset.status !== 200) result.push({ name: '__fake.reset', request: 'POST /__fake/reset', status: reset?.status, outcome: { kind: 'failed', reason: 'the reset after the writes was refused' } });
  }
  return { rows: result, notes };
};

/**
 * Writes go only to a server that shows the fake backend's test controls: `GET /__fake/db` answers
 * 200 with the tables. A real backend has no such path, so it is never written to.
 */
const ensureFakeWithTestControls = async (send: (method: string, path: string) => Promise<Answer>): Promise<void> => {
  let answer: Answer;
  try {
    answer = await send('GET', '/__fake/db');
  } catch (error) {
    throw new WritesRefused(`--with-writes refused: GET /__fake/db got ${errorText(error)}. Writes are sent only to the fake backend started with --test-controls.`);
  }
  const isTables = answer.body !== null && typeof answer.body === 'object' && !Array.isArray(answer.body);
  if (answer.status !== 200 || !isTables) {
    throw new WritesRefused(
      `--with-writes refused: GET /__fake/db answered ${answer.status}${isTables ? '' : ' without the fake\'s tables'}. Writes are sent only to the fake backend started with --test-controls (npm run fake-api -- --test-controls); nothing was sent.`,
    );
  }
};

type Judge = (name: string, endpoint: AnyEndpoint, method: string, path: string, body?: unknown) => Promise<{ row: Row }>;

/**
 * Each update endpoint (PUT or PATCH on a record's address, with a JSON body) sent a record it served,
 * as read: from a GET at the same address or below it (`/{id}/edit`), else the list's record with that
 * id. An endpoint without such a record, or whose body the record does not fit, is listed as skipped.
 */
const sendBackRecords = async (
  entries: readonly ContractEntry[],
  answers: readonly KnownAnswer[],
  itemReads: ReadonlyArray<{ endpoint: AnyEndpoint; params: Record<string, string | number>; data: unknown }>,
  areaOf: (name: string) => string,
  judge: Judge,
): Promise<Row[]> => {
  const rows: Row[] = [];
  const updates = entries.filter(([, e]) => (e.method === 'PUT' || e.method === 'PATCH') && pathParamNames(e.path).length > 0);
  for (const [name, endpoint] of updates) {
    const template = `${endpoint.method} ${endpoint.path}`;
    if (!endpoint.body || endpoint.multipart) {
      rows.push({ name, request: template, outcome: { kind: 'skipped', reason: 'an action without a record as its body; not sent' } });
      continue;
    }
    const fill = pathParamValues(endpoint.path, areaOf(name), answers);
    if ('unfillable' in fill) {
      rows.push({ name, request: template, outcome: { kind: 'skipped', reason: fill.unfillable } });
      continue;
    }
    const sameParams = (params: Record<string, string | number>) => Object.entries(fill.params).every(([key, value]) => String(params[key]) === String(value));
    const candidates: unknown[] = [
      ...itemReads.filter((read) => (read.endpoint.path === endpoint.path || read.endpoint.path.startsWith(`${endpoint.path}/`)) && sameParams(read.params)).map((read) => read.data),
      ...answers.flatMap((answer) =>
        Array.isArray(answer.unwrapped) && answer.endpoint.path === endpoint.path.slice(0, endpoint.path.indexOf('/{'))
          ? answer.unwrapped.filter((record: unknown) => record !== null && typeof record === 'object' && String((record as { id?: unknown }).id) === String(fill.params.id))
          : [],
      ),
    ];
    const body = candidates.map((record) => endpoint.body?.safeParse(record)).find((parsed) => parsed?.success);
    if (!body?.success) {
      const why = candidates[0] === undefined ? 'no record read to send back' : `the record read does not fit the body (${formatMismatch(firstMismatch(endpoint.body, candidates[0]) ?? { path: '(root)', expected: '?', received: '?' })})`;
      rows.push({ name, request: template, outcome: { kind: 'skipped', reason: `${why}; not sent` } });
      continue;
    }
    const { row } = await judge(name, endpoint, endpoint.method, buildPath(endpoint.path, fill.params), body.data);
    rows.push(row.outcome.kind === 'ok' ? { ...row, outcome: { kind: 'ok', note: 'record sent back unchanged' } } : row);
  }
  return rows;
};
