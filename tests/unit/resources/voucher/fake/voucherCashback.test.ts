import { fakeAreas } from '../../../../../src/fake-api/areas';
import { describe, expect, it, vi } from 'vitest';
import { voucherRecordSchema } from '../../../../../src/resources/voucher/schemas';
import { createSeedDb, DEMO_ACCOUNT } from '../../../../../src/fake-api/db';
import { createFaultList } from '../../../../../src/fake-api/faults';
import { createFakeBackend } from '../../../../../src/fake-api/router';
import { seedVoucher } from '../../../../../src/resources/voucher/fake/seed';
import { voucherPeriod } from '../../../../../src/resources/voucher/rules';

const NOW = new Date('2026-03-15T05:30:00.000Z');
const TOKEN = 'voucher-test-token';

const setup = () => {
  const db = createSeedDb(NOW, fakeAreas);
  db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: NOW.toISOString() };
  const persist = vi.fn();
  const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist, faults: createFaultList(), now: () => NOW });
  const call = async (method: string, path: string, body?: unknown) => {
    const headers = new Headers({ Authorization: `Bearer ${TOKEN}` });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await backend(new Request(`http://fake.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { db, persist, call };
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

describe('seedVoucher', () => {
  const vouchers = seedVoucher(NOW);

  it('has at least 8 vouchers that pass the record schema, with unique upper-case codes', () => {
    expect(vouchers.length).toBeGreaterThanOrEqual(8);
    for (const voucher of vouchers) expect(() => voucherRecordSchema.parse(voucher)).not.toThrow();
    const codes = vouchers.map((v) => v.kode_voucher);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]+$/);
  });

  it('mixes PERSEN and NOMINAL, PUBLIC and PRIVATE (with an e-mail), AKTIF and NONAKTIF, limited and unlimited quotas', () => {
    const has = (test: (v: (typeof vouchers)[number]) => boolean) => vouchers.some(test);
    expect(has((v) => v.tipe_diskon === 'PERSEN') && has((v) => v.tipe_diskon === 'NOMINAL')).toBe(true);
    expect(has((v) => v.voucher_type === 'PUBLIC')).toBe(true);
    expect(vouchers.filter((v) => v.voucher_type === 'PRIVATE').every((v) => v.customer_email?.email.includes('@'))).toBe(true);
    expect(has((v) => v.voucher_type === 'PRIVATE')).toBe(true);
    expect(has((v) => v.status === 'AKTIF') && has((v) => v.status === 'NONAKTIF')).toBe(true);
    expect(has((v) => v.kuota_voucher === null) && has((v) => v.kuota_voucher !== null)).toBe(true);
  });

  it('has running, upcoming and expired vouchers relative to the seed day', () => {
    const periods = new Set(vouchers.map((v) => voucherPeriod(v, NOW)));
    expect(periods).toEqual(new Set(['running', 'upcoming', 'expired']));
  });

  it('keeps the cap rule: null for NOMINAL, a number (0 = no cap) for PERSEN', () => {
    for (const v of vouchers) {
      if (v.tipe_diskon === 'NOMINAL') expect(v.nominal_diskon_maks).toBeNull();
      else expect(v.nominal_diskon_maks).toEqual(expect.any(Number));
    }
  });

  it('is deterministic for the same clock', () => {
    expect(seedVoucher(NOW)).toEqual(vouchers);
  });
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

describe('fake backend: cashback settings', () => {
  it('GET answers the seeded programme', async () => {
    const { call } = setup();
    const { status, body } = await call('GET', '/admin/cashback-settings');
    expect(status).toBe(200);
    expect(body).toEqual({ persen_cashback: 2.5, maksimal_cashback_per_order: 50000, aktif: true });
  });

  it('POST replaces the programme and GET then answers the new one', async () => {
    const { call, persist } = setup();
    const saved = await call('POST', '/admin/cashback-settings', { persen_cashback: 3.5, maksimal_cashback_per_order: 75000, aktif: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'Pengaturan cashback berhasil disimpan!', data: { persen_cashback: 3.5, maksimal_cashback_per_order: 75000, aktif: false } });
    expect(persist).toHaveBeenCalled();
    expect((await call('GET', '/admin/cashback-settings')).body).toEqual({ persen_cashback: 3.5, maksimal_cashback_per_order: 75000, aktif: false });
  });

  it.each([
    [{ persen_cashback: 120, maksimal_cashback_per_order: 0, aktif: true }, 'Persentase cashback harus antara 0-100.'],
    [{ persen_cashback: 2.55, maksimal_cashback_per_order: 0, aktif: true }, 'Persentase cashback hanya boleh kelipatan 0,1.'],
    [{ persen_cashback: 2, maksimal_cashback_per_order: -1000, aktif: true }, 'Maksimal cashback per order tidak boleh kurang dari 0.'],
    [{ persen_cashback: 2, maksimal_cashback_per_order: 1500, aktif: true }, 'Maksimal cashback per order harus kelipatan Rp1.000.'],
  ])('POST %j is refused with 400 "%s" and changes nothing', async (settings, message) => {
    const { call, db } = setup();
    const before = db.cashbackSettings;
    const { status, body } = await call('POST', '/admin/cashback-settings', settings);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(db.cashbackSettings).toEqual(before);
  });
});
