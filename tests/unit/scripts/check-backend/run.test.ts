import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { endpoint } from '@/api/endpoint';
import { mutationResult } from '@/api/schemas/common';
import { checkBackend, WritesRefused, type ContractEntry } from '../../../../scripts/check-backend/run';

const merk = z.object({ id: z.int(), nama: z.string() });
const entries: ContractEntry[] = [
  ['merk.list', endpoint({ fallback: 'x', method: 'GET', path: '/admin/merk', response: z.array(merk) })],
  ['merk.get', endpoint({ fallback: 'x', method: 'GET', path: '/admin/merk/{id}', response: merk })],
  ['merk.create', endpoint({ fallback: 'x', method: 'POST', path: '/admin/merk', body: z.object({ nama: z.string() }), response: mutationResult })],
  ['merk.update', endpoint({ fallback: 'x', method: 'PUT', path: '/admin/merk/{id}', body: z.object({ nama: z.string() }), response: mutationResult })],
  ['gudang.bongkar', endpoint({ fallback: 'x', method: 'GET', path: '/admin/gudang/bongkar', response: mutationResult })],
  ['toko.produk', endpoint({ fallback: 'x', method: 'GET', path: '/web/produk', response: z.array(z.unknown()) })],
];

interface Sent {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

/** A backend in a function: answers the paths above and records every request it was sent. */
const fakeServer = (options: { testControls?: boolean; merkListStatus?: number } = {}) => {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    sent.push({ method, path: url.pathname, auth: headers.get('Authorization'), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/__fake/db') return options.testControls ? json({ merk: [] }) : json({ error: 'Endpoint /__fake/db tidak ditemukan.' }, 404);
    if (url.pathname === '/__fake/reset') return json({ reset: true });
    if (url.pathname === '/admin/merk') return json(options.merkListStatus ? { error: 'Server sedang sibuk.' } : [{ id: 7, nama: 'Avian' }], options.merkListStatus ?? 200);
    if (url.pathname === '/admin/merk/7') return json(method === 'PUT' ? { message: 'ok' } : { id: 7, nama: 'Avian' });
    if (url.pathname === '/web/produk') return json([]);
    return json({ error: 'tidak ada' }, 404);
  }) as typeof globalThis.fetch;
  return { sent, fetch };
};

describe('checkBackend: every GET of the contract, checked, and no write unless asked', () => {
  it('sends only GETs, takes the record’s id from the list, and never sends a GET that changes data', async () => {
    const server = fakeServer();
    const { rows } = await checkBackend({ baseUrl: 'http://api.test/', token: 'tok', entries, fetch: server.fetch });
    expect(server.sent.every((request) => request.method === 'GET')).toBe(true);
    expect(server.sent.map((request) => request.path)).toEqual(['/admin/merk', '/web/produk', '/admin/merk/7']);
    expect(rows.map((row) => [row.name, row.request, row.outcome.kind])).toEqual([
      ['merk.list', 'GET /admin/merk', 'ok'],
      ['merk.get', 'GET /admin/merk/7', 'ok'],
      ['gudang.bongkar', 'GET /admin/gudang/bongkar', 'skipped'],
      ['toko.produk', 'GET /web/produk', 'ok'],
    ]);
  });

  it('sends the token as the app does: on /admin paths only', async () => {
    const server = fakeServer();
    await checkBackend({ baseUrl: 'http://api.test', token: 'tok', entries, fetch: server.fetch });
    expect(server.sent.find((r) => r.path === '/admin/merk')?.auth).toBe('Bearer tok');
    expect(server.sent.find((r) => r.path === '/web/produk')?.auth).toBeNull();
  });

  it('fails a refused call with the server’s words, and skips the read that needed its ids', async () => {
    const server = fakeServer({ merkListStatus: 503 });
    const { rows } = await checkBackend({ baseUrl: 'http://api.test', entries, fetch: server.fetch });
    expect(rows[0]).toMatchObject({ name: 'merk.list', status: 503, outcome: { kind: 'failed', reason: 'Server sedang sibuk.' } });
    expect(rows[1]).toMatchObject({ name: 'merk.get', request: 'GET /admin/merk/{id}', outcome: { kind: 'skipped' } });
    expect(server.sent.some((r) => r.path.startsWith('/admin/merk/'))).toBe(false);
  });

  it('skips, not fails, an optional endpoint (a path the spec does not name) the server lacks; a named one that 404s fails', async () => {
    const server = fakeServer();
    const summary = (optional: boolean): ContractEntry => ['orders.summary', endpoint({ fallback: 'x', method: 'GET', path: '/admin/ringkasan', optional, response: z.object({ total: z.number() }) })];
    const optional = await checkBackend({ baseUrl: 'http://api.test', entries: [summary(true)], fetch: server.fetch });
    expect(optional.rows[0]).toMatchObject({ status: 404, outcome: { kind: 'skipped', reason: 'optional endpoint absent on this server' } });
    const named = await checkBackend({ baseUrl: 'http://api.test', entries: [summary(false)], fetch: server.fetch });
    expect(named.rows[0]).toMatchObject({ status: 404, outcome: { kind: 'failed' } });
  });

  it('fails a call that got no answer', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const { rows } = await checkBackend({ baseUrl: 'http://api.test', entries: entries.slice(0, 1), fetch });
    expect(rows[0]?.outcome).toEqual({ kind: 'failed', reason: 'no answer (fetch failed)' });
  });

  it('refuses --with-writes against a server without the fake’s test controls, having sent nothing else', async () => {
    const server = fakeServer({ testControls: false });
    await expect(checkBackend({ baseUrl: 'http://api.test', entries, withWrites: true, fetch: server.fetch })).rejects.toThrow(WritesRefused);
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /__fake/db']);
  });

  it('with --with-writes on the fake, sends each update the record it served and resets the fake last', async () => {
    const server = fakeServer({ testControls: true });
    const { rows, notes } = await checkBackend({ baseUrl: 'http://api.test', entries, withWrites: true, fetch: server.fetch });
    const writes = server.sent.filter((r) => r.method !== 'GET');
    expect(writes).toEqual([
      { method: 'PUT', path: '/admin/merk/7', auth: null, body: { nama: 'Avian' } },
      { method: 'POST', path: '/__fake/reset', auth: null, body: undefined },
    ]);
    expect(rows.find((row) => row.name === 'merk.update')).toMatchObject({ request: 'PUT /admin/merk/7', status: 200, outcome: { kind: 'ok' } });
    expect(rows.some((row) => row.name === 'merk.create')).toBe(false);
    expect(notes.join('\n')).toContain('was reset');
  });
});
