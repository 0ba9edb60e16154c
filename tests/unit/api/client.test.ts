import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient, DEFAULT_FALLBACK, isAdminPath, WARM_TTL_MS, type FetchLike } from '@/api/client';
import { endpoint } from '@/api/endpoint';
import { ContractError, HttpError, isEndpointAbsent, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '@/api/errors';
import { merkContract } from '@/resources/merk/contract';
import { authContract } from '@/providers/authContract';
import { uploadContract } from '@/providers/uploadContract';
import { dashboardContract } from '@/custom-pages/dashboard/contract';
import { knowledgeBaseContract } from '@/layout/knowledge-base/contract';

const contract = { merk: merkContract, auth: authContract, upload: uploadContract, dashboard: dashboardContract, knowledgeBase: knowledgeBaseContract };
const BASE = 'https://api.toko.test';

const storefrontProducts = endpoint({ method: 'GET', path: '/web/produk', response: z.array(z.unknown()), fallback: 'Gagal memuat produk.' });

const searchEndpoint = endpoint({
  method: 'GET',
  path: '/admin/cari',
  query: z.object({
    page: z.optional(z.number()),
    perPage: z.optional(z.number()),
    search: z.optional(z.string()),
    status: z.optional(z.nullable(z.string())),
  }),
  response: z.array(z.unknown()),
  fallback: 'Gagal mencari.',
});

const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const setup = (
  respond: (request: Request) => Response | Promise<Response> = () => jsonResponse([]),
  { token = 'admin-tok' as string | null } = {},
) => {
  const fetch = vi.fn<FetchLike>(async (request) => respond(request));
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: `${BASE}/`, fetch, getToken: () => token, onUnauthorized });
  const request = (index = 0): Request => {
    const call = fetch.mock.calls[index];
    if (!call) throw new Error(`fetch call ${index} was not made`);
    return call[0];
  };
  return { api, fetch, onUnauthorized, request };
};

const brand = { id: 1, nama: 'Semen Gresik', slug: 'semen-gresik', isActive: true };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createApiClient: bearer token', () => {
  it('sends Authorization: Bearer <token> on an /admin path', async () => {
    const { api, request } = setup(() => jsonResponse([brand]));
    await api.call(contract.merk.list);
    expect(request().headers.get('Authorization')).toBe('Bearer admin-tok');
  });

  it('does not send the token on a storefront /web path', async () => {
    const { api, request } = setup(() => jsonResponse([]));
    await api.call(storefrontProducts);
    expect(request().url).toBe(`${BASE}/web/produk`);
    expect(request().headers.get('Authorization')).toBeNull();
  });

  it('sends no Authorization header when there is no token', async () => {
    const { api, request } = setup(() => jsonResponse([brand]), { token: null });
    await api.call(contract.merk.list);
    expect(request().headers.get('Authorization')).toBeNull();
  });

  it('reads the token on every call, so a new login takes effect at once', async () => {
    let token = 'first';
    const fetch = vi.fn<FetchLike>(async () => jsonResponse([]));
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => token });
    await api.call(contract.merk.list);
    token = 'second';
    await api.call(contract.merk.list);
    expect(fetch.mock.calls[0]?.[0].headers.get('Authorization')).toBe('Bearer first');
    expect(fetch.mock.calls[1]?.[0].headers.get('Authorization')).toBe('Bearer second');
  });

  it('isAdminPath accepts /admin and /admin/... only', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/merk')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/web/produk')).toBe(false);
  });
});

describe('createApiClient: error text', () => {
  it("uses the body's error field first", async () => {
    const { api } = setup(() => jsonResponse({ error: 'Pesan error', message: 'Pesan message' }, 400));
    await expect(api.call(contract.merk.list, { fallback: 'Fallback' })).rejects.toThrow('Pesan error');
  });

  it("uses the body's message field when there is no error field", async () => {
    const { api } = setup(() => jsonResponse({ message: 'Pesan message' }, 400));
    await expect(api.call(contract.merk.list, { fallback: 'Fallback' })).rejects.toThrow('Pesan message');
  });

  it('skips a blank error field in favour of message', async () => {
    const { api } = setup(() => jsonResponse({ error: '   ', message: 'Pesan message' }, 400));
    await expect(api.call(contract.merk.list, { fallback: 'Fallback' })).rejects.toThrow('Pesan message');
  });

  it("uses the caller's fallback when the body has neither", async () => {
    const { api } = setup(() => jsonResponse({}, 500));
    await expect(api.call(contract.merk.list, { fallback: 'Gagal memuat data merk.' })).rejects.toThrow('Gagal memuat data merk.');
  });

  it("uses the caller's fallback for an empty or non-JSON error body", async () => {
    const empty = setup(() => new Response(null, { status: 502 }));
    await expect(empty.api.call(contract.merk.list, { fallback: 'F1' })).rejects.toThrow('F1');
    const html = setup(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(html.api.call(contract.merk.list, { fallback: 'F2' })).rejects.toThrow('F2');
  });

  it("uses the endpoint's own fallback when the caller gives none", async () => {
    const { api } = setup(() => jsonResponse({}, 500));
    await expect(api.call(contract.merk.list)).rejects.toThrow('Gagal memuat data merk.');
  });

  it('uses DEFAULT_FALLBACK when neither the caller nor the endpoint has one (a malformed declaration)', async () => {
    const { api } = setup(() => jsonResponse({}, 500));
    await expect(api.call({ ...contract.merk.list, fallback: '' })).rejects.toThrow(DEFAULT_FALLBACK);
  });

  it('carries the HTTP status and the body on the HttpError', async () => {
    const { api } = setup(() => jsonResponse({ error: 'Slug sudah dipakai' }, 409));
    const error = await api.call(contract.merk.create, { body: { nama: 'A', slug: 'a', isActive: true } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(ContractError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('Slug sudah dipakai');
    expect((error as HttpError).body).toEqual({ error: 'Slug sudah dipakai' });
  });
});

describe('createApiClient: unauthorised answers', () => {
  it.each([401, 403])('calls onUnauthorized with %i and still rejects with an HttpError', async (status) => {
    const { api, onUnauthorized } = setup(() => jsonResponse({ error: 'Token tidak valid' }, status));
    const error = await api.call(contract.merk.list).catch((e: unknown) => e);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(status);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  });

  it('does not call onUnauthorized for a 500', async () => {
    const { api, onUnauthorized } = setup(() => jsonResponse({ error: 'boom' }, 500));
    await expect(api.call(contract.merk.list)).rejects.toBeInstanceOf(HttpError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for a success', async () => {
    const { api, onUnauthorized } = setup(() => jsonResponse([brand]));
    await api.call(contract.merk.list);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createApiClient: response contract', () => {
  it('throws a ContractError naming the endpoint when the body does not match the schema', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = setup(() => jsonResponse([{ id: 1, nama: 'Tanpa slug' }]));
    const error = await api.call(contract.merk.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(TypeError);
    expect((error as ContractError).message).toBe('Respons server untuk GET /admin/merk tidak sesuai format yang diharapkan.');
    expect((error as ContractError).endpoint).toBe('GET /admin/merk');
    expect((error as ContractError).status).toBe(200);
    expect((error as ContractError).issues.length).toBeGreaterThan(0);
    expect(consoleError).toHaveBeenCalled();
  });

  it('logs a login reply that breaks the contract by endpoint and issues only, never its token', async () => {
    const secret = 'fake.0123456789abcdef-secret-token';
    const logged = (['error', 'warn', 'log', 'info', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
    // `user` must be an object: a string there breaks the contract while the token itself is well formed.
    const { api } = setup(() => jsonResponse({ token: secret, message: 'Login berhasil.', user: 'bukan-objek' }));
    const error = await api
      .call(contract.auth.login, { body: { email: 'admin@toko.test', password: 'admin123', captchaToken: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    const lines = logged.flatMap((spy) => spy.mock.calls.map((args) => JSON.stringify(args)));
    expect(lines.join('\n')).toContain('POST /admin/login');
    expect(lines.join('\n')).toContain('user');
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain('Login berhasil.');
  });

  it.each([
    ['null', null],
    ['a string', 'ok'],
    ['an object without data', { items: [] }],
  ])('gives a ContractError (not a TypeError) when a list answers %s', async (_label, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = setup(() => jsonResponse(body));
    const error = await api.call(contract.merk.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).not.toBeInstanceOf(TypeError);
  });

  it('gives a ContractError (not a TypeError) for a 200 with an HTML body on a single-record endpoint', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = setup(() => new Response('<html>login</html>', { status: 200 }));
    const error = await api.call(contract.merk.get, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).message).toBe('Respons server untuk GET /admin/merk/{id} tidak sesuai format yang diharapkan.');
  });

  it('unwraps the merk list from a bare array', async () => {
    const { api } = setup(() => jsonResponse([brand]));
    await expect(api.call(contract.merk.list)).resolves.toEqual([brand]);
  });

  it('unwraps the merk list from a { data: [...] } envelope', async () => {
    const { api } = setup(() => jsonResponse({ data: [brand] }));
    await expect(api.call(contract.merk.list)).resolves.toEqual([brand]);
  });

  it('unwraps one merk whether bare or in { data }', async () => {
    const bare = setup(() => jsonResponse(brand));
    await expect(bare.api.call(contract.merk.get, { params: { id: 1 } })).resolves.toEqual(brand);
    const wrapped = setup(() => jsonResponse({ data: brand }));
    await expect(wrapped.api.call(contract.merk.get, { params: { id: 1 } })).resolves.toEqual(brand);
  });

  it('turns numeric strings into numbers for the dashboard summary', async () => {
    const { api } = setup(() =>
      jsonResponse({ order_today_count: '3', sales_month_total: '150000.00', pending_order_count: 2 }),
    );
    await expect(api.call(contract.dashboard.summary)).resolves.toEqual({
      order_today_count: 3,
      sales_month_total: 150000,
      pending_order_count: 2,
    });
  });
});

describe('createApiClient: request shape', () => {
  it('strips the trailing slash of the base URL and sends Accept: application/json', async () => {
    const { api, request } = setup(() => jsonResponse([]));
    await api.call(contract.merk.list);
    expect(request().url).toBe(`${BASE}/admin/merk`);
    expect(request().method).toBe('GET');
    expect(request().headers.get('Accept')).toBe('application/json');
  });

  it('sends a POST body as JSON with Content-Type application/json', async () => {
    const { api, request } = setup(() => jsonResponse({ message: 'ok' }, 201));
    await api.call(contract.merk.create, { body: { nama: 'Avian', slug: 'avian', isActive: false } });
    expect(request().method).toBe('POST');
    expect(request().url).toBe(`${BASE}/admin/merk`);
    expect(request().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(await request().text())).toEqual({ nama: 'Avian', slug: 'avian', isActive: false });
  });

  it('sends an empty JSON object for a POST without a body', async () => {
    const { api, request } = setup(() => jsonResponse({ message: 'ok' }));
    await api.call(contract.knowledgeBase.generate);
    expect(request().headers.get('Content-Type')).toBe('application/json');
    expect(await request().text()).toBe('{}');
  });

  it('sends no body and no Content-Type for a DELETE', async () => {
    const { api, request } = setup(() => jsonResponse({ message: 'ok' }));
    await api.call(contract.merk.delete, { params: { id: 3 } });
    expect(request().method).toBe('DELETE');
    expect(request().headers.get('Content-Type')).toBeNull();
    expect(request().body).toBeNull();
  });

  it('sends a multipart upload as FormData with the file, without a JSON content type', async () => {
    const { api, request } = setup(() => jsonResponse({ url: 'https://cdn.test/a.png' }));
    const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    const url = await api.call(contract.upload.uploadFile, { body: { file, bucket: 'kategori-icons' } });
    expect(url).toBe('https://cdn.test/a.png');

    const sent = request();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${BASE}/admin/upload-file`);
    const contentType = sent.headers.get('Content-Type') ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(contentType).not.toContain('application/json');

    const form = await sent.formData();
    const sentFile = form.get('file');
    expect(sentFile).toBeInstanceOf(File);
    expect((sentFile as File).name).toBe('logo.png');
    expect((sentFile as File).type).toBe('image/png');
    expect(new Uint8Array(await (sentFile as File).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(form.get('bucket')).toBe('kategori-icons');
    expect(form.has('path')).toBe(false);
  });

  it('URL-encodes path parameters', async () => {
    const { api, request } = setup(() => jsonResponse(brand));
    await api.call(contract.merk.get, { params: { id: 'a/b c?' } });
    expect(request().url).toBe(`${BASE}/admin/merk/a%2Fb%20c%3F`);
  });

  it('throws before fetching when a path parameter is missing', async () => {
    const { api, fetch } = setup(() => jsonResponse(brand));
    await expect(api.call(contract.merk.get, { params: { id: '' } })).rejects.toThrow('Parameter path "id" tidak diisi');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds query parameters, skipping undefined, null and empty values but keeping 0', async () => {
    const { api, request } = setup(() => jsonResponse([]));
    await api.call(searchEndpoint, { query: { page: 2, perPage: 0, search: '', status: null } });
    const url = new URL(request().url);
    expect(url.pathname).toBe('/admin/cari');
    expect([...url.searchParams.entries()]).toEqual([
      ['page', '2'],
      ['perPage', '0'],
    ]);
  });

  it('adds no question mark when every query value is empty', async () => {
    const { api, request } = setup(() => jsonResponse([]));
    await api.call(searchEndpoint, { query: { search: '' } });
    expect(request().url).toBe(`${BASE}/admin/cari`);
  });

  it('encodes query values', async () => {
    const { api, request } = setup(() => jsonResponse([]));
    await api.call(searchEndpoint, { query: { search: 'semen & pasir' } });
    expect(new URL(request().url).searchParams.get('search')).toBe('semen & pasir');
    expect(request().url).not.toContain('semen & pasir');
  });
});

describe('createApiClient: network and abort', () => {
  it('turns a network failure into HttpError status 0 with the network message', async () => {
    const { api, onUnauthorized } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api.call(contract.merk.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(NETWORK_ERROR_STATUS);
    expect((error as HttpError).status).toBe(0);
    expect((error as HttpError).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes the AbortSignal to the request; aborting rejects with AbortError, not HttpError', async () => {
    const { api, request } = setup(
      (req) =>
        new Promise<Response>((_resolve, reject) => {
          req.signal.addEventListener('abort', () => reject(req.signal.reason));
        }),
    );
    const controller = new AbortController();
    const pending = api.call(contract.merk.list, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(request().signal.aborted).toBe(false));
    controller.abort();
    const error = await pending;
    expect(request().signal.aborted).toBe(true);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('rejects with AbortError when the signal is already aborted', async () => {
    const { api } = setup((req) => {
      if (req.signal.aborted) throw req.signal.reason;
      return jsonResponse([]);
    });
    const controller = new AbortController();
    controller.abort();
    const error = await api.call(contract.merk.list, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('createApiClient: a read warmed at navigation is taken by the screen instead of sent again (issue 8, item 20)', () => {
  it('the screen’s identical call takes the warmed read: one request, the same result', async () => {
    const { api, fetch } = setup(() => jsonResponse([brand]));
    api.warm(contract.merk.list);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(api.call(contract.merk.list)).resolves.toEqual([brand]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a warmed read is taken by the calls of one moment (a list and its stats cards mounting together), and a later call asks the server again', async () => {
    const { api, fetch } = setup(() => jsonResponse([brand]));
    api.warm(contract.merk.list);
    const [list, stats] = await Promise.all([api.call(contract.merk.list), api.call(contract.merk.list)]);
    expect(stats).toBe(list);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Still within that moment (its microtasks): the same answer.
    await api.call(contract.merk.list);
    expect(fetch).toHaveBeenCalledTimes(1);
    // A later task, a refresh: asked again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await api.call(contract.merk.list);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('while a screen holds its taken reads (parts mounting after its first paint), a later call takes the same read; after the release, a call asks again', async () => {
    const { api, fetch } = setup(() => jsonResponse([brand]));
    api.warm(contract.merk.list);
    const release = api.holdClaims();
    const first = await api.call(contract.merk.list);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Below the fold, a frame later: the same answer, not a second request.
    expect(await api.call(contract.merk.list)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    release();
    release();
    await api.call(contract.merk.list);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a held read that failed is not kept: the later part’s call (its Coba Lagi) asks the server again', async () => {
    let status = 503;
    const { api, fetch } = setup(() => jsonResponse(status === 200 ? [brand] : { error: 'Server sibuk' }, status));
    api.warm(contract.merk.list);
    const release = api.holdClaims();
    await expect(api.call(contract.merk.list)).rejects.toMatchObject({ status: 503 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    status = 200;
    await expect(api.call(contract.merk.list)).resolves.toEqual([brand]);
    expect(fetch).toHaveBeenCalledTimes(2);
    release();
  });

  it('a call for another page, or under another session, is sent on its own', async () => {
    let token: string | null = 'first';
    const fetch = vi.fn<FetchLike>(async () => jsonResponse([]));
    const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => token });
    api.warm(searchEndpoint, { query: { page: 1, perPage: 8 } });
    await api.call(searchEndpoint, { query: { page: 2, perPage: 8 } });
    expect(fetch).toHaveBeenCalledTimes(2);
    token = 'second';
    await api.call(searchEndpoint, { query: { page: 1, perPage: 8 } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a change (any non-GET call) drops reads warmed before it, so a screen never shows data older than its own save', async () => {
    const { api, fetch } = setup((request) => jsonResponse(request.method === 'GET' ? [brand] : { success: true }));
    api.warm(contract.merk.list);
    await api.call(contract.merk.delete, { params: { id: 1 } });
    await api.call(contract.merk.list);
    expect(fetch.mock.calls.map(([request]) => request.method)).toEqual(['GET', 'DELETE', 'GET']);
  });

  it('an unclaimed warmed read expires, and its failure reaches nobody', async () => {
    vi.useFakeTimers();
    try {
      const { api, fetch } = setup(() => jsonResponse({ error: 'Gagal' }, 500));
      api.warm(contract.merk.list);
      await vi.advanceTimersByTimeAsync(WARM_TTL_MS + 1);
      await expect(api.call(contract.merk.list)).rejects.toBeInstanceOf(HttpError);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a claimed warmed read that failed fails the screen’s call with the server’s message', async () => {
    const { api } = setup(() => jsonResponse({ error: 'Server sibuk' }, 503));
    api.warm(contract.merk.list);
    await expect(api.call(contract.merk.list)).rejects.toMatchObject({ message: 'Server sibuk', status: 503 });
  });

  it('only reads are warmed', async () => {
    const { api, fetch } = setup();
    api.warm(contract.merk.delete, { params: { id: 1 } });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('createApiClient: an optional endpoint (a path the spec does not name) answered as absent is not asked again', () => {
  const summary = endpoint({ method: 'GET', path: '/admin/ringkasan', optional: true, response: z.object({ total: z.number() }), fallback: 'Gagal memuat ringkasan.' });
  const required = endpoint({ method: 'GET', path: '/admin/ringkasan', response: z.object({ total: z.number() }), fallback: 'Gagal memuat ringkasan.' });

  it.each([404, 405, 501])('after a %i the session asks no more: the next call and a warm fail at once as absent', async (status) => {
    const { api, fetch } = setup(() => jsonResponse({ message: 'Cannot GET' }, status));
    await expect(api.call(summary)).rejects.toMatchObject({ status });
    api.warm(summary);
    const again = await api.call(summary).catch((error: unknown) => error);
    expect(isEndpointAbsent(again)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 500', () => jsonResponse({ error: 'Server sibuk' }, 500), false],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), true],
  ] as const)('after %s it asks again next time (absent this once: %s)', async (_name, respond, absent) => {
    const { api, fetch } = setup(respond);
    expect(isEndpointAbsent(await api.call(summary).catch((error: unknown) => error))).toBe(absent);
    await api.call(summary).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an endpoint the spec names is asked again after a 404', async () => {
    const { api, fetch } = setup(() => jsonResponse({}, 404));
    await api.call(required).catch(() => undefined);
    await api.call(required).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('createApiClient: a warmed read that has arrived can be read before the screen takes it (issue 26)', () => {
  const arrived = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('peek gives nothing while the read is under way, then its answer, and the screen’s call still takes it: one request', async () => {
    let answer!: (response: Response) => void;
    const { api, fetch } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    api.warm(contract.merk.list);
    expect(api.peek(contract.merk.list)).toBeUndefined();
    answer(jsonResponse([brand]));
    await arrived();
    expect(api.peek(contract.merk.list)).toEqual({ value: [brand] });
    await expect(api.call(contract.merk.list)).resolves.toEqual([brand]);
    // Taken: gone once the moment of the screen's mount has passed.
    await arrived();
    expect(api.peek(contract.merk.list)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('peek gives nothing for another address, an unwarmed read, or a read that failed', async () => {
    const { api } = setup((request) => (new URL(request.url).search ? jsonResponse({ error: 'Rusak' }, 500) : jsonResponse([brand])));
    expect(api.peek(contract.merk.list)).toBeUndefined();
    api.warm(searchEndpoint, { query: { page: 1, perPage: 8 } });
    await arrived();
    expect(api.peek(searchEndpoint, { query: { page: 2, perPage: 8 } })).toBeUndefined();
    expect(api.peek(searchEndpoint, { query: { page: 1, perPage: 8 } })).toBeUndefined();
  });

  it('a change drops what had arrived too', async () => {
    const { api } = setup(() => jsonResponse([brand]));
    api.warm(contract.merk.list);
    await arrived();
    await api.call(contract.merk.delete, { params: { id: 1 } }).catch(() => undefined);
    expect(api.peek(contract.merk.list)).toBeUndefined();
  });
});

describe('createApiClient.warm: the boot can wait for a warmed read to arrive (issue 26)', () => {
  it('resolves once the answer is in, and resolves (not rejects) when the read failed', async () => {
    const ok = setup(() => jsonResponse([brand]));
    await expect(ok.api.warm(contract.merk.list)).resolves.toBeUndefined();
    expect(ok.api.peek(contract.merk.list)).toEqual({ value: [brand] });
    const failing = setup(() => jsonResponse({ error: 'Rusak' }, 500));
    await expect(failing.api.warm(contract.merk.list)).resolves.toBeUndefined();
    expect(failing.api.peek(contract.merk.list)).toBeUndefined();
  });
});

describe('createApiClient.peek: never throws', () => {
  it('gives nothing for a read whose path parameter is still missing (a query waiting for its choice)', () => {
    const { api } = setup(() => jsonResponse(brand));
    expect(api.peek(contract.merk.get, {} as never)).toBeUndefined();
  });
});

describe('createApiClient: an identical read asked while one is under way joins it (issue 26)', () => {
  it('two queries of one screen over the same list send it once and both get the answer', async () => {
    const { api, fetch } = setup(() => jsonResponse([brand]));
    const [first, second] = await Promise.all([api.call(contract.merk.list), api.call(contract.merk.list)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first).toEqual([brand]);
    expect(second).toEqual([brand]);
  });

  it('a read asked after the last one came back is sent again', async () => {
    const { api, fetch } = setup(() => jsonResponse([brand]));
    await api.call(contract.merk.list);
    await api.call(contract.merk.list);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a read asked after a change is sent anew even when one from before the change is still under way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, fetch } = setup(async (request) => {
      if (request.method === 'GET' && fetch.mock.calls.length === 1) await held;
      return jsonResponse(request.method === 'GET' ? [brand] : { success: true });
    });
    const before = api.call(contract.merk.list);
    await api.call(contract.merk.delete, { params: { id: 1 } });
    const after = api.call(contract.merk.list);
    release();
    await Promise.all([before, after]);
    expect(fetch.mock.calls.map(([request]) => request.method)).toEqual(['GET', 'DELETE', 'GET']);
  });

  it('a read that can be cancelled is sent on its own, so its abort fails nobody else', async () => {
    const { api, fetch } = setup(() => jsonResponse([brand]));
    await Promise.all([api.call(contract.merk.list, { signal: new AbortController().signal }), api.call(contract.merk.list)]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
