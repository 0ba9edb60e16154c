import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';

const NOW = new Date('2026-03-15T05:30:00.000Z');

const setup = () => {
  const harness = createFakeBackendHarness(NOW);
  return { ...harness, call: (method: string, path: string, body?: unknown) => harness.call<Record<string, unknown>>(method, path, body) };
};

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

describe('fake backend: cashback maximum in whole rupiah (issue 8)', () => {
  it.each([
    [0.5, 'Maksimal cashback per order harus kelipatan Rp1.000.'],
    [1e300, 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
  ])('refuses a maximum of %d with 400, keeping the programme', async (maksimal, message) => {
    const { call, db, persist } = setup();
    const before = db.cashbackSettings;
    expect(await call('POST', '/admin/cashback-settings', { persen_cashback: 2.5, maksimal_cashback_per_order: maksimal, aktif: true })).toEqual({
      status: 400,
      body: { error: message },
    });
    expect(db.cashbackSettings).toEqual(before);
    expect(persist).not.toHaveBeenCalled();
  });
});
