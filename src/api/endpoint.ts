import type * as z from 'zod/mini';
import type { ServerTextFields } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One backend endpoint, declared once. The client, the dataProvider, the fake backend and the tests
 * all read these declarations, so a path or a field is written in exactly one place.
 *
 * - `path` is a template: `/admin/merk/{id}`; `{name}` segments are filled from `params`.
 * - `response` validates the raw body; `unwrap` turns it into what callers use (bare array, `data[]`,
 *   `items[]`, ...), so screens never see the envelope.
 * - `multipart: true` marks endpoints that take FormData (uploads); `body` then describes their fields
 *   for the fake backend and documentation.
 * - `fallback` is the spec's message for a failure of this call when the server sends no `error` or
 *   `message`. Required, so an endpoint without one does not compile.
 * - `optional: true` marks a path the spec does not name: a server may lack it. The client remembers
 *   for the session an answer saying it is absent (404, 405, 501) and sends it no more; its screen
 *   computes what it needs another way (`isEndpointAbsent`).
 */
export interface Endpoint<
  Params extends Record<string, string | number> = Record<string, never>,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Raw extends z.ZodMiniType = z.ZodMiniType,
  Result = z.output<Raw>,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Query;
  readonly body?: Body;
  readonly multipart?: boolean;
  readonly response: Raw;
  readonly unwrap: (raw: z.output<Raw>) => Result;
  readonly fallback: string;
  readonly optional?: boolean;
  /** Where an error answer keeps its text, read in this order (default: `error`, then `message`). */
  readonly errorText?: ServerTextFields;
  /**
   * The text to fail with when the call is made without an admin token: it is then not sent at all.
   * Absent: the call goes out without a bearer and the server answers (see `needsToken`).
   */
  readonly noToken?: string;
  /** Type witness only (never read at run time): the path parameters this endpoint takes. */
  readonly params?: Params;
}

// The `any` here is deliberate: this is the widest endpoint type, used where code walks the whole
// contract (router, tests) without caring about a particular endpoint's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, any, any>;

/**
 * A read a screen makes on arrival, started at navigation: an endpoint without parameters, or one with
 * the query the screen will ask (read from the address, where its filters live), so the warmed read
 * is the very one the screen's query takes.
 */
export type RouteRead = AnyEndpoint | { endpoint: AnyEndpoint; query: Readonly<Record<string, unknown>> };

/** The reads a screen makes on arrival, given the address's query (`?tab=...`, without the path). */
export type RouteReads = (search: string) => Promise<readonly RouteRead[]>;

export type ParamsOf<E> = E extends { params?: infer P } ? P : never;
export type QueryOf<E> = E extends { query?: infer Q } ? (Q extends z.ZodMiniType ? z.input<Q> : never) : never;
export type BodyOf<E> = E extends { body?: infer B } ? (B extends z.ZodMiniType ? z.input<B> : never) : never;
export type ResultOf<E> = E extends { unwrap: (raw: never) => infer R } ? R : never;

interface EndpointSpec<Params, Query, Body, Raw extends z.ZodMiniType, Result> {
  method: HttpMethod;
  path: string;
  query?: Query;
  body?: Body;
  multipart?: boolean;
  response: Raw;
  unwrap?: (raw: z.output<Raw>) => Result;
  fallback: string;
  optional?: boolean;
  errorText?: ServerTextFields;
  noToken?: string;
  params?: Params;
}

const identity = <T,>(value: T): T => value;

/**
 * Declares an endpoint. `params` is a type witness only, e.g. `params: {} as { id: string | number }`.
 */
export function endpoint<
  Raw extends z.ZodMiniType,
  Result = z.output<Raw>,
  Params extends Record<string, string | number> = Record<string, never>,
  Query extends z.ZodMiniType = z.ZodMiniNever,
  Body extends z.ZodMiniType = z.ZodMiniNever,
>(spec: EndpointSpec<Params, Query, Body, Raw, Result>): Endpoint<Params, Query, Body, Raw, Result> {
  return {
    method: spec.method,
    path: spec.path,
    query: spec.query,
    body: spec.body,
    multipart: spec.multipart,
    response: spec.response,
    unwrap: (spec.unwrap ?? identity) as (raw: z.output<Raw>) => Result,
    fallback: spec.fallback,
    ...(spec.optional ? { optional: true } : {}),
    ...(spec.errorText ? { errorText: spec.errorText } : {}),
    ...(spec.noToken ? { noToken: spec.noToken } : {}),
  };
}

/**
 * Every endpoint of a contract refuses to run without the admin token, failing with `text` instead
 * (order spec §8, operations spec §8: 'Akses ditolak. Token admin tidak ditemukan.').
 */
// `object`, not a record of endpoints: a contextual type would reach into each `endpoint({...})` and widen
// its inferred body and params to the widest endpoint's.
export const needsToken = <C extends object>(contract: C, text: string): C =>
  Object.fromEntries(Object.entries(contract).map(([name, declared]) => [name, { ...(declared as AnyEndpoint), noToken: text }])) as C;

/** The path parameter names of a template, in order: `/admin/merk/{id}` gives `['id']`. */
export const pathParamNames = (template: string): string[] =>
  Array.from(template.matchAll(/\{(\w+)\}/g), (m) => m[1] as string);

export const buildPath = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Parameter path "${name}" tidak diisi untuk ${template}`);
    return encodeURIComponent(String(value));
  });
