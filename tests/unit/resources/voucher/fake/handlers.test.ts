import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';
import { seedVoucher } from '@/resources/voucher/fake/seed';

const NOW = new Date('2026-03-15T05:30:00.000Z');

const setup = () => {
  const harness = createFakeBackendHarness(NOW);
  return { ...harness, call: (method: string, path: string, body?: unknown) => harness.call<Record<string, unknown>>(method, path, body) };
};

const input = (overrides: Record<string, unknown> = {}) => ({
  nama_voucher: 'Diskon Genteng Metal',
  kode_voucher: 'GENTENG5',
  tipe_diskon: 'PERSEN',
  nilai_diskon: 5,
  nominal_diskon_maks: 0,
  min_belanja: 200000,
  kuota_voucher: null,
  tanggal_mulai: '2026-03-15',
  tanggal_berakhir: '2026-04-15',
  status: 'AKTIF',
  voucher_type: 'PUBLIC',
  customer_email: null,
  ...overrides,
});

describe('fake backend: vouchers', () => {
  it('lists items[] newest first', async () => {
    const { call } = setup();
    const { status, body } = await call('GET', '/admin/voucher');
    expect(status).toBe(200);
    const items = body.items as Array<{ created_at: string }>;
    const times = items.map((v) => v.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('creates a voucher (code normalised) that then comes first in the list and persists', async () => {
    const { call, db, persist } = setup();
    const created = await call('POST', '/admin/voucher', input({ kode_voucher: 'genteng 5' }));
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Voucher baru berhasil ditambahkan!');
    expect(created.body.data).toMatchObject({ kode_voucher: 'GENTENG5', nama_voucher: 'Diskon Genteng Metal', created_at: NOW.toISOString() });
    expect(persist).toHaveBeenCalled();
    const list = await call('GET', '/admin/voucher');
    expect((list.body.items as Array<{ kode_voucher: string }>)[0]?.kode_voucher).toBe('GENTENG5');
    expect(db.voucher).toHaveLength(seedVoucher(NOW).length + 1);
  });

  it.each([
    [{ nama_voucher: '' }, 'Nama dan Kode Voucher wajib diisi.'],
    [{ nilai_diskon: 101 }, 'Untuk tipe PERSEN, nilai diskon harus antara 1-100.'],
    [{ tipe_diskon: 'NOMINAL', nilai_diskon: 0, nominal_diskon_maks: null }, 'Untuk tipe NOMINAL, nilai diskon harus lebih dari 0.'],
    [{ tanggal_berakhir: '' }, 'Tanggal Mulai dan Tanggal Berakhir wajib diisi.'],
    [{ tanggal_berakhir: '2026-03-14' }, 'Tanggal Berakhir tidak boleh sebelum Tanggal Mulai.'],
    [{ voucher_type: 'PRIVATE', customer_email: null }, 'Email customer wajib diisi untuk voucher PRIVATE.'],
    [{ min_belanja: -1 }, 'Minimal belanja tidak boleh kurang dari 0.'],
  ])('refuses %j with 400 and "%s", storing nothing', async (change, message) => {
    const { call, db, persist } = setup();
    const before = db.voucher.length;
    const { status, body } = await call('POST', '/admin/voucher', input(change));
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(db.voucher).toHaveLength(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it('refuses a body of the wrong shape with 400', async () => {
    const { call } = setup();
    const { status } = await call('POST', '/admin/voucher', { nama_voucher: 'x' });
    expect(status).toBe(400);
  });

  it('refuses a code another voucher has with 409, whatever its case and spacing', async () => {
    const { call } = setup();
    const { status, body } = await call('POST', '/admin/voucher', input({ kode_voucher: 'semen akhirtahun' }));
    expect(status).toBe(409);
    expect(body.error).toBe('Kode voucher "SEMENAKHIRTAHUN" sudah digunakan voucher lain.');
  });

  it('updates a voucher, keeping its own code, stores NOMINAL with cap null and PUBLIC with no e-mail', async () => {
    const { call, db } = setup();
    const target = db.voucher.find((v) => v.kode_voucher === 'SETIABUDI');
    const { status, body } = await call(
      'PUT',
      `/admin/voucher/${target?.id}`,
      input({ kode_voucher: 'SETIABUDI', tipe_diskon: 'NOMINAL', nilai_diskon: 30000, nominal_diskon_maks: 5000, customer_email: { email: 'x@y.id' } }),
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Voucher berhasil diperbarui!');
    expect(db.voucher.find((v) => v.id === target?.id)).toMatchObject({
      tipe_diskon: 'NOMINAL',
      nilai_diskon: 30000,
      nominal_diskon_maks: null,
      voucher_type: 'PUBLIC',
      customer_email: null,
      created_at: target?.created_at,
    });
  });

  it('PATCH nonaktif sets NONAKTIF once; a second time is a 409', async () => {
    const { call, db } = setup();
    const target = db.voucher.find((v) => v.status === 'AKTIF');
    const first = await call('PATCH', `/admin/voucher/${target?.id}/nonaktif`, {});
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Voucher berhasil dinonaktifkan.');
    expect(db.voucher.find((v) => v.id === target?.id)?.status).toBe('NONAKTIF');
    const second = await call('PATCH', `/admin/voucher/${target?.id}/nonaktif`, {});
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('Voucher sudah berstatus NONAKTIF.');
  });

  it('DELETE removes the voucher; then it is 404 everywhere', async () => {
    const { call, db } = setup();
    const id = db.voucher[0]?.id;
    expect((await call('DELETE', `/admin/voucher/${id}`)).body.message).toBe('Voucher berhasil dihapus.');
    expect(db.voucher.some((v) => v.id === id)).toBe(false);
    for (const [method, path, body] of [
      ['GET', `/admin/voucher/${id}`],
      ['PUT', `/admin/voucher/${id}`, input()],
      ['PATCH', `/admin/voucher/${id}/nonaktif`, {}],
      ['DELETE', `/admin/voucher/${id}`],
    ] as const) {
      const response = await call(method, path, body);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('Voucher tidak ditemukan.');
    }
  });
});


describe('fake backend: vouchers are validated like a real shop backend (issue 8)', () => {
  it.each([
    [{ nama_voucher: '\u200b' }, 'Nama dan Kode Voucher wajib diisi.'],
    [{ nama_voucher: 'x'.repeat(10_000) }, 'Nama Voucher maksimal 100 karakter.'],
    [{ kode_voucher: 'K'.repeat(31) }, 'Kode Voucher maksimal 30 karakter.'],
    [{ tipe_diskon: 'NOMINAL', nilai_diskon: 0.5, nominal_diskon_maks: null }, 'Rupiah harus bilangan bulat (tanpa sen).'],
    [{ tipe_diskon: 'NOMINAL', nilai_diskon: 1e300, nominal_diskon_maks: null }, 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
    [{ min_belanja: 1e300 }, 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
    [{ tanggal_mulai: '2025-13-45' }, 'Tanggal Mulai bukan tanggal yang valid.'],
    [{ tanggal_mulai: '0000-00-00' }, 'Tanggal Mulai bukan tanggal yang valid.'],
    [{ tanggal_mulai: '1900-01-01' }, 'Tanggal Mulai harus di antara tahun 2000 dan 2100.'],
    [{ tanggal_berakhir: 'NaN-NaN-NaN' }, 'Tanggal Berakhir bukan tanggal yang valid.'],
    [{ tanggal_mulai: '2026-01-01', tanggal_berakhir: '2026-03-14' }, 'Tanggal Berakhir tidak boleh sebelum hari ini.'],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    const { call, db, persist } = setup();
    const before = db.voucher.length;
    expect(await call('POST', '/admin/voucher', input(change))).toEqual({ status: 400, body: { error: message } });
    expect(db.voucher).toHaveLength(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it('a voucher ending today (Jakarta) is taken', async () => {
    const { call } = setup();
    expect((await call('POST', '/admin/voucher', input({ tanggal_mulai: '2026-03-01', tanggal_berakhir: '2026-03-15' }))).status).toBe(201);
  });

  it('an expired voucher can be edited without moving its end; moving its end into the past is refused', async () => {
    const { call, db } = setup();
    const created = await call('POST', '/admin/voucher', input());
    const id = (created.body.data as { id: number }).id;
    const stored = db.voucher.find((v) => v.id === id)!;
    // Time passed: the voucher ended last month.
    Object.assign(stored, { tanggal_mulai: '2026-01-01', tanggal_berakhir: '2026-02-01' });
    const renamed = await call('PUT', `/admin/voucher/${id}`, input({ nama_voucher: 'Nama Baru', tanggal_mulai: '2026-01-01', tanggal_berakhir: '2026-02-01' }));
    expect(renamed.status).toBe(200);
    expect(stored.nama_voucher).toBe('Nama Baru');
    const moved = await call('PUT', `/admin/voucher/${id}`, input({ tanggal_mulai: '2026-01-01', tanggal_berakhir: '2026-02-10' }));
    expect(moved).toEqual({ status: 400, body: { error: 'Tanggal Berakhir tidak boleh sebelum hari ini.' } });
    expect(stored.tanggal_berakhir).toBe('2026-02-01');
  });

  it('stores name and code without invisible characters', async () => {
    const { call } = setup();
    const { body } = await call('POST', '/admin/voucher', input({ nama_voucher: '\u200bHemat\u202e Semen', kode_voucher: 'HEMAT\u200b20' }));
    expect(body.data).toMatchObject({ nama_voucher: 'Hemat Semen', kode_voucher: 'HEMAT20' });
  });
});
