import { fakeAreas } from '@/fake-api/areas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractEntries as entriesOf } from '@/fake-api/area';
import { produkWebContract } from '@/resources/produk-web/contract';
import { authContract } from '@/providers/authContract';
import { buildPath, pathParamNames, type AnyEndpoint } from '@/api/endpoint';
import { createSeedDb, DEMO_ACCOUNT, SESSION_TTL_MS, type FakeDb } from '@/fake-api/db';
import { createFaultList, SimulatedNetworkError, type FaultList, type FaultRule } from '@/fake-api/faults';
import { JSON_BODY_LIMIT_BYTES, jsonBodyWeight, MULTIPART_BODY_LIMIT_BYTES } from '@/fake-api/limits';
import { createFakeBackend } from '@/fake-api/router';

const contractEntries = () => entriesOf(fakeAreas);

const ORIGIN = 'http://fake.test';
const NOW = new Date('2026-03-15T05:30:00.000Z');
const TOKEN = 'test-session-token';

// The smallest valid PNG: signature + IHDR + IDAT + IEND (1x1 transparent pixel).
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00,
  0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0a, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63,
  0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60,
  0x82,
]);

interface Options {
  faults?: FaultList;
  withSession?: boolean;
}

const setup = ({ faults = createFaultList(), withSession = true }: Options = {}) => {
  const db: FakeDb = createSeedDb(NOW, fakeAreas);
  if (withSession) db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: NOW.toISOString() };
  const persist = vi.fn();
  const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist, faults, now: () => NOW });
  return { db, persist, backend, faults };
};

const request = (
  method: string,
  path: string,
  { token, body, rawBody }: { token?: string | null; body?: unknown; rawBody?: BodyInit } = {},
): Request => {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let init: BodyInit | undefined = rawBody;
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init = JSON.stringify(body);
  }
  return new Request(`${ORIGIN}${path}`, { method, headers, body: init });
};

const readJson = async (response: Response): Promise<Record<string, unknown>> => (await response.json()) as Record<string, unknown>;

const pathFor = (ep: AnyEndpoint, id: number | string = 1): string =>
  buildPath(ep.path, Object.fromEntries(pathParamNames(ep.path).map((name) => [name, id])));

/** A plausible request for any endpoint: JSON `{}` or an empty form for bodies. */
const requestFor = (ep: AnyEndpoint, token: string | null): Request => {
  const path = pathFor(ep);
  if (ep.method === 'GET' || ep.method === 'DELETE') return request(ep.method, path, { token });
  if (ep.multipart) return request(ep.method, path, { token, rawBody: new FormData() });
  return request(ep.method, path, { token, body: {} });
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fake backend: every contract endpoint is implemented', () => {
  const entries = contractEntries();

  it('the contract has endpoints to walk (including merk, auth, dashboard and upload)', () => {
    const names = entries.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['auth.login', 'dashboard.summary', 'merk.list', 'merk.get', 'upload.uploadFile']));
  });

  it.each(entries)('%s is routed to an implementation (not 404 "Endpoint ... tidak ditemukan", not 405, not 500)', async (_name, ep) => {
    const { backend } = setup();
    const response = await backend(requestFor(ep, TOKEN));
    const body = await readJson(response);
    expect(response.status).not.toBe(405);
    expect(response.status).not.toBe(500);
    expect(String(body.error ?? '')).not.toMatch(/^Endpoint .* tidak ditemukan/);
    expect(response.status === 404 && /^Endpoint /.test(String(body.error))).toBe(false);
  });

  it('answers a wrong method on a known path with 405 and an error', async () => {
    const { backend } = setup();
    const response = await backend(request('PATCH', '/admin/merk/1', { token: TOKEN, body: {} }));
    expect(response.status).toBe(405);
    expect((await readJson(response)).error).toEqual(expect.any(String));
  });

  it('answers an unknown path with 404 "Endpoint ... tidak ditemukan."', async () => {
    const { backend } = setup();
    const response = await backend(request('GET', '/admin/tidak-ada', { token: TOKEN }));
    expect(response.status).toBe(404);
    expect((await readJson(response)).error).toBe('Endpoint /admin/tidak-ada tidak ditemukan.');
  });

  it('strips the basePath before routing', async () => {
    const db = createSeedDb(NOW, fakeAreas);
    db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: NOW.toISOString() };
    const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist: () => {}, faults: createFaultList(), basePath: '/api', now: () => NOW });
    const response = await backend(request('GET', '/api/admin/merk', { token: TOKEN }));
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });
});

describe('fake backend: admin authentication', () => {
  // Answered without a session: the login, and the storefront's product list (a customer-facing call).
  const publicEndpoints: readonly unknown[] = [authContract.login, produkWebContract.storefrontList];
  const adminEntries = contractEntries().filter(([, ep]) => !publicEndpoints.includes(ep));

  it('treats every endpoint except login and the storefront product list as an admin endpoint', () => {
    expect(adminEntries.length).toBe(contractEntries().length - publicEndpoints.length);
    for (const [, ep] of adminEntries) expect(ep.path.startsWith('/admin/')).toBe(true);
  });

  it('answers the storefront product list without a session', async () => {
    const { backend } = setup();
    const response = await backend(request('GET', '/web/produk?limit=2&sort=terbaru', { token: null }));
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(2);
  });

  it.each(adminEntries)('%s without a bearer answers 401 with an error', async (_name, ep) => {
    const { backend, persist } = setup();
    const response = await backend(requestFor(ep, null));
    expect(response.status).toBe(401);
    expect((await readJson(response)).error).toBe('Token admin tidak ditemukan.');
    expect(persist).not.toHaveBeenCalled();
  });

  it.each(adminEntries)('%s with an unknown token answers 401 with an error', async (_name, ep) => {
    const { backend } = setup();
    const response = await backend(requestFor(ep, 'bukan-token'));
    expect(response.status).toBe(401);
    expect((await readJson(response)).error).toBe('Sesi admin tidak valid atau sudah berakhir.');
  });

  it('does not change the database on an unauthorised delete', async () => {
    const { backend, db } = setup();
    const before = db.merk.length;
    const response = await backend(request('DELETE', '/admin/merk/1', { token: 'bukan-token' }));
    expect(response.status).toBe(401);
    expect(db.merk.length).toBe(before);
  });
});

describe('fake backend: login', () => {
  it('logs in the demo account and returns a token that then works on admin endpoints', async () => {
    const { backend, persist } = setup({ withSession: false });
    const response = await backend(
      request('POST', '/admin/login', { body: { email: 'admin@toko.test', password: 'admin123', captchaToken: 'x' } }),
    );
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.token).toEqual(expect.any(String));
    expect((body.token as string).length).toBeGreaterThan(10);
    expect(body.user).toMatchObject({ email: 'admin@toko.test' });
    expect(persist).toHaveBeenCalled();

    const list = await backend(request('GET', '/admin/merk', { token: body.token as string }));
    expect(list.status).toBe(200);
    expect(Array.isArray(await list.json())).toBe(true);
  });

  it('accepts the email in another case and with spaces', async () => {
    const { backend } = setup({ withSession: false });
    const response = await backend(
      request('POST', '/admin/login', { body: { email: '  Admin@Toko.Test ', password: 'admin123', captchaToken: 'x' } }),
    );
    expect(response.status).toBe(200);
  });

  it('gives each login a different token', async () => {
    const { backend } = setup({ withSession: false });
    const login = () => backend(request('POST', '/admin/login', { body: { email: 'admin@toko.test', password: 'admin123', captchaToken: 'x' } }));
    const a = await readJson(await login());
    const b = await readJson(await login());
    expect(a.token).not.toBe(b.token);
  });

  it('answers a wrong password with 401 and an error, and no token', async () => {
    const { backend } = setup({ withSession: false });
    const response = await backend(
      request('POST', '/admin/login', { body: { email: 'admin@toko.test', password: 'salah', captchaToken: 'x' } }),
    );
    expect(response.status).toBe(401);
    const body = await readJson(response);
    expect(body.error).toEqual(expect.any(String));
    expect(body.token).toBeUndefined();
  });

  it('answers a login without captcha token with 400', async () => {
    const { backend } = setup({ withSession: false });
    const response = await backend(request('POST', '/admin/login', { body: { email: 'admin@toko.test', password: 'admin123' } }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).error).toEqual(expect.any(String));
  });
});

describe('fake backend: merk', () => {
  it('creates a merk (201), persists, and the next list contains it', async () => {
    const { backend, persist } = setup();
    const created = await backend(
      request('POST', '/admin/merk', { token: TOKEN, body: { nama: 'Merk Uji', slug: 'merk-uji', isActive: true } }),
    );
    expect(created.status).toBe(201);
    const body = await readJson(created);
    expect(body.data).toMatchObject({ nama: 'Merk Uji', slug: 'merk-uji', isActive: true, id: expect.any(Number) });
    expect(persist).toHaveBeenCalledTimes(1);

    const list = (await (await backend(request('GET', '/admin/merk', { token: TOKEN }))).json()) as Array<{ slug: string }>;
    expect(list.map((b) => b.slug)).toContain('merk-uji');
  });

  it('answers a duplicate slug with 409 and an error, and does not persist', async () => {
    const { backend, persist, db } = setup();
    const taken = db.merk[0]!.slug;
    const response = await backend(request('POST', '/admin/merk', { token: TOKEN, body: { nama: 'Lain', slug: taken, isActive: true } }));
    expect(response.status).toBe(409);
    expect((await readJson(response)).error).toEqual(expect.stringContaining(taken));
    expect(persist).not.toHaveBeenCalled();
  });

  it('answers an invalid body with 400 and an error', async () => {
    const { backend, persist } = setup();
    const missing = await backend(request('POST', '/admin/merk', { token: TOKEN, body: { nama: '' } }));
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).error).toEqual(expect.stringContaining('Data tidak valid'));
    const badSlug = await backend(request('POST', '/admin/merk', { token: TOKEN, body: { nama: 'X', slug: 'Bukan Slug', isActive: true } }));
    expect(badSlug.status).toBe(400);
    const notJson = await backend(
      new Request(`${ORIGIN}/admin/merk`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: '{bukan json',
      }),
    );
    expect(notJson.status).toBe(400);
    expect((await readJson(notJson)).error).toBe('Body permintaan bukan JSON yang valid.');
    expect(persist).not.toHaveBeenCalled();
  });

  it('gets, updates and deletes one merk by id', async () => {
    const { backend, db } = setup();
    const target = db.merk[1]!;
    const got = await backend(request('GET', `/admin/merk/${target.id}`, { token: TOKEN }));
    expect(await got.json()).toEqual(target);

    const updated = await backend(
      request('PUT', `/admin/merk/${target.id}`, { token: TOKEN, body: { nama: 'Nama Baru', slug: target.slug, isActive: false } }),
    );
    expect(updated.status).toBe(200);
    expect(db.merk.find((b) => b.id === target.id)).toMatchObject({ nama: 'Nama Baru', isActive: false });

    const deleted = await backend(request('DELETE', `/admin/merk/${target.id}`, { token: TOKEN }));
    expect(deleted.status).toBe(200);
    const after = await backend(request('GET', `/admin/merk/${target.id}`, { token: TOKEN }));
    expect(after.status).toBe(404);
    expect((await readJson(after)).error).toBe('Merk tidak ditemukan.');
  });
});

describe('fake backend: upload', () => {
  it('returns a data:image/png;base64 url holding the uploaded bytes', async () => {
    const { backend } = setup();
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'pixel.png');
    form.append('bucket', 'kategori-icons');
    const response = await backend(request('POST', '/admin/upload-file', { token: TOKEN, rawBody: form }));
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.url).toBe(`data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`);
    expect(String(body.url).startsWith('data:image/png;base64,')).toBe(true);
    expect(body.bucket).toBe('kategori-icons');
  });

  it('refuses a non-image file with 400', async () => {
    const { backend } = setup();
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    const response = await backend(request('POST', '/admin/upload-file', { token: TOKEN, rawBody: form }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).error).toBe('File harus berupa gambar');
  });
});

describe('fake backend: dashboard summary', () => {
  it('answers the three numbers', async () => {
    const { backend } = setup();
    const response = await backend(request('GET', '/admin/dashboard-summary', { token: TOKEN }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      order_today_count: expect.any(Number),
      sales_month_total: expect.any(Number),
      pending_order_count: expect.any(Number),
    });
  });
});

/** A fault list persisted through load/save, the way the browser fake backend builds it (localStorage). */
const storedFaultList = (): FaultList => {
  let stored: FaultRule[] = [];
  return createFaultList(
    () => stored,
    (rules) => {
      stored = rules;
    },
  );
};

describe.each([
  ['createFaultList() (no load/save, as in server.ts)', () => createFaultList()],
  ['createFaultList(load, save) (as in browser.ts)', storedFaultList],
])('fake backend: fault injection with %s', (_label, makeFaults) => {
  it('a status rule with times:1 fails the next matching call once, then calls succeed', async () => {
    const { backend, faults } = setup({ faults: makeFaults() });
    faults.add({ method: 'GET', path: '/admin/merk', status: 500, body: { error: 'boom' }, times: 1 });

    const first = await backend(request('GET', '/admin/merk', { token: TOKEN }));
    expect(first.status).toBe(500);
    expect(await first.json()).toEqual({ error: 'boom' });

    const second = await backend(request('GET', '/admin/merk', { token: TOKEN }));
    expect(second.status).toBe(200);
    expect(Array.isArray(await second.json())).toBe(true);
  });

  it('a rule without times keeps failing, and does not affect other methods or paths', async () => {
    const { backend, faults } = setup({ faults: makeFaults() });
    faults.add({ method: 'GET', path: '/admin/merk', status: 503 });
    for (let i = 0; i < 2; i += 1) {
      const failed = await backend(request('GET', '/admin/merk', { token: TOKEN }));
      expect(failed.status).toBe(503);
      expect((await readJson(failed)).error).toBe('Kesalahan simulasi (503).');
    }
    expect((await backend(request('GET', '/admin/dashboard-summary', { token: TOKEN }))).status).toBe(200);
    expect((await backend(request('GET', '/admin/merk/1', { token: TOKEN }))).status).toBe(200);
  });

  it('a networkError rule makes the fetch reject', async () => {
    const { backend, faults } = setup({ faults: makeFaults() });
    faults.add({ path: '/admin/merk', networkError: true, times: 1 });
    await expect(backend(request('GET', '/admin/merk', { token: TOKEN }))).rejects.toBeInstanceOf(TypeError);
  });

  it('a delayMs rule holds the answer for that long', async () => {
    vi.useFakeTimers();
    const { backend, faults } = setup({ faults: makeFaults() });
    faults.add({ path: '/admin/merk', delayMs: 1000, times: 1 });
    let settled = false;
    const pending = backend(request('GET', '/admin/merk', { token: TOKEN })).then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(settled).toBe(true);
    expect(response.status).toBe(200);
  });
});

describe('fake backend: sessions looked up safely, with an expiry', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__defineGetter__'])(
    'refuses the bearer token %s with 401 (an inherited property is no session)',
    async (token) => {
      const { backend } = setup();
      const response = await backend(request('GET', '/admin/merk', { token }));
      expect(response.status).toBe(401);
      expect((await readJson(response)).error).toBe('Sesi admin tidak valid atau sudah berakhir.');
    },
  );

  it('accepts a session just under 12 hours old and refuses one just over with 401', async () => {
    const db = createSeedDb(NOW, fakeAreas);
    db.sessions.young = { email: DEMO_ACCOUNT.email, createdAt: new Date(NOW.getTime() - SESSION_TTL_MS + 60_000).toISOString() };
    db.sessions.old = { email: DEMO_ACCOUNT.email, createdAt: new Date(NOW.getTime() - SESSION_TTL_MS - 60_000).toISOString() };
    const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist: () => {}, faults: createFaultList(), now: () => NOW });
    expect((await backend(request('GET', '/admin/merk', { token: 'young' }))).status).toBe(200);
    const expired = await backend(request('GET', '/admin/merk', { token: 'old' }));
    expect(expired.status).toBe(401);
    expect((await readJson(expired)).error).toBe('Sesi admin tidak valid atau sudah berakhir.');
  });

  it('drops expired sessions from the database at the next login', async () => {
    const { backend, db } = setup({ withSession: false });
    db.sessions.old = { email: DEMO_ACCOUNT.email, createdAt: new Date(NOW.getTime() - SESSION_TTL_MS - 1).toISOString() };
    await backend(request('POST', '/admin/login', { body: { email: 'admin@toko.test', password: 'admin123', captchaToken: 'x' } }));
    expect(Object.keys(db.sessions)).not.toContain('old');
    expect(Object.keys(db.sessions)).toHaveLength(1);
  });
});

describe('fake backend: strict input', () => {
  it.each(['0x1', '1e0', '01', '-1', '+1', '1.0', '1.5', '%201', '0', 'abc', '9007199254740993'])(
    'answers GET /admin/merk/%s with 400 "ID tidak valid." (never brand 1)',
    async (id) => {
      const { backend } = setup();
      const response = await backend(request('GET', `/admin/merk/${id}`, { token: TOKEN }));
      expect(response.status).toBe(400);
      expect((await readJson(response)).error).toBe('ID tidak valid.');
    },
  );

  it('answers a path with broken percent-encoding with 400 "Alamat permintaan tidak valid."', async () => {
    const { backend } = setup();
    const response = await backend(request('GET', '/admin/merk/%E0%A4%A', { token: TOKEN }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).error).toBe('Alamat permintaan tidak valid.');
  });

  it('refuses a JSON endpoint given a body of another content type with 415, changing nothing', async () => {
    const { backend, persist } = setup();
    const response = await backend(
      new Request(`${ORIGIN}/admin/merk`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'text/plain' },
        body: JSON.stringify({ nama: 'Teks', slug: 'teks', isActive: true }),
      }),
    );
    expect(response.status).toBe(415);
    expect((await readJson(response)).error).toBe('Jenis konten permintaan harus application/json.');
    expect(persist).not.toHaveBeenCalled();
  });

  it('refuses the upload endpoint given JSON with 415, not 500', async () => {
    const { backend } = setup();
    const response = await backend(request('POST', '/admin/upload-file', { token: TOKEN, body: { file: 'x' } }));
    expect(response.status).toBe(415);
    expect((await readJson(response)).error).toBe('Jenis konten permintaan harus multipart/form-data.');
  });

  it('refuses a JSON body over 1 MB with 413 and stores nothing', async () => {
    const { backend, db, persist } = setup();
    const before = db.merk.length;
    const response = await backend(request('POST', '/admin/merk', { token: TOKEN, body: { nama: 'x'.repeat(1_100_000), slug: 'besar', isActive: true } }));
    expect(response.status).toBe(413);
    expect((await readJson(response)).error).toBe('Body permintaan terlalu besar (maksimal 1 MB).');
    expect(db.merk.length).toBe(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it('does not count photos the fake upload answered with against the 1 MB JSON limit, but counts other text', () => {
    const photo = `data:image/webp;base64,${'A'.repeat(1_500_000)}`;
    const body = { nama: 'Produk', fotoUtamaUrl: photo };
    const bytes = JSON.stringify(body).length;
    expect(jsonBodyWeight(bytes, body)).toBeLessThan(JSON_BODY_LIMIT_BYTES);
    const text = { nama: 'x'.repeat(1_500_000) };
    expect(jsonBodyWeight(JSON.stringify(text).length, text)).toBeGreaterThan(JSON_BODY_LIMIT_BYTES);
    const notAnImage = { nama: `data:text/html;base64,${'A'.repeat(1_500_000)}` };
    expect(jsonBodyWeight(JSON.stringify(notAnImage).length, notAnImage)).toBeGreaterThan(JSON_BODY_LIMIT_BYTES);
  });

  it('refuses an upload beyond the largest file any upload takes (5 MB) with 413 before reading past it', async () => {
    const { backend } = setup();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MULTIPART_BODY_LIMIT_BYTES + 1)], { type: 'image/png' }), 'besar.png');
    const response = await backend(request('POST', '/admin/upload-file', { token: TOKEN, rawBody: form }));
    expect(response.status).toBe(413);
    expect((await readJson(response)).error).toBe('Ukuran file maksimal 5MB');
  });

  it.each([205, 304])('answers a fault rule with status %i without crashing (a status that carries no body)', async (status) => {
    const { backend, faults } = setup();
    faults.add({ path: '/admin/merk', status, times: 1 });
    const response = await backend(request('GET', '/admin/merk', { token: TOKEN }));
    expect(response.status).toBe(status);
  });

  it('a networkError rule rejects with a TypeError that the Node server can tell from a crash', async () => {
    const { backend, faults } = setup();
    faults.add({ path: '/admin/merk', networkError: true, times: 1 });
    const error = await backend(request('GET', '/admin/merk', { token: TOKEN })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toBeInstanceOf(SimulatedNetworkError);
    expect((error as Error).message).toBe('Failed to fetch');
  });
});
