import type { AnyEndpoint } from '../api/endpoint';
import { pathParamNames } from '../api/endpoint';
import type { FakeArea } from './area';
import { findSession, type FakeDb } from './db';
import { SimulatedNetworkError, type FaultList } from './faults';
import { FakeHttpError, type FakeReply, type Handler, type HandlerContext } from './http';
import {
  isJsonContentType,
  isMultipartContentType,
  JSON_BODY_LIMIT_BYTES,
  JSON_STREAM_LIMIT_BYTES,
  jsonBodyWeight,
  limitMessages,
  MULTIPART_BODY_LIMIT_BYTES,
} from './limits';

interface Route {
  name: string;
  isPublic: boolean;
  endpoint: AnyEndpoint;
  pattern: RegExp;
  paramNames: string[];
  handler: Handler<AnyEndpoint>;
}

const compile = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)')}/?$`);

export const buildRoutes = (areas: readonly FakeArea[]): Route[] =>
  areas.flatMap((area) =>
    Object.entries(area.contract).map(([name, endpoint]) => {
      const handler = (area.handlers as Record<string, Handler<AnyEndpoint>>)[name];
      if (!handler) throw new Error(`Fake backend: ${area.name}.${name} has no implementation`);
      return {
        name: `${area.name}.${name}`,
        isPublic: (area.publicEndpoints ?? []).includes(name),
        endpoint,
        pattern: compile(endpoint.path),
        paramNames: pathParamNames(endpoint.path),
        handler,
      };
    }),
  )
    // Static paths before templated ones, so `/admin/merk/tambah`-like literals would win over `{id}`.
    .sort((a, b) => a.paramNames.length - b.paramNames.length);

// The Fetch API refuses a body on these statuses; a fault rule may ask for any of them.
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

const json = (body: unknown, status: number): Response =>
  new Response(NULL_BODY_STATUSES.has(status) ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The body's bytes, refused with 413 as soon as they pass `limit`: a declared length over it is refused
 * before anything is read, and a streamed body is not read past it.
 */
const readLimited = async (request: Request, limit: number, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> => {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared > limit) throw new FakeHttpError(413, tooLarge);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new FakeHttpError(413, tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
};

const readRequestBody = async (request: Request, endpoint: AnyEndpoint): Promise<unknown> => {
  if (request.method === 'GET' || request.method === 'DELETE') return undefined;
  const contentType = request.headers.get('Content-Type');
  if (endpoint.multipart) {
    if (!isMultipartContentType(contentType)) throw new FakeHttpError(415, limitMessages.multipartContentType);
    const bytes = await readLimited(request, MULTIPART_BODY_LIMIT_BYTES, limitMessages.uploadBodyTooLarge);
    try {
      const form = await new Response(bytes, { headers: { 'Content-Type': contentType ?? '' } }).formData();
      return Object.fromEntries(form.entries());
    } catch {
      throw new FakeHttpError(400, limitMessages.invalidMultipart);
    }
  }
  const bytes = await readLimited(request, JSON_STREAM_LIMIT_BYTES, limitMessages.jsonTooLarge);
  if (bytes.byteLength === 0) return {};
  if (!isJsonContentType(contentType)) throw new FakeHttpError(415, limitMessages.jsonContentType);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new FakeHttpError(400, limitMessages.invalidJson);
  }
  if (jsonBodyWeight(bytes.byteLength, parsed) > JSON_BODY_LIMIT_BYTES) throw new FakeHttpError(413, limitMessages.jsonTooLarge);
  return parsed;
};

const isWellEncoded = (path: string): boolean => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

export interface FakeBackendOptions {
  /** Every area's part of the fake backend (see `fake-api/areas.ts`). */
  areas: readonly FakeArea[];
  /** The database; `persist` is called after every request that changed it. */
  db: () => FakeDb;
  persist: () => void | Promise<void>;
  faults: FaultList;
  now?: () => Date;
  /** The path prefix the app's base URL adds before contract paths. */
  basePath?: string;
  /**
   * Runs the part of a request that reads and writes the database (after any simulated delay), e.g.
   * under a lock shared by browser tabs. By default it just runs it.
   */
  transaction?: <T>(run: () => Promise<T>) => Promise<T>;
}

export type FakeFetch = (request: Request) => Promise<Response>;

/**
 * The fake backend as a fetch function: the same `(Request) => Response` runs in the browser (injected
 * into the API client) and behind the Node server. It validates requests with the contract's schemas
 * and answers the way a server does.
 */
export const createFakeBackend = ({ areas, db, persist, faults, now = () => new Date(), basePath = '', transaction = (run) => run() }: FakeBackendOptions): FakeFetch => {
  const routes = buildRoutes(areas);

  return async (request) => {
    const url = new URL(request.url);
    const path = basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;

    if (!isWellEncoded(path)) return json({ error: limitMessages.invalidPath }, 400);

    const fault = faults.take(request.method, path);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.networkError) throw new SimulatedNetworkError();
    if (fault?.status) return json(fault.body ?? { error: `Kesalahan simulasi (${fault.status}).` }, fault.status);

    const candidates = routes.filter((route) => route.pattern.test(path));
    const route = candidates.find((r) => r.endpoint.method === request.method);
    if (!route) {
      return candidates.length
        ? json({ error: `Metode ${request.method} tidak diizinkan untuk ${path}.` }, 405)
        : json({ error: `Endpoint ${path} tidak ditemukan.` }, 404);
    }

    // The body is read before the transaction: a slow upload must not hold other tabs' requests.
    let rawBody: unknown;
    try {
      rawBody = await readRequestBody(request, route.endpoint);
    } catch (error) {
      if (error instanceof FakeHttpError) return json({ error: error.message }, error.status);
      return json({ error: 'Body permintaan tidak dapat dibaca.' }, 400);
    }
    return transaction(() => answer(route, path, url, request, rawBody));
  };

  async function answer(route: Route, path: string, url: URL, request: Request, rawBody: unknown): Promise<Response> {
    const authorization = request.headers.get('Authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
    const database = db();
    const session = token ? findSession(database, token, now()) : null;
    if (!route.isPublic && !session) {
      return json({ error: token ? 'Sesi admin tidak valid atau sudah berakhir.' : 'Token admin tidak ditemukan.' }, 401);
    }

    try {
      const match = route.pattern.exec(path) as RegExpExecArray;
      const params = Object.fromEntries(route.paramNames.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      let body: unknown = rawBody;
      if (route.endpoint.body) {
        const parsed = route.endpoint.body.safeParse(body);
        if (!parsed.success) {
          const detail = parsed.error.issues.map((issue: { path: PropertyKey[] }) => issue.path.map(String).join('.') || 'body').join(', ');
          throw new FakeHttpError(400, `Data tidak valid: ${detail}.`);
        }
        body = parsed.data;
      }
      const context: HandlerContext<AnyEndpoint> = { db: database, now: now(), params, query: url.searchParams, body, session, token };
      const result: FakeReply<unknown> = await route.handler(context);
      if (result.changed) await persist();
      return json(result.body, result.status ?? 200);
    } catch (error) {
      if (error instanceof FakeHttpError) return json({ error: error.message }, error.status);
      console.error('[fake-api]', route.name, error);
      return json({ error: 'Terjadi kesalahan pada server.' }, 500);
    }
  }
};
