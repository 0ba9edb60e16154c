import type { FakeReply } from './model';

export type { FakeReply, Handler, HandlerContext } from './model';

/** Thrown by handlers to answer like a server: `{ error }` with a status. */
export class FakeHttpError extends Error {
  readonly status: number;
  constructor(status: number, error: string) {
    super(error);
    this.status = status;
  }
}

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
