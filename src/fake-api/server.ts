/**
 * The fake backend over real HTTP: `npm run fake-api` (port from PORT, default 8787, CORS on), so the
 * production build can be run against it with VITE_API_URL=http://localhost:8787.
 * Test controls: POST /__fake/faults (a FaultRule as JSON), DELETE /__fake/faults, POST /__fake/reset.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createSeedDb, type FakeDb } from './db';
import { createFaultList, type FaultRule } from './faults';
import { loadFakeAreas } from './nodeAreas';
import { createFakeBackend } from './router';

const fakeAreas = await loadFakeAreas();
const port = Number(process.env.PORT ?? 8787);
let db: FakeDb = createSeedDb(new Date(), fakeAreas);
const faults = createFaultList();
const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist: () => {}, faults });

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
};

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const control = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
  if (path === '/__fake/faults' && req.method === 'POST') {
    faults.add((await readJson(req)) as FaultRule);
    send(res, 200, { faults: faults.list() });
  } else if (path === '/__fake/faults' && req.method === 'DELETE') {
    faults.clear();
    send(res, 200, { faults: [] });
  } else if (path === '/__fake/reset' && req.method === 'POST') {
    db = createSeedDb(new Date(), fakeAreas);
    send(res, 200, { reset: true });
  } else if (path === '/__fake/db' && req.method === 'GET') {
    send(res, 200, db);
  } else {
    return false;
  }
  return true;
};

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (await control(req, res, url.pathname)) return;

    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]])),
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      // Node's fetch needs this for a streamed request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    const response = await backend(request).catch(() => null);
    if (!response) {
      // A simulated network failure: drop the connection like a dead server would.
      req.socket.destroy();
      return;
    }
    res.writeHead(response.status, { ...CORS_HEADERS, ...Object.fromEntries(response.headers) });
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error('[fake-api]', error);
    send(res, 500, { error: 'Terjadi kesalahan pada server.' });
  }
});

server.listen(port, () => {
  console.log(`Fake backend berjalan di http://localhost:${port} (akun demo admin@toko.test / admin123)`);
});
