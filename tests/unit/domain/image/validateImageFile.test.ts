import { describe, expect, it } from 'vitest';
import { CATEGORY_ICON_MAX_BYTES, MAX_IMAGE_BYTES } from '../../../../src/domain/image/limits';
import { validateImageFile } from '../../../../src/domain/image/validateImageFile';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateImageFile (spec section 5, Image upload)', () => {
  it.each([
    ['foto.jpg', 'image/jpeg'],
    ['foto.jpeg', 'image/jpeg'],
    ['foto.png', 'image/png'],
    ['foto.webp', 'image/webp'],
    ['FOTO.JPG', 'image/jpeg'],
    ['semen.tiga.roda.PNG', 'image/png'],
  ])('accepts %s', (name, type) => {
    expect(validateImageFile(file(name, type))).toBeNull();
  });

  it("refuses a file that is not an image with 'File harus berupa gambar'", () => {
    expect(validateImageFile(file('katalog.pdf', 'application/pdf'))).toBe('File harus berupa gambar');
    expect(validateImageFile(file('foto.jpg', 'text/plain'))).toBe('File harus berupa gambar');
  });

  it('refuses a file the browser could not type (the bytes are not known to be an image)', () => {
    expect(validateImageFile(file('foto.jpg', ''))).toBe('File harus berupa gambar');
  });

  it("refuses a file over 2 MB (2097152 bytes) with 'Ukuran file maksimal 2MB'", () => {
    expect(MAX_IMAGE_BYTES).toBe(2097152);
    expect(validateImageFile(file('foto.jpg', 'image/jpeg', 2097153))).toBe('Ukuran file maksimal 2MB');
  });

  it('accepts a file of exactly 2 MB', () => {
    expect(validateImageFile(file('foto.jpg', 'image/jpeg', 2097152))).toBeNull();
  });

  it("refuses another image format with 'Format file harus JPG, PNG, atau WEBP'", () => {
    expect(validateImageFile(file('animasi.gif', 'image/gif'))).toBe('Format file harus JPG, PNG, atau WEBP');
    expect(validateImageFile(file('logo.svg', 'image/svg+xml'))).toBe('Format file harus JPG, PNG, atau WEBP');
    expect(validateImageFile(file('foto.heic', 'image/heic'))).toBe('Format file harus JPG, PNG, atau WEBP');
  });

  it("refuses a file without an extension with 'File tidak memiliki ekstensi.'", () => {
    expect(validateImageFile(file('foto', 'image/png'))).toBe('File tidak memiliki ekstensi.');
    expect(validateImageFile(file('foto.', 'image/png'))).toBe('File tidak memiliki ekstensi.');
    expect(validateImageFile(file('.png', 'image/png'))).toBe('File tidak memiliki ekstensi.');
  });

  it('reports the format before the size, so a large GIF is told to change format first', () => {
    expect(validateImageFile(file('besar.gif', 'image/gif', 5_000_000))).toBe('Format file harus JPG, PNG, atau WEBP');
  });

  it("takes the category icon's 1 MB limit and texts as parameters", () => {
    const options = {
      maxBytes: CATEGORY_ICON_MAX_BYTES,
      messages: { tooLarge: 'Ukuran file maksimal 1MB. Kompres gambar atau gunakan resolusi 128x128px.', notImage: 'File harus berupa gambar.' },
    };
    expect(CATEGORY_ICON_MAX_BYTES).toBe(1048576);
    expect(validateImageFile(file('ikon.png', 'image/png', 1048577), options)).toBe('Ukuran file maksimal 1MB. Kompres gambar atau gunakan resolusi 128x128px.');
    expect(validateImageFile(file('ikon.png', 'image/png', 1048576), options)).toBeNull();
    expect(validateImageFile(file('ikon.txt', 'text/plain'), options)).toBe('File harus berupa gambar.');
    // Texts not overridden keep the general ones.
    expect(validateImageFile(file('ikon.gif', 'image/gif'), options)).toBe('Format file harus JPG, PNG, atau WEBP');
  });
});
