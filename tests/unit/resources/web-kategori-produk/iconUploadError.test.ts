import { describe, expect, it } from 'vitest';
import { HttpError } from '@/api/errors';
import { iconUploadErrorMessage } from '@/resources/web-kategori-produk/iconUploadError';

/** How the shared storage reports a refused file: its own wording, the real reason as the cause. */
const wrapped = (cause: unknown) => new Error('Gagal unggah 1700000000-abc.webp: ...', { cause });

describe('icon upload failure texts (catalogue spec §8)', () => {
  it("'Gagal upload foto: {reason}' with the server's reason", () => {
    expect(iconUploadErrorMessage(wrapped(new HttpError('Ukuran file maksimal 2MB', 413)))).toBe('Gagal upload foto: Ukuran file maksimal 2MB');
  });

  it("'Gagal mendapatkan URL foto.' when the server stored the file but sent no URL", () => {
    expect(iconUploadErrorMessage(wrapped(new HttpError('Backend tidak mengembalikan URL gambar', 200)))).toBe('Gagal mendapatkan URL foto.');
  });

  it("'Gagal upload foto.' when nothing says why", () => {
    expect(iconUploadErrorMessage(wrapped(new TypeError('x')))).toBe('Gagal upload foto.');
    expect(iconUploadErrorMessage(undefined)).toBe('Gagal upload foto.');
  });

  it('reads an unwrapped HttpError too', () => {
    expect(iconUploadErrorMessage(new HttpError('Token admin tidak ditemukan. Silakan login kembali.', 401))).toBe(
      'Gagal upload foto: Token admin tidak ditemukan. Silakan login kembali.',
    );
  });
});
