import type { AnyEndpoint } from '../api/endpoint';
import { pathParamNames } from '../api/endpoint';
import type { FakeArea } from './area';
import type { FakeDb } from './db';
import type { FaultList } from './faults';
import { FakeHttpError, type FakeReply, type Handler, type HandlerContext } from './http';

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

const json = (body: unknown, status: number): Response =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readRequestBody = async (request: Request, endpoint: AnyEndpoint): Promise<unknown> => {
  if (request.method === 'GET' || request.method === 'DELETE') return undefined;
  if (endpoint.multipart) {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FakeHttpError(400, 'Body permintaan bukan JSON yang valid.');
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
}

export type FakeFetch = (request: Request) => Promise<Response>;

/**
 * The fake backend as a fetch function: the same `(Request) => Response` runs in the browser (injected
 * into the API client) and behind the Node server. It validates requests with the contract's schemas
 * and answers the way a server does.
 */
export const createFakeBackend = ({ areas, db, persist, faults, now = () => new Date(), basePath = '' }: FakeBackendOptions): FakeFetch => {
  const routes = buildRoutes(areas);

  return async (request) => {
    const url = new URL(request.url);
    const path = basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;

    const fault = faults.take(request.method, path);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.networkError) throw new TypeError('Failed to fetch');
    if (fault?.status) return json(fault.body ?? { error: `Kesalahan simulasi (${fault.status}).` }, fault.status);

    const candidates = routes.filter((route) => route.pattern.test(path));
    const route = candidates.find((r) => r.endpoint.method === request.method);
    if (!route) {
      return candidates.length
        ? json({ error: `Metode ${request.method} tidak diizinkan untuk ${path}.` }, 405)
        : json({ error: `Endpoint ${path} tidak ditemukan.` }, 404);
    }

    const authorization = request.headers.get('Authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
    const database = db();
    const session = token ? (database.sessions[token] ?? null) : null;
    if (!route.isPublic && !session) {
      return json({ error: token ? 'Sesi admin tidak valid atau sudah berakhir.' : 'Token admin tidak ditemukan.' }, 401);
    }

    try {
      const match = route.pattern.exec(path) as RegExpExecArray;
      const params = Object.fromEntries(route.paramNames.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      let body: unknown = await readRequestBody(request, route.endpoint);
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
  };
};
