import { describe, expect, it } from 'vitest';
import { countCharacters } from '@/resources/web-kategori-produk/rules';
import { categoryDescription, categoryEmoji } from '@/resources/web-kategori-produk/fake/aiText';

describe('fake AI: emoji per category name', () => {
  it.each([
    ['Semen & Mortar', '🧱'],
    ['Cat Tembok', '🎨'],
    ['Pipa PVC', '🚰'],
    ['Keramik Dinding', '🟫'],
    ['Lantai Vinyl', '🟫'],
    ['Besi Beton', '🔩'],
    ['Baja Ringan', '🔩'],
    ['Kayu Olahan', '🪵'],
    ['Genteng Metal', '🏠'],
    ['Atap', '🏠'],
    ['Lampu LED', '💡'],
    ['Instalasi Listrik', '💡'],
    ['Kloset Duduk', '🚽'],
    ['Sanitasi', '🚽'],
    ['Alat Tukang', '🔧'],
    ['Perkakas', '🔧'],
    ['Lain-lain', '🏗️'],
  ])('%s gives %s', (name, emoji) => {
    expect(categoryEmoji(name)).toBe(emoji);
  });

  it('takes the first word of the name that names a theme ("Alat Listrik" is tools)', () => {
    expect(categoryEmoji('Alat Listrik')).toBe('🔧');
    expect(categoryEmoji('Lampu & Alat')).toBe('💡');
  });

  it('matches short keywords as whole words only ("Kloset" is not paint, "Catur" is not paint)', () => {
    expect(categoryEmoji('Kloset')).toBe('🚽');
    expect(categoryEmoji('Catur')).toBe('🏗️');
  });

  it('always answers one character, within the 2-character icon limit', () => {
    for (const name of ['Semen', 'Keramik', 'Lain', 'Atap', 'Kayu']) expect(countCharacters(categoryEmoji(name))).toBe(1);
  });
});

describe('fake AI: category description', () => {
  it('is built from the name, in Indonesian, and the same every time', () => {
    const text = categoryDescription('Cat Tembok');
    expect(text).toContain('Cat Tembok');
    expect(text).toMatch(/dinding/);
    expect(categoryDescription('Cat Tembok')).toBe(text);
  });

  it('tidies the spacing of the name', () => {
    expect(categoryDescription('  Pipa    PVC ')).toContain('Pipa PVC');
  });

  it.each([['Semen'], ['Keramik & Granit Premium'], ['Perlengkapan Tukang Bangunan Profesional']])('stays within 160 characters for %s', (name) => {
    expect(countCharacters(categoryDescription(name))).toBeLessThanOrEqual(160);
  });

  it('shortens, then cuts at a word with an ellipsis, for a very long name', () => {
    const name = Array.from({ length: 30 }, (_, i) => `Kata${i}`).join(' ');
    const text = categoryDescription(name);
    expect(countCharacters(text)).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    expect(text.startsWith('Kata0 Kata1')).toBe(true);
  });

  it('uses the short form when the full sentence would pass 160 characters', () => {
    const name = 'Bahan Bangunan Serbaguna untuk Renovasi Rumah Tinggal Modern';
    const text = categoryDescription(name);
    expect(text).toBe(`${name} untuk proyek rumah dan konstruksi Anda.`);
  });
});
