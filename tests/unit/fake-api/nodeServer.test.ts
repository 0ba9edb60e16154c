import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { SESSION_TTL_MS } from '@/fake-api/db';
import { createFakeApiServer, fakeApiSettings, type FakeApiServerOptions } from '@/fake-api/nodeServer';
import { BUSY_MORNING_PAID_ORDERS } from '@/fake-api/scenarios';

const APP_ORIGIN = 'http://localhost:4174';
const FOREIGN_ORIGIN = 'http://evil.test';
const MB = 1024 * 1024;

const running: Server[] = [];
const tempDirs: string[] = [];

/** A real server on a free port of 127.0.0.1, closed after the test. */
const start = async (options: Partial<FakeApiServerOptions> = {}) => {
  const server = createFakeApiServer({ areas: fakeAreas, log: () => {}, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { base, close };
};

const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fake-api-'));
  tempDirs.push(dir);
  return join(dir, 'db.json');
};

const login = async (base: string): Promise<string> => {
  const response = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@toko.test', password: 'admin123', captchaToken: 'x' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
};

const bearer = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...extra });

const addBrand = (base: string, token: string, nama: string) =>
  fetch(`${base}/admin/merk`, {
    method: 'POST',
    headers: bearer(token, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ nama, slug: nama.toLowerCase().replace(/\s+/g, '-'), isActive: true }),
  });

const brandNames = async (base: string, token: string): Promise<string[]> =>
  ((await (await fetch(`${base}/admin/merk`, { headers: bearer(token) })).json()) as Array<{ nama: string }>).map((b) => b.nama);

/** Whether a request failed as a network failure does: no response, or a body that never arrives whole. */
const failsLikeANetwork = async (request: () => Promise<Response>): Promise<boolean> => {
  try {
    const response = await request();
    await response.text();
    return false;
  } catch {
    return true;
  }
};

afterEach(async () => {
  await Promise.all(
    running.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('fake API server settings (npm run fake-api)', () => {
  it('listens on 127.0.0.1 with test controls off, on port 8787, keeping data in .fake-api-db.json, unless told otherwise', () => {
    const settings = fakeApiSettings({}, []);
    expect(settings).toMatchObject({ host: '127.0.0.1', port: 8787, testControls: false, reseed: false, corsOrigins: [] });
    expect(settings.dbFile).toMatch(/[/\\]\.fake-api-db\.json$/);
  });

  it('reads HOST, PORT, CORS_ORIGINS, FAKE_TEST_CONTROLS, FAKE_API_DB_FILE and FAKE_API_RESEED', () => {
    const settings = fakeApiSettings(
      { HOST: '0.0.0.0', PORT: '9000', CORS_ORIGINS: 'http://qa.toko.test/, http://10.0.0.5:4174', FAKE_TEST_CONTROLS: '1', FAKE_API_DB_FILE: '/tmp/x.json', FAKE_API_RESEED: '1' },
      [],
    );
    expect(settings).toEqual({
      host: '0.0.0.0',
      port: 9000,
      corsOrigins: ['http://qa.toko.test', 'http://10.0.0.5:4174'],
      testControls: true,
      dbFile: '/tmp/x.json',
      reseed: true,
      seedSize: 'demo',
      drift: false,
    });
  });

  it('answers with drift only when --drift or FAKE_API_DRIFT=1 asks for it', () => {
    expect(fakeApiSettings({}, []).drift).toBe(false);
    expect(fakeApiSettings({}, ['--drift']).drift).toBe(true);
    expect(fakeApiSettings({ FAKE_API_DRIFT: '1' }, []).drift).toBe(true);
  });

  it('turns test controls and reseeding on with the --test-controls and --reseed flags', () => {
    expect(fakeApiSettings({}, ['--test-controls', '--reseed'])).toMatchObject({ testControls: true, reseed: true });
  });

  it('keeps the database in memory only when FAKE_API_DB_FILE is set empty', () => {
    expect(fakeApiSettings({ FAKE_API_DB_FILE: '' }, []).dbFile).toBeNull();
  });

  it('seeds the demo unless FAKE_API_SEED=large or --seed=large asks for the large seed, and stops at an unknown size', () => {
    expect(fakeApiSettings({}, []).seedSize).toBe('demo');
    expect(fakeApiSettings({ FAKE_API_SEED: 'large' }, []).seedSize).toBe('large');
    expect(fakeApiSettings({ FAKE_API_SEED: 'demo' }, ['--seed=large']).seedSize).toBe('large');
    expect(() => fakeApiSettings({ FAKE_API_SEED: 'huge' }, [])).toThrow('Ukuran data awal tidak dikenal');
  });
});

describe('fake API server: sessions', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'refuses the bearer token %s with 401 (no inherited property is a session)',
    async (token) => {
      const { base } = await start();
      const response = await fetch(`${base}/admin/merk`, { headers: bearer(token) });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toBe('Sesi admin tidak valid atau sudah berakhir.');
    },
  );

  it('accepts a fresh login and refuses it with 401 once 12 hours have passed', async () => {
    let clock = new Date('2026-03-15T01:00:00.000Z');
    const { base } = await start({ now: () => clock });
    const token = await login(base);
    expect((await fetch(`${base}/admin/merk`, { headers: bearer(token) })).status).toBe(200);
    clock = new Date(clock.getTime() + SESSION_TTL_MS + 1000);
    const response = await fetch(`${base}/admin/merk`, { headers: bearer(token) });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe('Sesi admin tidak valid atau sudah berakhir.');
  });
});

describe('fake API server: CORS', () => {
  it("answers the app's origin with its own Access-Control-Allow-Origin, never *", async () => {
    const { base } = await start();
    const response = await fetch(`${base}/admin/merk`, { headers: { Origin: APP_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const preflight = await fetch(`${base}/admin/merk`, { method: 'OPTIONS', headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });

  it('gives a request or preflight from another origin no Access-Control-Allow-Origin', async () => {
    const { base } = await start();
    const response = await fetch(`${base}/admin/merk`, { headers: { Origin: FOREIGN_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/admin/login`, { method: 'OPTIONS', headers: { Origin: FOREIGN_ORIGIN, 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('also allows the origins listed in corsOrigins (CORS_ORIGINS)', async () => {
    const { base } = await start({ corsOrigins: ['http://qa.toko.test'] });
    const response = await fetch(`${base}/admin/merk`, { headers: { Origin: 'http://qa.toko.test' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://qa.toko.test');
  });
});

describe('fake API server: test controls', () => {
  it.each([
    ['POST', '/__fake/faults'],
    ['DELETE', '/__fake/faults'],
    ['POST', '/__fake/reset'],
    ['POST', '/__fake/scenario'],
    ['GET', '/__fake/db'],
  ])('answers %s %s with 404 when the server was started without test controls', async (method, path) => {
    const { base } = await start();
    const token = await login(base);
    await addBrand(base, token, 'Tetap Ada');
    const response = await fetch(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'POST' ? '{"path":"/admin/merk","status":500}' : undefined });
    expect(response.status).toBe(404);
    expect(await brandNames(base, token)).toContain('Tetap Ada');
    expect((await fetch(`${base}/admin/merk`, { headers: bearer(token) })).status).toBe(200);
  });

  it('lists the tables at /__fake/db but not the sessions, and no token anywhere in it', async () => {
    const { base } = await start({ testControls: true });
    const token = await login(base);
    const response = await fetch(`${base}/__fake/db`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const db = JSON.parse(text) as Record<string, unknown>;
    expect(Array.isArray(db.merk)).toBe(true);
    expect(db).not.toHaveProperty('sessions');
    expect(text).not.toContain(token);
  });

  it('refuses a test control sent from a foreign origin with 403 and keeps the data', async () => {
    const { base } = await start({ testControls: true });
    const token = await login(base);
    await addBrand(base, token, 'Jangan Hilang');
    const response = await fetch(`${base}/__fake/reset`, { method: 'POST', headers: { Origin: FOREIGN_ORIGIN } });
    expect(response.status).toBe(403);
    expect(await brandNames(base, token)).toContain('Jangan Hilang');
  });

  it('resets to the size a body asks for ({"size":"large"}: thousands of orders), else the server’s own, and refuses an unknown size', async () => {
    const { base } = await start({ testControls: true });
    const orderCount = async () => ((await (await fetch(`${base}/__fake/db`)).json()) as { penjualanWeb: unknown[]; seedSize: string });
    const demo = await orderCount();
    expect(demo.seedSize).toBe('demo');
    const json = { 'Content-Type': 'application/json' };
    expect(await (await fetch(`${base}/__fake/reset`, { method: 'POST', headers: json, body: '{"size":"large"}' })).json()).toEqual({ reset: true, size: 'large' });
    const large = await orderCount();
    expect(large.seedSize).toBe('large');
    expect(large.penjualanWeb.length).toBeGreaterThanOrEqual(5000);
    expect((await fetch(`${base}/__fake/reset`, { method: 'POST', headers: json, body: '{"size":"huge"}' })).status).toBe(400);
    await fetch(`${base}/__fake/reset`, { method: 'POST' });
    expect((await orderCount()).penjualanWeb.length).toBe(demo.penjualanWeb.length);
  });

  it('puts the data into a demo scenario on POST /__fake/scenario, keeping the session, and refuses an unknown one with 400', async () => {
    const { base } = await start({ testControls: true });
    const token = await login(base);
    await addBrand(base, token, 'Akan Hilang');
    const json = { 'Content-Type': 'application/json' };
    const orders = async () => ((await (await fetch(`${base}/__fake/db`)).json()) as { penjualanWeb: unknown[] }).penjualanWeb.length;
    const before = await orders();
    const unknown = await fetch(`${base}/__fake/scenario`, { method: 'POST', headers: json, body: '{"id":"rainy-day"}' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/Skenario demo tidak dikenal/);
    const response = await fetch(`${base}/__fake/scenario`, { method: 'POST', headers: json, body: '{"id":"busy-morning"}' });
    // It says what the screens now show, as the scenario list does.
    const applied = (await response.json()) as { scenario: string; figures: string[] };
    expect(applied.scenario).toBe('busy-morning');
    expect(applied.figures).toHaveLength(2);
    expect(applied.figures).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Order Center · Siap dikirim: \d+ orders found \(20 baru\)$/), expect.stringMatching(/^Cash In: \d+ pembayaran menunggu \(20 baru\)$/)]),
    );
    expect(await orders()).toBe(before + BUSY_MORNING_PAID_ORDERS);
    expect(await brandNames(base, token)).not.toContain('Akan Hilang');
    // After a reset to the large seed, the scenario is built on the large seed too.
    await fetch(`${base}/__fake/reset`, { method: 'POST', headers: json, body: '{"size":"large"}' });
    const large = await orders();
    await fetch(`${base}/__fake/scenario`, { method: 'POST', headers: json, body: '{"id":"busy-morning"}' });
    expect(await orders()).toBe(large + BUSY_MORNING_PAID_ORDERS);
  });

  it('lists the faults in force on GET /__fake/faults', async () => {
    const { base } = await start({ testControls: true });
    const json = { 'Content-Type': 'application/json' };
    await fetch(`${base}/__fake/faults`, { method: 'POST', headers: json, body: '{"path":"/admin/merk","status":503,"times":2}' });
    expect(await (await fetch(`${base}/__fake/faults`)).json()).toEqual({ faults: [{ path: '/admin/merk', status: 503, times: 2 }] });
  });

  it('resets to a fresh seed on POST /__fake/reset with test controls on, keeping the signed-in session', async () => {
    const { base } = await start({ testControls: true });
    const token = await login(base);
    await addBrand(base, token, 'Akan Hilang');
    expect((await fetch(`${base}/__fake/reset`, { method: 'POST' })).status).toBe(200);
    expect(await brandNames(base, token)).not.toContain('Akan Hilang');
  });

  it.each([
    ['not JSON', 'application/json', '{path:'],
    ['a rule without a path', 'application/json', '{"status":500}'],
    ['a path that is not a string', 'application/json', '{"path":42}'],
    ['a status the Fetch API cannot answer with', 'application/json', '{"path":"/admin/merk","status":101}'],
    ['an unknown field', 'application/json', '{"path":"/admin/merk","statsu":500}'],
    ['negative times', 'application/json', '{"path":"/admin/merk","status":500,"times":-1}'],
    ['an array', 'application/json', '[]'],
  ])('refuses a malformed fault rule (%s) with 400 and an Indonesian error, and later requests still work', async (_label, type, body) => {
    const { base } = await start({ testControls: true });
    const token = await login(base);
    const response = await fetch(`${base}/__fake/faults`, { method: 'POST', headers: { 'Content-Type': type }, body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/valid/);
    expect((await fetch(`${base}/admin/merk`, { headers: bearer(token) })).status).toBe(200);
  });
});

describe('fake API server: what it reads', () => {
  it('refuses a 2 MB JSON body with 413 and an Indonesian error, and stores nothing', async () => {
    const { base } = await start();
    const token = await login(base);
    const response = await addBrand(base, token, 'x'.repeat(2 * MB));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe('Body permintaan terlalu besar (maksimal 1 MB).');
    expect((await brandNames(base, token)).some((name) => name.length > 1000)).toBe(false);
  });

  it('refuses a 40 MB body with 413 without waiting for all of it', async () => {
    const { base } = await start();
    const token = await login(base);
    const response = await fetch(`${base}/admin/merk`, {
      method: 'POST',
      headers: bearer(token, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ nama: 'y'.repeat(40 * MB), slug: 'y', isActive: true }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses an upload over the 2 MB photo limit with 413 "Ukuran file maksimal 2MB"', async () => {
    const { base } = await start();
    const token = await login(base);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(3 * MB)], 'besar.png', { type: 'image/png' }));
    const response = await fetch(`${base}/admin/upload-file`, { method: 'POST', headers: bearer(token), body: form });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe('Ukuran file maksimal 2MB');
  });

  it('takes a 4 MB delivery proof over HTTP (bucket bukti-transfer, path bukti_pengiriman/...): the form takes 5 MB', async () => {
    const { base } = await start();
    const token = await login(base);
    const bytes = new Uint8Array(4 * MB);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('file', new File([bytes], 'bukti.png', { type: 'image/png' }));
    form.append('bucket', 'bukti-transfer');
    form.append('path', 'bukti_pengiriman/a1b2c3d4e5f6g7h8.png');
    const response = await fetch(`${base}/admin/upload-file`, { method: 'POST', headers: bearer(token), body: form });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a body beyond the largest upload (5 MB) with 413 "Ukuran file maksimal 5MB"', async () => {
    const { base } = await start();
    const token = await login(base);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(6 * MB)], 'besar.png', { type: 'image/png' }));
    const response = await fetch(`${base}/admin/upload-file`, { method: 'POST', headers: bearer(token), body: form });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe('Ukuran file maksimal 5MB');
  });

  it('refuses a JSON endpoint given a text/plain body with 415 and an Indonesian error', async () => {
    const { base } = await start();
    const token = await login(base);
    const response = await fetch(`${base}/admin/merk`, {
      method: 'POST',
      headers: bearer(token, { 'Content-Type': 'text/plain' }),
      body: JSON.stringify({ nama: 'Teks', slug: 'teks', isActive: true }),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toBe('Jenis konten permintaan harus application/json.');
    expect(await brandNames(base, token)).not.toContain('Teks');
  });

  it.each(['0x1', '1e0', '01', '-1', '1.0', '%201', '9007199254740993'])('answers /admin/merk/%s with 400 "ID tidak valid."', async (id) => {
    const { base } = await start();
    const token = await login(base);
    const response = await fetch(`${base}/admin/merk/${id}`, { headers: bearer(token) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('ID tidak valid.');
  });

  it('answers a path with broken percent-encoding with 400, not 500', async () => {
    const { base } = await start();
    const token = await login(base);
    const response = await fetch(`${base}/admin/merk/%E0%A4%A`, { headers: bearer(token) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('Alamat permintaan tidak valid.');
  });
});

describe('fake API server: data kept in a file across restarts', () => {
  it('keeps a brand added before a restart, and --reseed starts again from the seed', async () => {
    const dbFile = tempFile();
    const first = await start({ dbFile });
    const token = await login(first.base);
    expect((await addBrand(first.base, token, 'Bertahan')).status).toBe(201);
    await first.close();
    await vi.waitFor(() => expect(readFileSync(dbFile, 'utf8')).toContain('Bertahan'));

    const second = await start({ dbFile });
    // The session is kept too: a QA tester is not signed out by a restart.
    expect(await brandNames(second.base, token)).toContain('Bertahan');
    await second.close();

    const reseeded = await start({ dbFile, reseed: true });
    const fresh = await login(reseeded.base);
    expect(await brandNames(reseeded.base, fresh)).not.toContain('Bertahan');
    expect((await fetch(`${reseeded.base}/admin/merk`, { headers: bearer(token) })).status).toBe(401);
    await vi.waitFor(() => expect(readFileSync(dbFile, 'utf8')).not.toContain('Bertahan'));
  });

  it('writes the file by renaming a finished temporary file, leaving no temporary file behind', async () => {
    const dbFile = tempFile();
    const { base } = await start({ dbFile });
    const token = await login(base);
    await addBrand(base, token, 'Utuh');
    await vi.waitFor(() => expect(readFileSync(dbFile, 'utf8')).toContain('Utuh'));
    expect(() => JSON.parse(readFileSync(dbFile, 'utf8')) as unknown).not.toThrow();
    expect(readdirSync(join(dbFile, '..'))).toEqual(['db.json']);
  });

  it('starts from the seed when the file does not fit this version, and replaces it', async () => {
    const dbFile = tempFile();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(dbFile, JSON.stringify({ version: -1, merk: [] }));
    const { base } = await start({ dbFile });
    const token = await login(base);
    expect((await brandNames(base, token)).length).toBeGreaterThan(0);
    expect(existsSync(dbFile)).toBe(true);
    await vi.waitFor(() => expect((JSON.parse(readFileSync(dbFile, 'utf8')) as { version: number }).version).toBeGreaterThan(0));
  });
});

describe('fake API server: the network-error fault', () => {
  it('fails every matching request while the rule has times left, without CORS permission, then answers again', async () => {
    const { base } = await start({ testControls: true });
    const token = await login(base);
    const added = await fetch(`${base}/__fake/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/admin/merk', networkError: true, times: 2 }),
    });
    expect(added.status).toBe(200);

    const get = () => fetch(`${base}/admin/merk`, { headers: bearer(token, { Origin: APP_ORIGIN }) });
    // A browser's fetch rejects a response without Access-Control-Allow-Origin as a network failure.
    const first = await get();
    expect(first.headers.get('access-control-allow-origin')).toBeNull();
    expect(await first.text().then(() => 'whole', () => 'cut')).toBe('cut');
    // The retry a browser might make meets the rule again while it has times left.
    expect(await failsLikeANetwork(get)).toBe(true);

    const after = await get();
    expect(after.status).toBe(200);
    expect(after.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });
});
