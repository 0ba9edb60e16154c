import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '@/api/client';
import { HttpError } from '@/api/errors';
import { createDataProvider } from '@/providers/dataProvider';
import { resourceEntries } from '@/resources';
import { saveCashbackSettings } from '@/custom-pages/cashback-settings/api';
import { cashbackSettingsContract } from '@/custom-pages/cashback-settings/contract';
import { voucherContract } from '@/resources/voucher/contract';

const BASE = 'https://api.toko.test';

const json = (body: unknown, status = 200): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const voucher = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  nama_voucher: `Voucher ${id}`,
  kode_voucher: `KODE${id}`,
  tipe_diskon: 'PERSEN',
  nilai_diskon: 10,
  nominal_diskon_maks: 0,
  min_belanja: 0,
  kuota_voucher: null,
  tanggal_mulai: '2026-12-01',
  tanggal_berakhir: '2026-12-31',
  status: 'AKTIF',
  voucher_type: 'PUBLIC',
  customer_email: null,
  ...overrides,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

const setup = (respond: (request: Request) => Response | Promise<Response>) => {
  const sent: Sent[] = [];
  const fetch = vi.fn<FetchLike>(async (request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
    });
    return respond(request);
  });
  const api = createApiClient({ baseUrl: BASE, fetch, getToken: () => 'tok' });
  return { provider: createDataProvider(api, resourceEntries), sent };
};

const formValues = {
  nama_voucher: ' Diskon Semen Akhir Tahun ',
  kode_voucher: 'semen akhir',
  tipe_diskon: 'PERSEN',
  nilai_diskon: 10,
  nominal_diskon_maks: null,
  min_belanja: 500000,
  kuota_voucher: null,
  tanggal_mulai: '2026-12-01',
  tanggal_berakhir: '2026-12-31',
  status: 'AKTIF',
  voucher_type: 'PUBLIC',
  customer_email: { email: 'sisa@ketikan.id' },
};

describe('dataProvider voucher', () => {
  it('getList calls GET /admin/voucher once, unwraps items[] and pages on the client', async () => {
    const items = Array.from({ length: 12 }, (_, i) => voucher(i + 1));
    const { provider, sent } = setup(() => json({ items }));
    const result = await provider.getList('voucher', { filter: {}, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 10 } });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/voucher']);
    expect(sent[0]?.authorization).toBe('Bearer tok');
    expect(result.total).toBe(12);
    expect(result.data.map((v) => v.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('getList searches name and code', async () => {
    const { provider } = setup(() => json({ items: [voucher(1, { nama_voucher: 'Diskon Semen' }), voucher(2, { kode_voucher: 'CATHEMAT' }), voucher(3)] }));
    const byName = await provider.getList('voucher', { filter: { q: 'semen' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });
    const byCode = await provider.getList('voucher', { filter: { q: 'cathemat' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });
    expect(byName.data.map((v) => v.id)).toEqual([1]);
    expect(byCode.data.map((v) => v.id)).toEqual([2]);
  });

  it('records are normalised: string numbers, a bare e-mail string and missing optional fields', async () => {
    const raw = voucher(5, {
      nilai_diskon: '25000.00',
      tipe_diskon: 'NOMINAL',
      nominal_diskon_maks: undefined,
      min_belanja: '100000',
      kuota_voucher: '3',
      voucher_type: undefined,
      customer_email: 'budi@gmail.com',
    });
    const { provider } = setup(() => json({ items: [raw] }));
    const { data } = await provider.getList('voucher', { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });
    expect(data[0]).toMatchObject({
      nilai_diskon: 25000,
      nominal_diskon_maks: null,
      min_belanja: 100000,
      kuota_voucher: 3,
      voucher_type: 'PRIVATE',
      customer_email: { email: 'budi@gmail.com' },
    });
  });

  it('a bare array is accepted as the list too', async () => {
    const { provider } = setup(() => json([voucher(1), voucher(2)]));
    const result = await provider.getList('voucher', { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });
    expect(result.total).toBe(2);
  });

  it('getOne calls GET /admin/voucher/7', async () => {
    const { provider, sent } = setup(() => json(voucher(7)));
    const { data } = await provider.getOne('voucher', { id: 7 });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/voucher/7']);
    expect(data).toMatchObject({ id: 7, kode_voucher: 'KODE7' });
  });

  it('create POSTs exactly the spec payload: PERSEN with no cap → 0, empty quota → null, PUBLIC → customer_email null', async () => {
    const { provider, sent } = setup(() => json({ message: 'Voucher baru berhasil ditambahkan!', data: voucher(20) }, 201));
    await provider.create('voucher', { data: { ...formValues, id: 99, catatan: 'tidak dikirim' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/admin/voucher' });
    expect(sent[0]?.body).toStrictEqual({
      nama_voucher: 'Diskon Semen Akhir Tahun',
      kode_voucher: 'SEMENAKHIR',
      tipe_diskon: 'PERSEN',
      nilai_diskon: 10,
      nominal_diskon_maks: 0,
      min_belanja: 500000,
      kuota_voucher: null,
      tanggal_mulai: '2026-12-01',
      tanggal_berakhir: '2026-12-31',
      status: 'AKTIF',
      voucher_type: 'PUBLIC',
      customer_email: null,
    });
  });

  it('create with NOMINAL and PRIVATE sends the amount, cap null and { email }', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok' }, 201));
    await provider.create('voucher', {
      data: { ...formValues, tipe_diskon: 'NOMINAL', nilai_diskon: 25000, nominal_diskon_maks: 10000, kuota_voucher: 5, voucher_type: 'PRIVATE', customer_email: { email: 'budi@gmail.com' } },
    });
    expect(sent[0]?.body).toMatchObject({
      tipe_diskon: 'NOMINAL',
      nilai_diskon: 25000,
      nominal_diskon_maks: null,
      kuota_voucher: 5,
      voucher_type: 'PRIVATE',
      customer_email: { email: 'budi@gmail.com' },
    });
  });

  it('update PUTs /admin/voucher/7 with the merged record as payload', async () => {
    const { provider, sent } = setup(() => json({ message: 'Voucher berhasil diperbarui!' }));
    await provider.update('voucher', { id: 7, data: { status: 'NONAKTIF' }, previousData: voucher(7) });
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/admin/voucher/7' });
    expect(sent[0]?.body).toMatchObject({ kode_voucher: 'KODE7', status: 'NONAKTIF', nominal_diskon_maks: 0 });
    expect(Object.keys(sent[0]?.body as object)).not.toContain('id');
  });

  it('delete sends DELETE /admin/voucher/7 with no body', async () => {
    const { provider, sent } = setup(() => json({ message: 'Voucher berhasil dihapus.' }));
    await provider.delete('voucher', { id: 7, previousData: voucher(7) });
    expect(sent).toEqual([expect.objectContaining({ method: 'DELETE', path: '/admin/voucher/7', body: undefined })]);
  });

  it('deactivateVoucher sends PATCH /admin/voucher/7/nonaktif with an empty JSON body', async () => {
    const { provider, sent } = setup(() => json({ message: 'Voucher berhasil dinonaktifkan.' }));
    await provider.call(voucherContract.deactivate, { params: { id: 7 } });
    expect(sent).toEqual([expect.objectContaining({ method: 'PATCH', path: '/admin/voucher/7/nonaktif', body: {}, authorization: 'Bearer tok' })]);
  });

  it.each([
    ['getList', (p: ReturnType<typeof setup>['provider']) => p.getList('voucher', { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }), 'Gagal mengambil data voucher.'],
    ['create', (p: ReturnType<typeof setup>['provider']) => p.create('voucher', { data: formValues }), 'Gagal menyimpan voucher.'],
    ['delete', (p: ReturnType<typeof setup>['provider']) => p.delete('voucher', { id: 3 }), 'Gagal menghapus voucher.'],
    ['deactivateVoucher', (p: ReturnType<typeof setup>['provider']) => p.call(voucherContract.deactivate, { params: { id: 3 } }), 'Gagal menonaktifkan voucher.'],
  ])('%s falls back to the spec message when the server gives none', async (_name, call, fallback) => {
    const { provider } = setup(() => json({}, 500));
    const error = await call(provider).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(fallback);
  });

  it("the server's error text wins over the fallback", async () => {
    const { provider } = setup(() => json({ error: 'Kode voucher "SEMEN" sudah digunakan voucher lain.' }, 409));
    const error = (await provider.create('voucher', { data: formValues }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(409);
    expect(error.message).toBe('Kode voucher "SEMEN" sudah digunakan voucher lain.');
  });
});

describe('dataProvider cashback settings', () => {
  const settings = { persen_cashback: 2.5, maksimal_cashback_per_order: 50000, aktif: true };

  it('getCashbackSettings calls GET /admin/cashback-settings and reads bare, data-wrapped and string values', async () => {
    const bare = setup(() => json(settings));
    expect(await bare.provider.call(cashbackSettingsContract.get)).toEqual(settings);
    expect(bare.sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /admin/cashback-settings']);

    const wrapped = setup(() => json({ data: { persen_cashback: '2.50', maksimal_cashback_per_order: '50000.00', aktif: 1 } }));
    expect(await wrapped.provider.call(cashbackSettingsContract.get)).toEqual(settings);
  });

  it('getCashbackSettings resolves null when the programme was never set up', async () => {
    const { provider } = setup(() => json(null));
    expect(await provider.call(cashbackSettingsContract.get)).toBeNull();
  });

  it('saveCashbackSettings POSTs exactly the three fields and returns what the server stored', async () => {
    const stored = { ...settings, persen_cashback: 3 };
    const { provider, sent } = setup(() => json({ message: 'Pengaturan cashback berhasil disimpan!', data: stored }));
    const result = await saveCashbackSettings(provider.call, { ...settings, persen_cashback: 3 });
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/cashback-settings', body: stored })]);
    expect(result).toEqual(stored);
  });

  it('saveCashbackSettings returns what was sent when the server only answers a message', async () => {
    const { provider } = setup(() => json({ message: 'Tersimpan' }));
    expect(await saveCashbackSettings(provider.call, settings)).toEqual(settings);
  });

  it('load and save failures use the spec fallbacks', async () => {
    const { provider } = setup(() => json({}, 500));
    await expect(provider.call(cashbackSettingsContract.get)).rejects.toThrow('Gagal memuat data pengaturan cashback.');
    await expect(saveCashbackSettings(provider.call, settings)).rejects.toThrow('Gagal menyimpan pengaturan cashback.');
  });
});
