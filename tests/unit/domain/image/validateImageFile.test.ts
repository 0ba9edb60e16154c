import { describe, expect, it } from 'vitest';
import { CATEGORY_ICON_MAX_BYTES, MAX_IMAGE_BYTES } from '@/domain/image/limits';
import { imageFormatOf, validateImageBytes, validateImageFile } from '@/domain/image/validateImageFile';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateImageFile (catalogue spec §5, Image upload)', () => {
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

const head = (...parts: Array<string | number[]>): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));

describe('imageFormatOf: what a file is by its first bytes (magic numbers)', () => {
  it.each([
    ['a JPEG (JFIF)', head([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'jpeg'],
    ['a JPEG (Exif)', head([0xff, 0xd8, 0xff, 0xe1]), 'jpeg'],
    ['a PNG', head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]), 'png'],
    ['a WebP', head('RIFF', [0x24, 0x00, 0x00, 0x00], 'WEBP'), 'webp'],
    ['a GIF89a', head('GIF89a', [0x01, 0x00]), 'gif'],
    ['a GIF87a', head('GIF87a'), 'gif'],
    ['a text file', head('bukan gambar'), null],
    ['an empty file', head(), null],
    ['a WAV (RIFF, not WEBP)', head('RIFF', [0x24, 0x00, 0x00, 0x00], 'WAVE'), null],
    ['a truncated PNG signature', head([0x89, 0x50, 0x4e, 0x47]), null],
    ['a PDF', head('%PDF-1.7'), null],
    ['an SVG', head('<svg xmlns='), null],
    ['an HTML page', head('<!DOCTYPE html>'), null],
    ['two bytes of a JPEG', head([0xff, 0xd8]), null],
  ])('%s → %s', (_what, bytes, format) => {
    expect(imageFormatOf(bytes)).toBe(format);
  });
});

describe('validateImageBytes (the uploader\'s second check, after the name, type and size)', () => {
  it.each([
    ['a JPEG', head([0xff, 0xd8, 0xff, 0xdb]), null],
    ['a PNG', head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), null],
    ['a WebP', head('RIFF', [0, 0, 0, 0], 'WEBP'), null],
    ['a text file named .jpg', head('bukan gambar'), 'File harus berupa gambar'],
    ['a GIF in disguise', head('GIF89a'), 'Format file harus JPG, PNG, atau WEBP'],
  ])('%s → %s', (_what, bytes, message) => {
    expect(validateImageBytes(bytes)).toBe(message);
  });

  it("takes the category icon's own wording", () => {
    expect(validateImageBytes(head('teks'), { messages: { notImage: 'File harus berupa gambar.' } })).toBe('File harus berupa gambar.');
  });
});
