/** The fields of an error answer that may hold its text, in the order they are read. */
export type ServerTextFields = readonly ('error' | 'message')[];

/** Most of the backend puts its text in `error`, else `message` (catalogue spec §7, order spec §8). */
export const ERROR_FIRST: ServerTextFields = ['error', 'message'];
/** Some areas read `message` first (operations spec §7: the notification manager). */
export const MESSAGE_FIRST: ServerTextFields = ['message', 'error'];

/** A failed backend call. `message` is already the text to show an administrator. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Where this call's answer keeps its text, so a screen re-reading the body reads it the same way. */
  readonly textFields: ServerTextFields;

  constructor(message: string, status: number, body?: unknown, textFields: ServerTextFields = ERROR_FIRST) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.textFields = textFields;
  }
}

/**
 * A call refused before it was sent: it needs the admin token and there is none (signed out in another
 * tab, or the session was cleared). Status 401, so the session check sends the administrator to login.
 */
export class NoTokenError extends HttpError {
  constructor(message: string) {
    super(message, 401);
    this.name = 'NoTokenError';
  }
}

/** The server answered, but not in the shape the contract declares. */
export class ContractError extends HttpError {
  readonly endpoint: string;
  readonly issues: string[];

  constructor(endpoint: string, status: number, issues: string[], body: unknown) {
    super(`Respons server untuk ${endpoint} tidak sesuai format yang diharapkan.`, status, body);
    this.name = 'ContractError';
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted by the network). */
export const NETWORK_ERROR_STATUS = 0;
export const NETWORK_ERROR_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';

/**
 * The statuses by which a server says it lacks a path (404, 405, 501). An endpoint the spec does not
 * name (`optional` in its declaration) may be missing on a real server; its screen then counts for itself.
 */
export const ABSENT_ENDPOINT_STATUSES: readonly number[] = [404, 405, 501];

/**
 * Whether an optional endpoint's failure means "not there" (its screen then computes what it needs
 * from other calls): an absent-endpoint answer, or no answer at all (a server that refuses an unknown
 * path before CORS headers are added looks like the network to a browser).
 */
export const isEndpointAbsent = (error: unknown): boolean =>
  error instanceof HttpError && !(error instanceof ContractError) && (ABSENT_ENDPOINT_STATUSES.includes(error.status) || error.status === NETWORK_ERROR_STATUS);

/**
 * The text to show for a failed call: the server's `error`, else its `message` (or the other way
 * round where the endpoint says so), else the spec's fallback for that screen.
 */
export const messageFromBody = (body: unknown, fallback: string, fields: ServerTextFields = ERROR_FIRST): string => {
  if (body && typeof body === 'object') {
    for (const key of fields) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return fallback;
};

/**
 * The text to show for any caught error: the server's `error` (else `message`), else this screen's
 * fallback. A failed call's own message already holds its endpoint's fallback, but one endpoint serves
 * several screens (an order's detail is also the read-only transaction's), so the screen's wording wins
 * when the server said nothing.
 */
export const errorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ContractError) return error.message;
  if (error instanceof HttpError) {
    const fromServer = messageFromBody(error.body, '', error.textFields);
    if (fromServer) return fromServer;
    // An answer without text, an empty one (read as null) included: this screen's words. No answer at all
    // (network, or an error made in the app, whose body is undefined): its own.
    return error.body !== undefined && error.status !== NETWORK_ERROR_STATUS ? fallback : error.message || fallback;
  }
  return fallback;
};

export const isAuthError = (error: unknown): boolean =>
  error instanceof HttpError && (error.status === 401 || error.status === 403);

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
