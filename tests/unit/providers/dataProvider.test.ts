import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '@/api/endpoint';
import { createApiClient, type FetchLike } from '@/api/client';
import { HttpError } from '@/api/errors';
import { createDataProvider } from '@/providers/dataProvider';
import { resourceEntries } from '@/resources';
import { knowledgeBaseContract } from '@/layout/knowledge-base/contract';
import { uploadViaBackend } from '@/providers/storage';
import { dashboardContract } from '@/custom-pages/dashboard/contract';
import { penjualanWebContract } from '@/resources/penjualan-web/contract';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';
import { historyCounts } from '@/resources/penjualan-web/shared/rules/history';

const BASE = 'https://api.toko.test';

const json = (body: unknown, status = 200): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const BRANDS = [
  { id: 1, nama: 'Semen Gresik', slug: 'semen-gresik', isActive: true },
  { id: 2, nama: 'Tiga Roda', slug: 'tiga-roda', isActive: true },
  { id: 3, nama: 'avian', slug: 'avian', isActive: false },
  { id: 4, nama: 'Semen Padang', slug: 'semen-padang', isActive: true },
  { id: 5, nama: 'Dulux', slug: 'dulux', isActive: true },
  { id: 7, nama: 'Nippon Paint', slug: 'nippon-paint', isActive: true },
];

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
  contentType: string | null;
}

const setup = (respond: (request: Request) => Response | Promise<Response> = () => json(BRANDS)) => {
  const sent: Sent[] = [];
  const fetch = vi.fn<FetchLike>(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
    });
    return respond(request);
  });
  const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' });
  const provider = createDataProvider(api, resourceEntries);
  return { provider, fetch, sent };
};

const listParams = (overrides: Partial<{ filter: Record<string, unknown>; sort: { field: string; order: 'ASC' | 'DESC' }; page: number; perPage: number }> = {}) => ({
  filter: overrides.filter ?? {},
  sort: overrides.sort ?? { field: 'id', order: 'ASC' as const },
  pagination: { page: overrides.page ?? 1, perPage: overrides.perPage ?? 25 },
});

describe('dataProvider merk: requests', () => {
  it('getList calls GET /admin/merk once, with the bearer and no query string', async () => {
    const { provider, sent } = setup();
    const result = await provider.getList('merk', listParams());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/admin/merk', search: '', authorization: 'Bearer tok' });
    expect(result.data).toHaveLength(BRANDS.length);
    expect(result.total).toBe(BRANDS.length);
  });

  it('getOne calls GET /admin/merk/7 and returns the record', async () => {
    const { provider, sent } = setup(() => json(BRANDS[5]));
    const result = await provider.getOne('merk', { id: 7 });
    expect(sent.map((s) => [s.method, s.path])).toEqual([['GET', '/admin/merk/7']]);
    expect(result.data).toEqual(BRANDS[5]);
  });

  it('create calls POST /admin/merk with exactly {nama, slug, isActive}, trimmed, extra fields dropped', async () => {
    const created = { id: 30, nama: 'Mortar Utama', slug: 'mortar-utama', isActive: true };
    const { provider, sent } = setup(() => json({ message: 'Merk baru berhasil ditambahkan!', data: created }, 201));
    const result = await provider.create('merk', {
      data: { nama: '  Mortar Utama ', slug: ' mortar-utama  ', isActive: true, catatan: 'jangan dikirim', id: 99 },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.path).toBe('/admin/merk');
    expect(sent[0]?.contentType).toBe('application/json');
    expect(sent[0]?.body).toStrictEqual({ nama: 'Mortar Utama', slug: 'mortar-utama', isActive: true });
    expect(result.data).toEqual(created);
  });

  it('create sends isActive as a boolean false when the form left it empty', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok' }, 201));
    await provider.create('merk', { data: { nama: 'Avian', slug: 'avian' } });
    expect(sent[0]?.body).toStrictEqual({ nama: 'Avian', slug: 'avian', isActive: false });
  });

  it('create returns the form data with an id when the server sends no record', async () => {
    const { provider } = setup(() => json({ message: 'ok' }, 201));
    const result = await provider.create('merk', { data: { nama: 'Avian', slug: 'avian', isActive: true } });
    expect(result.data).toMatchObject({ nama: 'Avian', slug: 'avian', isActive: true });
    expect(result.data.id).toBeDefined();
  });

  it('update calls PUT /admin/merk/7 with exactly {nama, slug, isActive} merged from previousData', async () => {
    const { provider, sent } = setup(() => json({ message: 'Merk berhasil diperbarui!' }));
    const result = await provider.update('merk', {
      id: 7,
      data: { nama: ' Nippon Paint Baru ', extra: 1 },
      previousData: { id: 7, nama: 'Nippon Paint', slug: 'nippon-paint', isActive: false },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.path).toBe('/admin/merk/7');
    expect(sent[0]?.body).toStrictEqual({ nama: 'Nippon Paint Baru', slug: 'nippon-paint', isActive: false });
    expect(result.data).toMatchObject({ id: 7, nama: ' Nippon Paint Baru ', slug: 'nippon-paint' });
  });

  it('update returns the record the server sent back', async () => {
    const stored = { id: 7, nama: 'Nippon', slug: 'nippon', isActive: true };
    const { provider } = setup(() => json({ message: 'ok', data: stored }));
    const result = await provider.update('merk', { id: 7, data: stored, previousData: BRANDS[5]! });
    expect(result.data).toEqual(stored);
  });

  it('delete calls DELETE /admin/merk/7 with no body and returns previousData', async () => {
    const { provider, sent } = setup(() => json({ message: 'Merk berhasil dihapus.' }));
    const result = await provider.delete('merk', { id: 7, previousData: BRANDS[5] });
    expect(sent).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/admin/merk/7', body: undefined, contentType: null }),
    ]);
    expect(result.data).toEqual(BRANDS[5]);
  });

  it('deleteMany deletes each id in turn', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok' }));
    const result = await provider.deleteMany('merk', { ids: [2, 5] });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /admin/merk/2', 'DELETE /admin/merk/5']);
    expect(result.data).toEqual([2, 5]);
  });

  it('getMany fetches the whole list once and returns only the wanted ids (string or number)', async () => {
    const { provider, sent } = setup();
    const result = await provider.getMany('merk', { ids: [3, '7', 404] });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/merk']);
    expect(result.data.map((r) => r.id)).toEqual([3, 7]);
  });

  it('rejects an unmapped resource with a 404 HttpError and no request', async () => {
    const { provider, fetch } = setup();
    const error = await provider.getList('tidak-ada', listParams()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('dataProvider merk: client-side search, sort and paging', () => {
  it('filter.q matches nama case-insensitively', async () => {
    const { provider } = setup();
    const result = await provider.getList('merk', listParams({ filter: { q: 'SEMEN' } }));
    expect(result.data.map((r) => r.id)).toEqual([1, 4]);
    expect(result.total).toBe(2);
  });

  it('filter.q matches slug too (a hyphenated query only the slug contains)', async () => {
    const { provider } = setup();
    const result = await provider.getList('merk', listParams({ filter: { q: 'Nippon-Paint' } }));
    expect(result.data.map((r) => r.id)).toEqual([7]);
  });

  it('filter.q with no match gives an empty page and total 0', async () => {
    const { provider } = setup();
    const result = await provider.getList('merk', listParams({ filter: { q: 'zzz' } }));
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('sorts by nama ASC, ignoring case', async () => {
    const { provider } = setup();
    const result = await provider.getList('merk', listParams({ sort: { field: 'nama', order: 'ASC' } }));
    expect(result.data.map((r) => r.nama)).toEqual(['avian', 'Dulux', 'Nippon Paint', 'Semen Gresik', 'Semen Padang', 'Tiga Roda']);
  });

  it('sorts by nama DESC', async () => {
    const { provider } = setup();
    const result = await provider.getList('merk', listParams({ sort: { field: 'nama', order: 'DESC' } }));
    expect(result.data.map((r) => r.nama)).toEqual(['Tiga Roda', 'Semen Padang', 'Semen Gresik', 'Nippon Paint', 'Dulux', 'avian']);
  });

  it('page 2 of perPage 2 returns the 3rd and 4th records, with total = all records', async () => {
    const { provider } = setup();
    const result = await provider.getList('merk', listParams({ sort: { field: 'nama', order: 'ASC' }, page: 2, perPage: 2 }));
    expect(result.data.map((r) => r.nama)).toEqual(['Nippon Paint', 'Semen Gresik']);
    expect(result.total).toBe(6);
  });

  it('pages the search result: total counts every match, not the page', async () => {
    const { provider } = setup();
    const result = await provider.getList('merk', listParams({ filter: { q: 'semen' }, sort: { field: 'nama', order: 'DESC' }, page: 2, perPage: 1 }));
    expect(result.data.map((r) => r.nama)).toEqual(['Semen Gresik']);
    expect(result.total).toBe(2);
  });

  it('filters by isActive equality alongside search', async () => {
    const { provider } = setup();
    const result = await provider.getList('merk', listParams({ filter: { isActive: false } }));
    expect(result.data.map((r) => r.id)).toEqual([3]);
  });
});

describe('dataProvider merk: fallback messages when the server gives no text', () => {
  const failing = () => setup(() => new Response(null, { status: 500 }));

  it("getList rejects with 'Gagal memuat data merk.'", async () => {
    await expect(failing().provider.getList('merk', listParams())).rejects.toThrow('Gagal memuat data merk.');
  });

  it("getMany rejects with 'Gagal memuat data merk.'", async () => {
    await expect(failing().provider.getMany('merk', { ids: [1] })).rejects.toThrow('Gagal memuat data merk.');
  });

  it("getOne rejects with 'Gagal mengambil data merk.'", async () => {
    await expect(failing().provider.getOne('merk', { id: 7 })).rejects.toThrow('Gagal mengambil data merk.');
  });

  it("create rejects with 'Gagal menyimpan data merk.'", async () => {
    await expect(failing().provider.create('merk', { data: { nama: 'A', slug: 'a', isActive: true } })).rejects.toThrow(
      'Gagal menyimpan data merk.',
    );
  });

  it("update rejects with 'Gagal menyimpan data merk.'", async () => {
    await expect(
      failing().provider.update('merk', { id: 7, data: { nama: 'A' }, previousData: BRANDS[5]! }),
    ).rejects.toThrow('Gagal menyimpan data merk.');
  });

  it("delete rejects with 'Gagal menghapus merk.'", async () => {
    await expect(failing().provider.delete('merk', { id: 7 })).rejects.toThrow('Gagal menghapus merk.');
  });

  it("the server's error text wins over the fallback", async () => {
    const { provider } = setup(() => json({ error: 'Slug "avian" sudah dipakai merk lain.' }, 409));
    await expect(provider.create('merk', { data: { nama: 'Avian', slug: 'avian', isActive: true } })).rejects.toThrow(
      'Slug "avian" sudah dipakai merk lain.',
    );
  });
});

describe('dataProvider custom methods', () => {
  it('getDashboardSummary calls GET /admin/dashboard-summary and returns the three numbers', async () => {
    const { provider, sent } = setup(() => json({ order_today_count: 2, sales_month_total: '1250000', pending_order_count: 1 }));
    await expect(provider.call(dashboardContract.summary)).resolves.toEqual({
      order_today_count: 2,
      sales_month_total: 1250000,
      pending_order_count: 1,
    });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/dashboard-summary']);
  });

  it('getDashboardSummary returns null for an empty {} body', async () => {
    const { provider } = setup(() => json({}));
    await expect(provider.call(dashboardContract.summary)).resolves.toBeNull();
  });

  it("getDashboardSummary falls back to 'Gagal memuat data ringkasan dashboard.'", async () => {
    const { provider } = setup(() => new Response(null, { status: 500 }));
    await expect(provider.call(dashboardContract.summary)).rejects.toThrow('Gagal memuat data ringkasan dashboard.');
  });

  it('uploadFile posts the file to /admin/upload-file and resolves to the url', async () => {
    const fetch = vi.fn<FetchLike>(async () => json({ url: 'https://cdn.test/x.webp' }));
    const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' }), resourceEntries);
    const file = new File([new Uint8Array([9])], 'x.webp', { type: 'image/webp' });
    await expect(uploadViaBackend(provider.call, provider.hasToken, { file, bucket: 'home-builder', path: 'main-desktop' })).resolves.toBe('https://cdn.test/x.webp');
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/admin/upload-file');
    const form = await request.formData();
    expect((form.get('file') as File).name).toBe('x.webp');
    expect(form.get('bucket')).toBe('home-builder');
    expect(form.get('path')).toBe('main-desktop');
  });

  it("uploadFile throws 'Backend tidak mengembalikan URL gambar' when the body has no url", async () => {
    const fetch = vi.fn<FetchLike>(async () => json({ message: 'ok' }));
    const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' }), resourceEntries);
    const file = new File([new Uint8Array([9])], 'x.png', { type: 'image/png' });
    await expect(uploadViaBackend(provider.call, provider.hasToken, { file })).rejects.toThrow('Backend tidak mengembalikan URL gambar');
  });

  it('uploadFile without an admin token is refused with the spec message and sends nothing', async () => {
    const fetch = vi.fn<FetchLike>(async () => json({ url: 'https://cdn.test/x.webp' }));
    const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => null }), resourceEntries);
    const file = new File([new Uint8Array([9])], 'x.png', { type: 'image/png' });
    await expect(uploadViaBackend(provider.call, provider.hasToken, { file })).rejects.toThrow('Token admin tidak ditemukan. Silakan login kembali.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('generateKnowledgeBase posts to the generate endpoint and falls back to the spec message', async () => {
    const { provider, sent } = setup(() => new Response(null, { status: 500 }));
    await expect(provider.call(knowledgeBaseContract.generate)).rejects.toThrow('Gagal update knowledge base bot!');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /admin/produk-web/generate-knowledge-base-bot']);
  });
});

describe('dataProvider.call: the one typed path for calls that are not CRUD', () => {
  const endpointWithEverything = endpoint({
    method: 'PUT',
    path: '/admin/contoh/{id}/baris/{baris}',
    params: {} as { id: number; baris: string },
    query: z.object({ tanggal: z.string(), halaman: z.optional(z.number()) }),
    body: z.object({ catatan: z.string(), jumlah: z.number() }),
    response: z.object({ data: z.object({ ok: z.boolean() }) }),
    unwrap: (raw) => raw.data.ok,
    fallback: 'Gagal menyimpan contoh.',
  });

  it('sends exactly the declared method, filled path, query, JSON body and bearer, and resolves to the unwrapped result', async () => {
    const { provider, sent } = setup(() => json({ data: { ok: true } }));
    const result = await provider.call(endpointWithEverything, {
      params: { id: 7, baris: 'a b' },
      query: { tanggal: '2026-11-22' },
      body: { catatan: 'Kirim besok', jumlah: 3 },
    });
    expect(result).toBe(true);
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/admin/contoh/7/baris/a%20b',
        search: '?tanggal=2026-11-22',
        body: { catatan: 'Kirim besok', jumlah: 3 },
        authorization: 'Bearer tok',
        contentType: 'application/json',
      },
    ]);
  });

  it("fails with the endpoint's own fallback when the server says nothing, and with the server's error when it does", async () => {
    const silent = setup(() => json({}, 500));
    await expect(silent.provider.call(endpointWithEverything, { params: { id: 1, baris: 'x' }, query: { tanggal: 'x' }, body: { catatan: '', jumlah: 0 } })).rejects.toThrow(
      'Gagal menyimpan contoh.',
    );
    const speaking = setup(() => json({ error: 'Baris sudah dikunci.' }, 409));
    const error = await speaking.provider.call(endpointWithEverything, { params: { id: 1, baris: 'x' }, query: { tanggal: 'x' }, body: { catatan: '', jumlah: 0 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('Baris sudah dikunci.');
  });

  it('passes the signal through, so react-query can cancel a read', async () => {
    const { provider, fetch } = setup(() => json({ data: { ok: true } }));
    const controller = new AbortController();
    await provider.call(endpointWithEverything, { params: { id: 1, baris: 'x' }, query: { tanggal: 'x' }, body: { catatan: '', jumlah: 0 }, signal: controller.signal });
    controller.abort();
    expect((fetch.mock.calls[0]?.[0] as Request).signal.aborted).toBe(true);
  });

  it('hasToken resolves (not returns) whether a session token is present, as react-admin proxies every method as a promise', async () => {
    const { provider } = setup();
    await expect(provider.hasToken()).resolves.toBe(true);
    const signedOut = createDataProvider(createApiClient({ baseUrl: BASE, fetch: vi.fn<FetchLike>(), getToken: () => null }), resourceEntries);
    await expect(signedOut.hasToken()).resolves.toBe(false);
  });
});

describe('dataProvider: resources by declaration', () => {
  it('answers an undeclared resource with a 404 error instead of throwing synchronously', async () => {
    const { provider, fetch } = setup();
    await expect(provider.getList('tidak-ada', listParams())).rejects.toThrow('Resource "tidak-ada" belum dipetakan ke backend.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads a resource mapping once, however many calls need it', async () => {
    const load = vi.fn(async () => (await import('@/resources/merk/resource')).merkResource);
    const fetch = vi.fn<FetchLike>(async (request) => json(new URL(request.url).pathname === '/admin/merk' ? BRANDS : BRANDS[0]));
    const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' }), { merk: load });
    await Promise.all([provider.getList('merk', listParams()), provider.getOne('merk', { id: 1 }), provider.getList('merk', listParams({ page: 2 }))]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('dataProvider: paged resources (a page without a total)', () => {
  const orderSchema = z.object({ id: z.number(), kode: z.string() });
  const pagedEntry = {
    pagination: 'partial' as const,
    list: endpoint({
      method: 'GET',
      path: '/admin/contoh-pesanan',
      query: z.object({ page: z.number(), limit: z.number(), tab: z.optional(z.string()), dari: z.optional(z.string()), diskonOnly: z.optional(z.boolean()) }),
      response: z.array(orderSchema),
      fallback: 'Gagal memuat pesanan.',
    }),
    get: endpoint({ method: 'GET', path: '/admin/contoh-pesanan/{id}', params: {} as { id: number }, response: orderSchema, fallback: 'Gagal memuat pesanan.' }),
    toQuery: ({ pagination, filter }: { pagination?: { page: number; perPage: number }; filter?: Record<string, unknown> }) => ({
      page: pagination?.page,
      limit: pagination?.perPage,
      tab: filter?.tab,
      dari: filter?.dari,
      diskonOnly: filter?.diskonOnly,
    }),
  };
  const pagedSetup = (respond: (request: Request) => Response) => {
    const requests: string[] = [];
    const fetch = vi.fn<FetchLike>(async (request) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      return respond(request);
    });
    const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' }), { pesanan: async () => pagedEntry });
    return { provider, requests };
  };

  it("sends react-admin's filters to the server through the entry's toQuery (tabs, dates, flags)", async () => {
    const { provider, requests } = pagedSetup(() => json([{ id: 1, kode: 'A-1' }]));
    await provider.getList('pesanan', listParams({ page: 2, perPage: 10, filter: { tab: 'siap-kirim', dari: '2026-11-01', diskonOnly: true } }));
    expect(requests).toEqual(['GET /admin/contoh-pesanan?page=2&limit=10&tab=siap-kirim&dari=2026-11-01&diskonOnly=true']);
  });

  it('getMany reads each wanted record by id instead of trusting the first page', async () => {
    const { provider, requests } = pagedSetup((request) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      return json({ id, kode: `A-${id}` });
    });
    const { data } = await provider.getMany('pesanan', { ids: [41, 7] });
    expect(data).toEqual([
      { id: 41, kode: 'A-41' },
      { id: 7, kode: 'A-7' },
    ]);
    expect(requests.sort()).toEqual(['GET /admin/contoh-pesanan/41', 'GET /admin/contoh-pesanan/7']);
  });

  it('getManyReference asks the server for the target as a filter', async () => {
    const { provider, requests } = pagedSetup(() => json([]));
    await provider.getManyReference('pesanan', { target: 'tab', id: 'selesai', filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 5 } });
    expect(requests).toEqual(['GET /admin/contoh-pesanan?page=1&limit=5&tab=selesai']);
  });
});

describe('dataProvider.prefetch: a screen’s first reads start at navigation and its own calls take them (issue 8, item 20)', () => {
  it('a client-paged list: the whole list once, then react-admin’s getList sends nothing more', async () => {
    const { provider, sent } = setup();
    await provider.prefetch({ kind: 'list', resource: 'merk', search: '' });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/merk']);
    const result = await provider.getList('merk', listParams({ perPage: 10, sort: { field: 'nama', order: 'ASC' } }));
    expect(result.data[0]).toMatchObject({ nama: 'avian' });
    expect(sent).toHaveLength(1);
  });

  it('a paged list asks for the page its address names, with the list view’s own page size by default', async () => {
    const { provider, sent } = setup(() => json([]));
    await provider.prefetch({ kind: 'list', resource: 'produk-web', search: '' });
    await provider.prefetch({ kind: 'list', resource: 'produk-web', search: '?filter=%7B%22q%22%3A%22semen%22%7D&page=2&perPage=8' });
    expect(sent.map((s) => `${s.path}${s.search}`)).toEqual(['/admin/produk-web?page=1&perPage=8', '/admin/produk-web?page=2&perPage=8&search=semen']);
    await provider.getList('produk-web', listParams({ page: 2, perPage: 8, filter: { q: 'semen' } }));
    expect(sent).toHaveLength(2);
  });

  it('an unreadable address still prefetches the first page, and a getList for other parameters is sent on its own', async () => {
    const { provider, sent } = setup(() => json([]));
    await provider.prefetch({ kind: 'list', resource: 'produk-web', search: '?filter=%7Bbroken&page=-3' });
    expect(sent[0]?.search).toBe('?page=1&perPage=8');
    await provider.getList('produk-web', listParams({ page: 3, perPage: 8 }));
    expect(sent).toHaveLength(2);
  });

  it('a list screen’s further reads start with it (each category card names its POS category)', async () => {
    const { provider, sent } = setup(() => json([]));
    await provider.prefetch({ kind: 'list', resource: 'web-kategori-produk', search: '' });
    expect(sent.map((s) => s.path).sort()).toEqual(['/admin/kategori-produk', '/admin/web-kategori-produk']);
  });

  it('an edit form’s record, and a page’s parameterless reads', async () => {
    const { provider, sent } = setup(() => json({}));
    await provider.prefetch({ kind: 'record', resource: 'produk-web', id: 12 });
    await provider.prefetch({ kind: 'reads', reads: [dashboardContract.summary] });
    expect(sent.map((s) => s.path)).toEqual(['/admin/produk-web/12/edit', '/admin/dashboard-summary']);
  });

  it('a page’s read with its query is warmed with that query, and the screen’s own call with it takes that read', async () => {
    const { provider, sent } = setup(() => json([]));
    const query = { include_completed: false, sort: 'priority' as const, limit: 100, offset: 0 };
    await provider.prefetch({ kind: 'reads', reads: [{ endpoint: penjualanWebContract.list, query }] });
    expect(sent.map((s) => s.path + s.search)).toEqual(['/admin/penjualan-web?include_completed=false&sort=priority&limit=100&offset=0']);
    expect(provider.peekRead(penjualanWebContract.list, { query })).toEqual([]);
    await provider.call(penjualanWebContract.list, { query });
    expect(sent).toHaveLength(1);
  });
});

describe('dataProvider penjualan-web: the server filters, the client sorts and pages, the list counts', () => {
  const seeded = seedPenjualanWeb(new Date('2026-11-23T00:00:00Z'), 'demo');
  // What a server answers for some filter: a handful of orders, in no particular order.
  const answer = [10, 250, 3, 120].map((index) => seeded[index]).filter((order) => order !== undefined);

  it('sends search, status and entity as the list call’s query', async () => {
    const { provider, sent } = setup(() => json(answer));
    await provider.getList('penjualan-web', { filter: { q: 'budi', status: 'LUNAS', entitas_id: 'e-cv' }, sort: { field: 'tanggal_pesan', order: 'DESC' }, pagination: { page: 1, perPage: 2 } });
    expect(sent.map((s) => s.path + s.search)).toEqual(['/admin/penjualan-web?search=budi&status=LUNAS&entitas_id=e-cv']);
  });

  it('pages and sorts what came back, and counts over all of it, not just the page', async () => {
    const { provider } = setup(() => json(answer));
    const result = await provider.getList('penjualan-web', { filter: {}, sort: { field: 'tanggal_pesan', order: 'DESC' }, pagination: { page: 1, perPage: 2 } });
    const newestFirst = [...answer].sort((a, b) => b.tanggal_pesan.localeCompare(a.tanggal_pesan));
    expect(result.data.map((order) => order.id)).toEqual(newestFirst.slice(0, 2).map((order) => order.id));
    expect(result.total).toBe(4);
    expect(result.meta).toEqual({ counts: historyCounts(answer) });
  });
});

describe('dataProvider: a screen’s own fallback for a failed read (meta.fallback)', () => {
  const screenWords = 'Gagal memuat data kategori.';

  it.each([
    ['getList', (p: ReturnType<typeof setup>['provider'], meta?: object) => p.getList('web-kategori-produk', { ...listParams(), meta })],
    ['getOne', (p: ReturnType<typeof setup>['provider'], meta?: object) => p.getOne('web-kategori-produk', { id: 1, meta })],
    ['getMany', (p: ReturnType<typeof setup>['provider'], meta?: object) => p.getMany('web-kategori-produk', { ids: [1], meta })],
  ])('%s: the screen’s words when the server says nothing, the endpoint’s without them, the server’s when it speaks', async (_method, read) => {
    await expect(read(setup(() => json({}, 500)).provider, { fallback: screenWords })).rejects.toMatchObject({ message: screenWords });
    await expect(read(setup(() => json({}, 500)).provider)).rejects.not.toMatchObject({ message: screenWords });
    await expect(read(setup(() => json({ error: 'Database sibuk' }, 500)).provider, { fallback: screenWords })).rejects.toMatchObject({ message: 'Database sibuk' });
  });
});

describe('dataProvider.peek: react-admin’s query under a key, from a warmed read that has arrived (issue 26)', () => {
  const arrived = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a list page react-admin would get, once the list’s read warmed at navigation is in; nothing before; one request in all', async () => {
    const { provider, fetch } = setup();
    const key = ['merk', 'getList', listParams({ sort: { field: 'nama', order: 'ASC' }, perPage: 2 })] as const;
    expect(provider.peek(key)).toBeUndefined();
    await provider.prefetch({ kind: 'list', resource: 'merk', search: '' });
    await arrived();
    const peeked = provider.peek(key);
    // The screen's own call takes the warmed read and gets the same page.
    const expected = await provider.getList('merk', key[2]);
    expect(peeked).toEqual({ ...expected, pageInfo: undefined, meta: undefined });
    expect(expected.data.map((brand) => brand.nama)).toEqual(['avian', 'Dulux']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a record for its edit form; nothing for a key that is not react-admin’s list or record', async () => {
    const { provider } = setup((request) => json(new URL(request.url).pathname.endsWith('/7') ? BRANDS[5] : BRANDS));
    await provider.prefetch({ kind: 'record', resource: 'merk', id: '7' });
    await arrived();
    expect(provider.peek(['merk', 'getOne', { id: '7' }])).toEqual(BRANDS[5]);
    expect(provider.peek(['merk', 'getOne', { id: '8' }])).toBeUndefined();
    expect(provider.peek(['merk', 'getMany', { ids: ['7'] }])).toBeUndefined();
    expect(provider.peek(['auth', 'checkAuth', {}])).toBeUndefined();
  });
});
