import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';

const NOW = new Date('2026-03-15T05:30:00.000Z');

const setup = () => {
  const harness = createFakeBackendHarness(NOW);
  return { ...harness, call: (method: string, path: string, body?: unknown) => harness.call<Record<string, unknown>>(method, path, body) };
};

describe('fake backend: brands are validated like a real shop backend (issue 8)', () => {
  it.each([
    ['a name that is one zero-width space', { nama: '\u200b', slug: 'kosong' }, 'Nama dan Slug merk tidak boleh kosong.'],
    ['a name of bidi controls only', { nama: '\u202e\u2066', slug: 'kosong' }, 'Nama dan Slug merk tidak boleh kosong.'],
    ['a name of 10,000 characters', { nama: 'x'.repeat(10_000), slug: 'panjang' }, 'Nama Merk maksimal 100 karakter.'],
    ['a slug of 121 characters', { nama: 'Panjang', slug: 'a'.repeat(121) }, 'Slug maksimal 120 karakter.'],
    ['a slug with a zero-width space only', { nama: 'Merk', slug: '\u200b' }, 'Nama dan Slug merk tidak boleh kosong.'],
  ])('refuses %s with 400, storing nothing', async (_what, change, message) => {
    const { call, db, persist } = setup();
    const before = db.merk.length;
    expect(await call('POST', '/admin/merk', { isActive: true, ...change })).toEqual({ status: 400, body: { error: message } });
    expect(db.merk).toHaveLength(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it('refuses the same on update, leaving the brand as it was', async () => {
    const { call, db } = setup();
    const brand = db.merk[0]!;
    const { nama } = brand;
    expect(await call('PUT', `/admin/merk/${brand.id}`, { nama: 'x'.repeat(101), slug: brand.slug, isActive: true })).toEqual({
      status: 400,
      body: { error: 'Nama Merk maksimal 100 karakter.' },
    });
    expect(brand.nama).toBe(nama);
  });

  it('stores a name without invisible characters: a right-to-left override cannot reorder it', async () => {
    const { call } = setup();
    const { status, body } = await call('POST', '/admin/merk', { nama: '\u202eevil.exe\u200b', slug: 'evil-exe', isActive: true });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ nama: 'evil.exe', slug: 'evil-exe' });
  });

  it('takes a name of exactly 100 characters', async () => {
    const { call } = setup();
    expect((await call('POST', '/admin/merk', { nama: 'x'.repeat(100), slug: 'seratus', isActive: true })).status).toBe(201);
  });
});
