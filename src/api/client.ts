import type * as z from 'zod/mini';

import type { AnyEndpoint, BodyOf, ParamsOf, QueryOf, ResultOf } from './endpoint';
import { buildPath } from './endpoint';
import { readingDrift, reportLooseValues } from './drift';
import { ABSENT_ENDPOINT_STATUSES, ContractError, HttpError, isAbortError, messageFromBody, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS, NoTokenError } from './errors';

export type FetchLike = (input: Request) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl: string;
  fetch: FetchLike;
  /** The admin bearer token, read on every call so a new login takes effect at once. */
  getToken: () => string | null;
  /** Called on 401/403 from any call: the session is over. */
  onUnauthorized?: (status: number) => void;
}

export interface CallOptions<E extends AnyEndpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /** Overrides the endpoint's own fallback message where one screen words the failure differently. */
  fallback?: string;
}

export const DEFAULT_FALLBACK = 'Terjadi kesalahan. Silakan coba lagi.';

/** How long a warmed read waits for its screen: long enough for a slow first render, short enough to stay fresh. */
export const WARM_TTL_MS = 10_000;

/** Bearer goes on admin paths only; storefront paths (`/web/...`) never carry it. */
export const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

const describe = (endpoint: AnyEndpoint): string => `${endpoint.method} ${endpoint.path}`;

/** A warmed read's outcome is the screen's to see: its warmer only learns that it has settled. */
const settled = (): void => undefined;

const toSearchParams = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const toFormData = (body: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'file');
    else form.append(key, String(value));
  }
  return form;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const formatIssues = (error: z.core.$ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);

export interface ApiClient {
  call<E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>): Promise<ResultOf<E>>;
  /**
   * Starts a GET now, before the screen that needs it has loaded its code: the screen's own identical
   * call (same address, same session) then takes this one instead of sending another. Resolves (never
   * rejects) once its answer has arrived or it failed.
   */
  warm<E extends AnyEndpoint>(endpoint: E, options?: Pick<CallOptions<E>, 'params' | 'query'>): Promise<void>;
  /**
   * A warmed read's answer if it has already arrived (and was read without fault), without taking it:
   * a screen can start with it in its first render (its query cache is seeded), and its own call then
   * still takes the warmed read, so nothing is sent twice. Undefined while it is under way, after it
   * failed, or when nothing was warmed for this address.
   */
  peek<E extends AnyEndpoint>(endpoint: E, options?: Pick<CallOptions<E>, 'params' | 'query'>): { value: ResultOf<E> } | undefined;
  /** Whether an admin session token is present (some calls refuse to run without one). */
  hasToken(): boolean;
  /**
   * Keeps the warmed reads a screen has taken for the parts of it that mount a moment later (below the
   * fold, after the first paint: `AfterFirstPaint`), until the returned release is called: those parts'
   * own calls then take the same reads instead of sending them again. Without a hold, a taken read is
   * dropped after the task that took it.
   */
  holdClaims(): () => void;
}

/**
 * The one path to the backend. Validates the response against the endpoint's schema so a changed
 * backend fails here with one clear message rather than deep inside a screen.
 */
export const createApiClient = ({ baseUrl, fetch, getToken, onUnauthorized }: ApiClientOptions): ApiClient => {
  const base = baseUrl.replace(/\/+$/, '');
  // Warmed reads by address and session; taken by the calls of one moment, and dropped unused after WARM_TTL_MS.
  const warmed = new Map<string, Promise<unknown>>();
  // The answers of those that have arrived, by the same key, while they are still warmed.
  const arrived = new Map<Promise<unknown>, { value: unknown }>();
  // The warmed reads a call has taken, until the end of that call's task (or of a hold).
  const claimed = new WeakSet<Promise<unknown>>();
  // Holds (`holdClaims`) in force, and the drops of taken reads waiting for the last one to end.
  let holds = 0;
  const heldDrops: Array<() => void> = [];
  const dropTaken = (drop: () => void) => {
    if (holds > 0) heldDrops.push(drop);
    else drop();
  };
  // Reads under way without an abort signal, by the same key: an identical read asked meanwhile (two
  // queries of one screen over the same list) joins it instead of sending it again.
  const inFlight = new Map<string, Promise<unknown>>();
  // Optional endpoints this server answered as absent: not asked again in this session.
  const absent = new Set<string>();
  const absentError = (endpoint: AnyEndpoint, options: CallOptions<AnyEndpoint>) =>
    new HttpError(options.fallback || endpoint.fallback || DEFAULT_FALLBACK, 404, null);

  const target = (endpoint: AnyEndpoint, options: CallOptions<AnyEndpoint>) => {
    const path = buildPath(endpoint.path, options.params as Record<string, string | number> | undefined);
    const url = `${base}${path}${toSearchParams(options.query as Record<string, unknown> | undefined)}`;
    return { path, url, key: `${endpoint.method} ${url} ${getToken() ?? ''}` };
  };

  const send = async <E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>): Promise<ResultOf<E>> => {
    const { path, url } = target(endpoint, options);
    const headers = new Headers({ Accept: 'application/json' });
    const token = getToken();
    if (!token && endpoint.noToken && isAdminPath(path)) {
      // Nothing to send it with: refused here, in the screen's words, and the session is over.
      onUnauthorized?.(401);
      throw new NoTokenError(endpoint.noToken);
    }
    if (token && isAdminPath(path)) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (endpoint.multipart) {
        body = toFormData(options.body as Record<string, unknown>);
      } else {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.body);
      }
    } else if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
      headers.set('Content-Type', 'application/json');
      body = '{}';
    }

    const request = new Request(url, { method: endpoint.method, headers, body, signal: options.signal });
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new HttpError(NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS);
    }

    const raw = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 || response.status === 403) onUnauthorized?.(response.status);
      if (endpoint.optional && ABSENT_ENDPOINT_STATUSES.includes(response.status)) absent.add(describe(endpoint));
      throw new HttpError(
        messageFromBody(raw, options.fallback || endpoint.fallback || DEFAULT_FALLBACK, endpoint.errorText),
        response.status,
        raw,
        endpoint.errorText,
      );
    }

    // What the readers forgave in this answer (open enums, loose values, unreadable records) is
    // counted for QA under the endpoint, never shown to the administrator as an error.
    return readingDrift(describe(endpoint), () => {
      const parsed = endpoint.response.safeParse(raw);
      if (!parsed.success) {
        const issues = formatIssues(parsed.error);
        // The endpoint and the schema's issues only, never the body: a login reply carries the admin token,
        // and a log is read by more people (and tools) than the session it belongs to.
        console.error(`[api] ${describe(endpoint)} tidak sesuai kontrak`, issues);
        throw new ContractError(describe(endpoint), response.status, issues, raw);
      }
      reportLooseValues(raw, parsed.data);
      return endpoint.unwrap(parsed.data) as ResultOf<E>;
    });
  };

  return {
    hasToken: () => Boolean(getToken()),

    holdClaims() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0) heldDrops.splice(0).forEach((drop) => drop());
      };
    },

    warm(endpoint, options = {}) {
      if (endpoint.method !== 'GET' || absent.has(describe(endpoint))) return Promise.resolve();
      const { key } = target(endpoint, options);
      const under = warmed.get(key);
      if (under) return under.then(settled, settled);
      const pending = send(endpoint, options);
      warmed.set(key, pending);
      setTimeout(() => {
        if (warmed.get(key) === pending) warmed.delete(key);
        arrived.delete(pending);
      }, WARM_TTL_MS);
      // Unclaimed, its failure is nobody's; claimed, the screen sees it as its own.
      return pending.then(
        (value) => {
          if (warmed.get(key) === pending) arrived.set(pending, { value });
        },
        settled,
      );
    },

    peek(endpoint, options = {}) {
      if (endpoint.method !== 'GET') return undefined;
      let key: string;
      try {
        key = target(endpoint, options).key;
      } catch {
        // A read not yet askable (a path parameter still missing: a query waiting for its choice) was
        // not warmed either; peeking at it is asked at the query's creation, before `enabled` counts.
        return undefined;
      }
      const pending = warmed.get(key);
      return pending ? (arrived.get(pending) as { value: ResultOf<typeof endpoint> } | undefined) : undefined;
    },

    async call(endpoint, options = {}) {
      if (absent.has(describe(endpoint))) throw absentError(endpoint, options);
      if (endpoint.method === 'GET') {
        const { key } = target(endpoint, options);
        const pending = warmed.get(key);
        if (pending) {
          // Taken by the screen, and by its other queries of the same read that mount with it (a list and
          // its stats cards, in the same task): they are dropped after that task, so a later call (a
          // refresh) asks the server again.
          if (!claimed.has(pending)) {
            claimed.add(pending);
            const drop = () => {
              if (warmed.get(key) === pending) warmed.delete(key);
              arrived.delete(pending);
            };
            // A failed read is never kept for later parts: their 'Coba Lagi' must ask again.
            setTimeout(() => dropTaken(drop), 0);
            pending.catch(() => setTimeout(drop, 0));
          }
          return pending as Promise<ResultOf<typeof endpoint>>;
        }
        // A read that may be cancelled is its caller's alone: joined, its abort would fail the other.
        if (!options.signal) {
          const under = inFlight.get(key);
          if (under) return under as Promise<ResultOf<typeof endpoint>>;
          const read = send(endpoint, options);
          inFlight.set(key, read);
          const done = () => {
            if (inFlight.get(key) === read) inFlight.delete(key);
          };
          read.then(done, done);
          return read;
        }
      } else {
        // A change makes every read started before it stale.
        warmed.clear();
        arrived.clear();
        inFlight.clear();
      }
      return send(endpoint, options);
    },
  };
};
