import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from '@/domain/slugify';

describe('slugify', () => {
  it("turns 'Semen Tiga Roda' into 'semen-tiga-roda'", () => {
    expect(slugify('Semen Tiga Roda')).toBe('semen-tiga-roda');
  });

  it('removes punctuation and other non-alphanumeric characters', () => {
    expect(slugify('Semen & Beton, Tbk.!')).toBe('semen-beton-tbk');
    expect(slugify("Dulux's (Cat) #1")).toBe('duluxs-cat-1');
  });

  it('turns a run of spaces or tabs into one hyphen', () => {
    expect(slugify('Semen    Tiga \t Roda')).toBe('semen-tiga-roda');
  });

  it('lowercases', () => {
    expect(slugify('TOTO')).toBe('toto');
    expect(slugify('NiPPoN PaInT')).toBe('nippon-paint');
  });

  it('drops leading and trailing spaces and edge hyphens', () => {
    expect(slugify('  Semen  Tiga Roda! ')).toBe('semen-tiga-roda');
    expect(slugify('- Avian -')).toBe('avian');
  });

  it('keeps digits', () => {
    expect(slugify('Pipa 3 Inch 2024')).toBe('pipa-3-inch-2024');
  });

  it('collapses hyphens left by removed characters', () => {
    expect(slugify('Cat - Tembok')).toBe('cat-tembok');
  });

  it('gives an empty string for a name without letters or digits', () => {
    expect(slugify(' !!! ')).toBe('');
  });

  it('always produces a slug that matches SLUG_PATTERN for a name with letters', () => {
    for (const name of ['Semen Tiga Roda', '  Mortar   Utama!! ', 'A & B', 'Pipa 3"']) {
      expect(slugify(name)).toMatch(SLUG_PATTERN);
    }
  });
});

describe('SLUG_PATTERN', () => {
  it('accepts lowercase words and digits joined by single hyphens', () => {
    for (const slug of ['semen', 'semen-tiga-roda', 'pipa-3-inch', '2024']) expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('rejects uppercase, spaces, underscores, double, leading or trailing hyphens and the empty string', () => {
    for (const slug of ['Semen', 'semen tiga', 'semen_tiga', 'semen--tiga', '-semen', 'semen-', '']) {
      expect(SLUG_PATTERN.test(slug)).toBe(false);
    }
  });
});
