import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '../../../src/api/client';
import { HttpError } from '../../../src/api/errors';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { resourceTable } from '../../../src/providers/resourceTable';

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
  const provider = createDataProvider(api, resourceTable);
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
    await expect(provider.getDashboardSummary()).resolves.toEqual({
      order_today_count: 2,
      sales_month_total: 1250000,
      pending_order_count: 1,
    });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/dashboard-summary']);
  });

  it('getDashboardSummary returns null for an empty {} body', async () => {
    const { provider } = setup(() => json({}));
    await expect(provider.getDashboardSummary()).resolves.toBeNull();
  });

  it("getDashboardSummary falls back to 'Gagal memuat data ringkasan dashboard.'", async () => {
    const { provider } = setup(() => new Response(null, { status: 500 }));
    await expect(provider.getDashboardSummary()).rejects.toThrow('Gagal memuat data ringkasan dashboard.');
  });

  it('uploadFile posts the file to /admin/upload-file and resolves to the url', async () => {
    const fetch = vi.fn<FetchLike>(async () => json({ url: 'https://cdn.test/x.webp' }));
    const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' }), resourceTable);
    const file = new File([new Uint8Array([9])], 'x.webp', { type: 'image/webp' });
    await expect(provider.uploadFile({ file, bucket: 'home-builder', path: 'main-desktop' })).resolves.toBe('https://cdn.test/x.webp');
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
    const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' }), resourceTable);
    const file = new File([new Uint8Array([9])], 'x.png', { type: 'image/png' });
    await expect(provider.uploadFile({ file })).rejects.toThrow('Backend tidak mengembalikan URL gambar');
  });

  it('uploadFile without an admin token is refused with the spec message and sends nothing', async () => {
    const fetch = vi.fn<FetchLike>(async () => json({ url: 'https://cdn.test/x.webp' }));
    const provider = createDataProvider(createApiClient({ baseUrl: BASE, fetch, getToken: () => null }), resourceTable);
    const file = new File([new Uint8Array([9])], 'x.png', { type: 'image/png' });
    await expect(provider.uploadFile({ file })).rejects.toThrow('Token admin tidak ditemukan. Silakan login kembali.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('generateKnowledgeBase posts to the generate endpoint and falls back to the spec message', async () => {
    const { provider, sent } = setup(() => new Response(null, { status: 500 }));
    await expect(provider.generateKnowledgeBase()).rejects.toThrow('Gagal update knowledge base bot!');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /admin/produk-web/generate-knowledge-base-bot']);
  });
});
