/**
 * The fake backend behind a Node HTTP server (`npm run fake-api`, started by `server.ts`). Built to be
 * run on a developer's or QA's machine without becoming a door into it: it listens on 127.0.0.1 unless
 * told otherwise, answers CORS only to the app's own origins, limits what it reads, and opens its test
 * controls (`/__fake/*`) only when started for tests.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSeedSize, SEED_SIZES, type FakeArea, type SeedSize } from './area';
import { createSeedDb, fitsAreas, pruneSessions, type FakeDb } from './db';
import { withDrift } from './drift';
import { DRIFT_PRESET } from './driftPreset';
import { createFaultList, parseFaultRule, SimulatedNetworkError } from './faults';
import { isJsonContentType, isMultipartContentType, JSON_BODY_LIMIT_BYTES, JSON_STREAM_LIMIT_BYTES, limitMessages, MULTIPART_BODY_LIMIT_BYTES } from './limits';
import { createFakeBackend } from './router';
import { createScenarioDb, figureText, isScenarioId, scenarioFigures, unknownScenarioMessage } from './scenarios';

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The app's own origins: the dev server (5173), the preview of the demo build (4173) and of the HTTP build (4174). */
export const APP_ORIGINS: readonly string[] = ['localhost', '127.0.0.1'].flatMap((host) => [4173, 4174, 5173].map((port) => `http://${host}:${port}`));

export interface FakeApiServerOptions {
  /** Every area's fake backend (`loadFakeAreas()` on disk, `fakeAreas` under Vite). */
  areas: readonly FakeArea[];
  /** Origins a browser may call from, besides `APP_ORIGINS`. */
  corsOrigins?: readonly string[];
  /** Whether `/__fake/*` (faults, reset, the database) answers; otherwise those paths are 404. */
  testControls?: boolean;
  /** Where the database is kept across restarts; `null` keeps it in memory only. */
  dbFile?: string | null;
  /** Start from a fresh seed even when `dbFile` holds a database that fits. */
  reseed?: boolean;
  /** How much data a fresh seed holds ('demo' unless told); a kept database of another size is reseeded. */
  seedSize?: SeedSize;
  /** Answer with the drift of `DRIFT_PRESET` (driftPreset.ts): a real server's shapes, not the fake's own. */
  drift?: boolean;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface FakeApiSettings {
  host: string;
  port: number;
  corsOrigins: string[];
  testControls: boolean;
  dbFile: string | null;
  reseed: boolean;
  seedSize: SeedSize;
  drift: boolean;
}

const isOn = (value: string | undefined): boolean => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());

/** `--seed=large` or `FAKE_API_SEED=large`; the flag wins. An unknown size stops the server rather than guessing. */
const seedSizeSetting = (env: NodeJS.ProcessEnv, argv: readonly string[]): SeedSize => {
  const flag = argv.find((arg) => arg.startsWith('--seed='))?.slice('--seed='.length);
  const raw = (flag ?? env.FAKE_API_SEED ?? '').trim().toLowerCase();
  if (raw === '') return 'demo';
  if (!isSeedSize(raw)) throw new Error(`Ukuran data awal tidak dikenal: "${raw}" (pakai ${SEED_SIZES.join(' atau ')}).`);
  return raw;
};

/** `npm run fake-api`'s settings from its environment and flags (documented in the README). */
export const fakeApiSettings = (env: NodeJS.ProcessEnv, argv: readonly string[]): FakeApiSettings => {
  const dbFile = env.FAKE_API_DB_FILE?.trim();
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: Number(env.PORT ?? 8787),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    testControls: argv.includes('--test-controls') || isOn(env.FAKE_TEST_CONTROLS),
    // `FAKE_API_DB_FILE=` (empty) keeps the database in memory, for a throwaway server.
    dbFile: dbFile === undefined ? join(PROJECT_ROOT, '.fake-api-db.json') : dbFile ? resolve(dbFile) : null,
    reseed: argv.includes('--reseed') || isOn(env.FAKE_API_RESEED),
    seedSize: seedSizeSetting(env, argv),
    drift: argv.includes('--drift') || isOn(env.FAKE_API_DRIFT),
  };
};

class BodyTooLarge extends Error {}

/**
 * Reads a request body into memory, never more than `limit` bytes: a declared length over it is
 * refused before reading, a streamed one as soon as it passes. What the client still sends after that
 * is discarded by Node once the answer is out, not buffered.
 */
const readBody = (req: IncomingMessage, limit: number): Promise<Buffer> =>
  new Promise((resolvePromise, reject) => {
    if (Number(req.headers['content-length'] ?? NaN) > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let total = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      total += chunk.byteLength;
      if (total > limit) {
        refused = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolvePromise(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });

/** Loads the database kept in `file`, when there is one that fits these areas and the seed size asked for. */
const loadDb = (file: string, areas: readonly FakeArea[], seedSize: SeedSize, now: Date, log: (message: string) => void): FakeDb | null => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const stored = JSON.parse(text) as FakeDb | undefined;
    if (!fitsAreas(stored, areas) || !stored.sessions || typeof stored.sessions !== 'object') {
      log(`Data di ${file} tidak cocok dengan versi ini; mulai dari data awal.`);
      return null;
    }
    if (stored.seedSize !== seedSize) {
      log(`Data di ${file} berukuran ${stored.seedSize}, diminta ${seedSize}; mulai dari data awal.`);
      return null;
    }
    pruneSessions(stored, now);
    return stored;
  } catch {
    log(`Data di ${file} tidak terbaca; mulai dari data awal.`);
    return null;
  }
};

/**
 * Writes the database after each change. Atomically (a temporary file renamed over the old one), so a
 * server stopped mid-write leaves the last whole database; in order, so an older snapshot never lands
 * after a newer one.
 */
const createDbWriter = (file: string, log: (message: string) => void) => {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  let queue: Promise<void> = Promise.resolve();
  return (db: FakeDb): Promise<void> => {
    const text = JSON.stringify(db);
    queue = queue
      .then(async () => {
        // Owner-only: the file holds the admin sessions of this server.
        await writeFile(temp, text, { mode: 0o600 });
        await rename(temp, file);
      })
      .catch((error: unknown) => log(`Gagal menyimpan data ke ${file}: ${String(error)}`));
    return queue;
  };
};

const notFound = (path: string) => ({ error: `Endpoint ${path} tidak ditemukan.` });

/**
 * A failure the browser cannot retry into success. Dropping the connection is what a dead server does,
 * but Chromium silently resends a request whose reused connection closed without an answer, and the
 * resend met a server whose rule was used up, so a test of the failure could pass on the success. This
 * answer is a response, so nothing is resent, and it carries no CORS permission, which makes the
 * browser's fetch reject with a TypeError as a network failure does; each request it reaches uses one
 * of the rule's `times`. Clients without CORS (curl, Node) see a body cut short, also a failure.
 */
const failLikeANetwork = (res: ServerResponse) => {
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': '64', Connection: 'close' });
  res.write('{', () => res.destroy());
};

/** The fake backend as an HTTP server; call `listen` on it. Its database lives as long as the server. */
export const createFakeApiServer = ({
  areas,
  corsOrigins = [],
  testControls = false,
  dbFile = null,
  reseed = false,
  seedSize = 'demo',
  drift = false,
  now = () => new Date(),
  log = (message) => console.log(message),
}: FakeApiServerOptions): Server => {
  const allowedOrigins = new Set([...APP_ORIGINS, ...corsOrigins]);
  const seed = (size: SeedSize = seedSize): FakeDb => createSeedDb(now(), areas, size);
  const loaded = dbFile && !reseed ? loadDb(dbFile, areas, seedSize, now(), log) : null;
  let db: FakeDb = loaded ?? seed();
  const write = dbFile ? createDbWriter(dbFile, log) : null;
  const persist = () => write?.(db);
  if (!loaded) void persist();

  const faults = createFaultList();
  const exact = createFakeBackend({ areas, db: () => db, persist, faults, now });
  const backend = drift ? withDrift(exact, DRIFT_PRESET) : exact;

  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    // `Vary` always: a cache must not hand one origin's answer to another.
    if (!origin || !allowedOrigins.has(origin)) return { Vary: 'Origin' };
    return {
      Vary: 'Origin',
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
      'Access-Control-Max-Age': '600',
    };
  };

  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...corsHeaders(req), 'Content-Type': 'application/json; charset=utf-8', ...extra });
    res.end(JSON.stringify(body));
  };

  const readControlJson = async (req: IncomingMessage): Promise<{ value: unknown } | { status: number; error: string }> => {
    const bytes = await readBody(req, JSON_BODY_LIMIT_BYTES);
    if (bytes.byteLength === 0) return { value: undefined };
    if (!isJsonContentType(req.headers['content-type'] ?? null)) return { status: 415, error: limitMessages.jsonContentType };
    try {
      return { value: JSON.parse(bytes.toString('utf8')) as unknown };
    } catch {
      return { status: 400, error: limitMessages.invalidJson };
    }
  };

  /** `/__fake/*`: only for a server started with test controls, and only from a test or the app's origins. */
  const control = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (!testControls) return send(req, res, 404, notFound(path));
    const origin = req.headers.origin;
    // A page on another site must not reset or fault this server from a developer's browser.
    if (origin && !allowedOrigins.has(origin)) return send(req, res, 403, { error: 'Asal permintaan tidak diizinkan.' });
    if (path === '/__fake/faults' && req.method === 'POST') {
      const read = await readControlJson(req);
      if ('error' in read) return send(req, res, read.status, { error: read.error });
      const parsed = parseFaultRule(read.value);
      if ('error' in parsed) return send(req, res, 400, { error: parsed.error });
      faults.add(parsed.rule);
      return send(req, res, 200, { faults: faults.list() });
    }
    if (path === '/__fake/faults' && req.method === 'GET') return send(req, res, 200, { faults: faults.list() });
    if (path === '/__fake/faults' && req.method === 'DELETE') {
      faults.clear();
      return send(req, res, 200, { faults: [] });
    }
    if (path === '/__fake/reset' && req.method === 'POST') {
      // `{ "size": "large" }` asks for another size; without a body the server's own size is kept.
      const read = await readControlJson(req);
      if ('error' in read) return send(req, res, read.status, { error: read.error });
      const asked = read.value === undefined ? seedSize : (read.value as { size?: unknown } | null)?.size ?? seedSize;
      if (!isSeedSize(asked)) return send(req, res, 400, { error: `Ukuran data awal tidak dikenal (pakai ${SEED_SIZES.join(' atau ')}).` });
      // Sessions survive a reset, as in the browser's fake, so a signed-in tab is not thrown out by it.
      db = { ...seed(asked), sessions: db.sessions };
      await persist();
      return send(req, res, 200, { reset: true, size: asked });
    }
    if (path === '/__fake/scenario' && req.method === 'POST') {
      // `{ "id": "busy-morning" }`: a fresh seed of the current size (the server's, or the last reset's)
      // put into that demo scenario.
      const read = await readControlJson(req);
      if ('error' in read) return send(req, res, read.status, { error: read.error });
      const id = (read.value as { id?: unknown } | null | undefined)?.id;
      if (!isScenarioId(id)) return send(req, res, 400, { error: unknownScenarioMessage });
      const at = now();
      db = { ...createScenarioDb(id, at, areas, db.seedSize), sessions: db.sessions };
      await persist();
      // What the screens now show, as the scenario list states it.
      return send(req, res, 200, { scenario: id, figures: scenarioFigures(id, db, at, areas).map(figureText) });
    }
    if (path === '/__fake/db' && req.method === 'GET') {
      // Everything a test reads, never the session tokens.
      const { sessions: _sessions, ...tables } = db;
      return send(req, res, 200, tables);
    }
    return send(req, res, 404, notFound(path));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let url: URL;
    try {
      // A fixed base: the Host header is the client's to choose and says nothing about this server.
      url = new URL(req.url ?? '/', 'http://127.0.0.1');
    } catch {
      return send(req, res, 400, { error: limitMessages.invalidPath });
    }
    if (req.method === 'OPTIONS') {
      const headers = corsHeaders(req);
      res.writeHead('Access-Control-Allow-Origin' in headers ? 204 : 403, headers);
      res.end();
      return;
    }
    if (url.pathname === '/__fake' || url.pathname.startsWith('/__fake/')) return control(req, res, url.pathname);

    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'DELETE';
    let body: Buffer | undefined;
    if (hasBody) {
      const multipart = isMultipartContentType(req.headers['content-type'] ?? null);
      try {
        body = await readBody(req, multipart ? MULTIPART_BODY_LIMIT_BYTES : JSON_STREAM_LIMIT_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        return send(req, res, 413, { error: multipart ? limitMessages.uploadBodyTooLarge : limitMessages.jsonTooLarge });
      }
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new Request(url, { method: req.method, headers, body: body && new Uint8Array(body) });

    let response: Response;
    try {
      response = await backend(request);
    } catch (error) {
      if (error instanceof SimulatedNetworkError) return failLikeANetwork(res);
      throw error;
    }
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...corsHeaders(req) });
    res.end(Buffer.from(await response.arrayBuffer()));
  };

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[fake-api]', error);
      if (!res.headersSent) send(req, res, 500, { error: 'Terjadi kesalahan pada server.' });
      else res.destroy();
    });
  });
};
