import type * as z from 'zod/mini';
import type { AnyEndpoint } from '../api/endpoint';
import type { FakeDb, FakeSession } from './db';

/** Thrown by handlers to answer like a server: `{ error }` with a status. */
export class FakeHttpError extends Error {
  readonly status: number;
  constructor(status: number, error: string) {
    super(error);
    this.status = status;
  }
}

export interface HandlerContext<E extends AnyEndpoint> {
  db: FakeDb;
  now: Date;
  params: Record<string, string>;
  query: URLSearchParams;
  body: z.output<NonNullable<E['body']>>;
  session: FakeSession | null;
  token: string | null;
}

export interface FakeReply<T> {
  status?: number;
  body: T;
  /** The handler changed the database: persist it. */
  changed?: boolean;
}

export type Handler<E extends AnyEndpoint> = (
  ctx: HandlerContext<E>,
) => FakeReply<z.input<E['response']>> | Promise<FakeReply<z.input<E['response']>>>;

export const reply = <T,>(body: T, status = 200): FakeReply<T> => ({ body, status });
export const changed = <T,>(body: T, status = 200): FakeReply<T> => ({ body, status, changed: true });

export const notFound = (what: string): FakeHttpError => new FakeHttpError(404, `${what} tidak ditemukan.`);

/**
 * A record id from the path, as a real backend's router reads it: decimal digits without a sign, a
 * leading zero or an exponent. `Number()` alone took `0x1`, `1e0`, ` 1` and `01` for brand 1.
 */
export const parseId = (raw: string | undefined): number => {
  const id = raw !== undefined && /^[1-9]\d*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new FakeHttpError(400, 'ID tidak valid.');
  return id;
};
