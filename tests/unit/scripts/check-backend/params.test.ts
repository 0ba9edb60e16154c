import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { endpoint, type AnyEndpoint } from '@/api/endpoint';
import { reportQuerySchema } from '@/api/schemas/report';
import { harmlessQuery, pathParamValues, queryString, type KnownAnswer } from '../../../../scripts/check-backend/params';
import { produkWebContract } from '@/resources/produk-web/contract';

const today = new Date(2026, 10, 23);
const get = (path: string): AnyEndpoint => endpoint({ fallback: 'x', method: 'GET', path, response: z.unknown() });
const answer = (name: string, path: string, unwrapped: unknown): KnownAnswer => ({ name, endpoint: get(path), unwrapped });

describe('harmlessQuery: the least query a GET accepts', () => {
  it('sends nothing when there is no query or every field is optional', () => {
    expect(harmlessQuery(undefined, today)).toEqual({ query: {} });
    expect(harmlessQuery(produkWebContract.list.query, today)).toEqual({ query: {} });
  });

  it('gives required fields the first enum choice, a small limit and a harmless word', () => {
    expect(harmlessQuery(reportQuerySchema, today)).toEqual({ query: { filter: 'HARIAN' } });
    expect(harmlessQuery(produkWebContract.storefrontList.query, today)).toEqual({ query: { limit: '10' } });
    expect(harmlessQuery(produkWebContract.searchForFlashSale.query, today)).toEqual({ query: { q: 'semen' } });
    expect(harmlessQuery(z.object({ aktif: z.boolean(), page: z.number(), tanggal: z.string() }), today)).toEqual({ query: { aktif: 'false', page: '1', tanggal: '2026-11-23' } });
  });

  it('adds today as the period only when asked to', () => {
    expect(harmlessQuery(reportQuerySchema, today, true)).toEqual({ query: { filter: 'HARIAN', tanggal: '2026-11-23', bulan: '11', tahun: '2026' } });
  });

  it('refuses to guess a required field it has no harmless value for', () => {
    expect(harmlessQuery(z.object({ berkas: z.array(z.string()) }), today)).toEqual({ unfillable: 'no harmless value for the required query field "berkas"' });
  });

  it('writes the query as the app does', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ filter: 'HARIAN', q: 'semen putih' })).toBe('?filter=HARIAN&q=semen+putih');
  });
});

describe('pathParamValues: a real id for a templated GET, from what the lists held', () => {
  const merkList = answer('merk.list', '/admin/merk', [{ id: 20, nama: 'American Standard' }]);
  const otherList = answer('voucher.list', '/admin/voucher', [{ id: 12 }]);

  it('takes {id} from the first record of the collection the address hangs under', () => {
    expect(pathParamValues('/admin/merk/{id}', 'merk', [otherList, merkList])).toEqual({ params: { id: 20 }, from: 'merk.list[0].id' });
  });

  it('prefers the collection over a sibling address of the same area', () => {
    const summary = answer('penjualan-web.summary', '/admin/penjualan-web/summary', [{ id: 'ringkasan' }]);
    const list = answer('penjualan-web.list', '/admin/penjualan-web', [{ id: 266 }]);
    expect(pathParamValues('/admin/penjualan-web/{id}/tracking', 'penjualan-web', [summary, list])).toMatchObject({ params: { id: 266 } });
  });

  it('takes a named parameter from a field of that name, even under another collection', () => {
    const threads = answer('chat-management.threads', '/admin/chat/threads', [{ id: 1, orderId: 266 }]);
    expect(pathParamValues('/admin/chat/transaksi/{orderId}/messages', 'chat-management', [threads])).toEqual({ params: { orderId: 266 }, from: 'chat-management.threads[0].orderId' });
  });

  it('takes {produkId} as the id of the list named after products, not of the area’s other lists', () => {
    const map = answer('warehouse-map.map', '/admin/warehouse/map', [{ id: 'zona-a' }]);
    const products = answer('warehouse-map.products', '/admin/produk', [{ id: 1001, namaProduk: 'Semen Tiga Roda 50kg' }]);
    expect(pathParamValues('/admin/warehouse/stock-by-location/{produkId}', 'warehouse-map', [map, products])).toMatchObject({ params: { produkId: 1001 } });
  });

  it('never takes a bare {id} from an unrelated list, and says so', () => {
    expect(pathParamValues('/admin/merk/{id}', 'merk', [otherList, answer('merk.list', '/admin/merk', [])])).toEqual({ unfillable: 'no record found to take {id} from' });
  });
});
