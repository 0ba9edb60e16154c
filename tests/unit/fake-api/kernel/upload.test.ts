import { describe, expect, it, vi } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb, DEMO_ACCOUNT, type FakeDb } from '@/fake-api/db';
import { createFaultList } from '@/fake-api/faults';
import { createFakeBackend } from '@/fake-api/router';

const NOW = new Date('2026-03-15T05:30:00.000Z');
const TOKEN = 'upload-test-token';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const WEBP = [...ascii('RIFF'), 0x24, 0x00, 0x00, 0x00, ...ascii('WEBPVP8 ')];
const GIF = ascii('GIF89a\u0001\u0000\u0001\u0000');

/** POST /admin/upload-file as the browser sends it: multipart with the file's declared type and name. */
const upload = async (content: BlobPart, name: string, type: string, fields: { bucket?: string; path?: string; token?: string | null } = {}) => {
  const db: FakeDb = createSeedDb(NOW, fakeAreas);
  db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: NOW.toISOString() };
  const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist: vi.fn(), faults: createFaultList(), now: () => NOW });
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  if (fields.bucket) form.append('bucket', fields.bucket);
  if (fields.path) form.append('path', fields.path);
  const token = fields.token === undefined ? TOKEN : fields.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await backend(new Request('http://fake.test/admin/upload-file', { method: 'POST', headers, body: form }));
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
};

const MB = 1_048_576;
/** A PNG of `size` bytes: its signature, then zeros. */
const pngOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
};

describe('fake upload-file: the first bytes decide what a file is', () => {
  it.each([
    ['a text file named .jpg, declared image/jpeg', new TextEncoder().encode('bukan gambar, hanya teks'), 'foto.jpg', 'image/jpeg'],
    ['an empty file declared image/png', new Uint8Array(0), 'kosong.png', 'image/png'],
    ['an HTML page declared image/webp', new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'x.webp', 'image/webp'],
    ['an SVG (text that can carry script)', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7'), 'katalog.pdf', 'application/pdf'],
  ])("refuses %s with 400 'File harus berupa gambar'", async (_what, bytes, name, type) => {
    expect(await upload(bytes, name, type)).toEqual({ status: 400, body: { error: 'File harus berupa gambar' } });
  });

  it.each([
    ['a PNG', PNG, 'image/png', 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg', 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp', 'image/webp'],
    ['a GIF', GIF, 'image/gif', 'image/gif'],
    // The declared type is the client's word only; the stored URL says what the bytes are.
    ['a PNG declared image/jpeg', PNG, 'image/jpeg', 'image/png'],
    ['a JPEG declared application/octet-stream', JPEG, 'application/octet-stream', 'image/jpeg'],
  ])('takes %s and answers a data:%s URL of its bytes', async (_what, bytes, declared, stored) => {
    const { status, body } = await upload(new Uint8Array(bytes), 'foto', declared);
    expect(status).toBe(200);
    expect(body.url).toBe(`data:${stored};base64,${Buffer.from(bytes).toString('base64')}`);
  });
});

describe('fake upload-file: how large a file may be depends on where it goes', () => {
  it('takes a 4 MB delivery proof (bucket bukti-transfer, path bukti_pengiriman/...): its form takes 5 MB', async () => {
    const { status, body } = await upload(pngOf(4 * MB), 'bukti.png', 'image/png', { bucket: 'bukti-transfer', path: 'bukti_pengiriman/a1b2c3d4e5f6g7h8.png' });
    expect(status).toBe(200);
    expect(body.url).toMatch(/^data:image\/png;base64,/);
  });

  it("refuses a delivery proof over 5 MB with its own size message", async () => {
    const { status, body } = await upload(pngOf(5 * MB + 1), 'bukti.png', 'image/png', { bucket: 'bukti-transfer', path: 'bukti_pengiriman/x.png' });
    expect({ status, body }).toEqual({ status: 413, body: { error: 'Ukuran file maksimal 5MB' } });
  });

  it.each([
    ['a product photo', { bucket: 'produk-web', path: 'main/1-abc.png' }],
    ['a category icon', { bucket: 'kategori-icons', path: '1-abc.png' }],
    ['a file in bukti-transfer outside bukti_pengiriman/', { bucket: 'bukti-transfer', path: 'lain/x.png' }],
  ])('refuses %s over 2 MB with "Ukuran file maksimal 2MB"', async (_what, fields) => {
    expect(await upload(pngOf(2 * MB + 1), 'besar.png', 'image/png', fields)).toEqual({ status: 413, body: { error: 'Ukuran file maksimal 2MB' } });
  });

  it.each([
    ['no token', null],
    ['a token of no session', 'sesi-palsu'],
  ])('refuses an upload with %s (401): every upload path needs the admin token', async (_what, token) => {
    const { status } = await upload(pngOf(100), 'a.png', 'image/png', { bucket: 'bukti-transfer', path: 'bukti_pengiriman/x.png', token });
    expect(status).toBe(401);
  });
});
