import { describe, expect, it } from 'vitest';
import { baseName, fileExtension, randomToken, storageFileName, withExtension } from '@/domain/image/fileName';

describe('fileExtension', () => {
  it('is the lower-case part after the last dot', () => {
    expect(fileExtension('Semen.Tiga.Roda.JPG')).toBe('jpg');
  });

  it('is empty without an extension, for a trailing dot and for a hidden file', () => {
    expect(fileExtension('foto')).toBe('');
    expect(fileExtension('foto.')).toBe('');
    expect(fileExtension('.webp')).toBe('');
  });
});

describe('withExtension / baseName', () => {
  it('renames an optimised file to its new type', () => {
    expect(withExtension('keramik-putih.png', 'webp')).toBe('keramik-putih.webp');
    expect(withExtension('foto', 'jpg')).toBe('foto.jpg');
    expect(baseName('a.b.png')).toBe('a.b');
  });
});

describe('storageFileName (catalogue spec §7: timestamp and random prefixed names)', () => {
  it('is <timestamp>-<random>.<ext>, from the extension of the file sent', () => {
    expect(storageFileName('Foto Depan.WEBP', 1767225600000, 'k3x9q2ab')).toBe('1767225600000-k3x9q2ab.webp');
  });

  it('never keeps the original name', () => {
    expect(storageFileName('rahasia.jpg', 1, 'r')).not.toContain('rahasia');
  });

  it('has no extension when the file had none', () => {
    expect(storageFileName('foto', 5, 'abc')).toBe('5-abc');
  });
});

describe('randomToken', () => {
  it('is 8 lower-case letters or digits, different each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, randomToken));
    for (const token of tokens) expect(token).toMatch(/^[a-z0-9]{8}$/);
    expect(tokens.size).toBeGreaterThan(45);
  });
});
