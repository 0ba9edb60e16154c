import { describe, expect, it } from 'vitest';
import { numberFieldValue, WHOLE_NUMBER_RULE } from '@/domain/number';
import {
  categoryStats,
  countCharacters,
  DEFAULT_CATEGORY_DESCRIPTION,
  descriptionOrDefault,
  isNewThisWeek,
  nameForGenerator,
  parseUrutan,
  posLinkOrNull,
  searchWebKategoriProduk,
  sortWebKategoriProduk,
  toWebKategoriProdukPayload,
  validateWebKategoriProduk,
  type WebKategoriProdukRecordLike,
} from '@/resources/web-kategori-produk/rules';

const NOW = new Date('2026-03-15T05:30:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

const valid = { namaKategori: 'Semen', icon: '🧱', deskripsi: 'Semen berkualitas', urutan: 0 };

describe('category rules: name (catalogue spec §5)', () => {
  it.each([[''], ['   '], [undefined], [null]])('refuses the name %j with "Nama Kategori wajib diisi."', (namaKategori) => {
    expect(validateWebKategoriProduk({ ...valid, namaKategori }).namaKategori).toBe('Nama Kategori wajib diisi.');
  });

  it('accepts a valid category with no errors at all', () => {
    expect(validateWebKategoriProduk(valid)).toEqual({});
  });
});

describe('category rules: description at most 160 characters', () => {
  it('accepts exactly 160 characters', () => {
    expect(validateWebKategoriProduk({ ...valid, deskripsi: 'a'.repeat(160) }).deskripsi).toBeUndefined();
  });

  it('refuses 161 characters with "Deskripsi maksimal 160 karakter."', () => {
    expect(validateWebKategoriProduk({ ...valid, deskripsi: 'a'.repeat(161) }).deskripsi).toBe('Deskripsi maksimal 160 karakter.');
  });

  it('counts the trimmed text (surrounding spaces are not saved)', () => {
    expect(validateWebKategoriProduk({ ...valid, deskripsi: `  ${'a'.repeat(160)}  ` }).deskripsi).toBeUndefined();
  });

  it('counts an emoji in the description as one character', () => {
    expect(validateWebKategoriProduk({ ...valid, deskripsi: `${'a'.repeat(159)}🏗️` }).deskripsi).toBeUndefined();
    expect(validateWebKategoriProduk({ ...valid, deskripsi: `${'a'.repeat(160)}🏗️` }).deskripsi).toBe('Deskripsi maksimal 160 karakter.');
  });

  it('allows an empty description (the default text is saved)', () => {
    expect(validateWebKategoriProduk({ ...valid, deskripsi: '' }).deskripsi).toBeUndefined();
  });
});

describe('category rules: icon at most 2 characters, counted as a person sees them', () => {
  it.each([['🧱'], ['🏗️'], ['🇮🇩'], ['🧱🎨'], ['🏗️🏠'], ['AB'], ['']])('accepts %j', (icon) => {
    expect(validateWebKategoriProduk({ ...valid, icon }).icon).toBeUndefined();
  });

  it.each([['🧱🎨🚰'], ['ABC'], ['🏗️🏗️🏗️']])('refuses %j with "Ikon maksimal 2 karakter."', (icon) => {
    expect(validateWebKategoriProduk({ ...valid, icon }).icon).toBe('Ikon maksimal 2 karakter.');
  });

  it('counts graphemes, not UTF-16 units or code points', () => {
    expect('🏗️'.length).toBe(3);
    expect(Array.from('🏗️')).toHaveLength(2);
    expect(countCharacters('🏗️')).toBe(1);
    expect(countCharacters('👨‍👩‍👧')).toBe(1);
    expect(countCharacters('')).toBe(0);
    expect(countCharacters(null)).toBe(0);
  });
});

describe('category rules: urutan is an integer from 0', () => {
  it.each([[0, 0], [5, 5], ['12', 12], [' 3 ', 3]])('accepts %j as %d', (input, expected) => {
    expect(parseUrutan(input)).toBe(expected);
    expect(validateWebKategoriProduk({ ...valid, urutan: input }).urutan).toBeUndefined();
  });

  it.each([[-1], [1.5], ['2,5'], ['abc'], [''], [null], [undefined], [Number.NaN]])('refuses %j with "Urutan harus bilangan bulat, minimal 0."', (urutan) => {
    expect(parseUrutan(urutan)).toBeNull();
    expect(validateWebKategoriProduk({ ...valid, urutan }).urutan).toBe('Urutan harus bilangan bulat, minimal 0.');
  });
});

describe('category payload (catalogue spec §7)', () => {
  it('sends every field, trimmed, with the POS link as kategoriProdukId', () => {
    expect(
      toWebKategoriProdukPayload({ namaKategori: '  Semen  ', icon: ' 🧱 ', fotoIconUrl: ' https://cdn/x.webp ', deskripsi: ' Kuat ', kategoriProdukId: 3, urutan: '4' }),
    ).toStrictEqual({ namaKategori: 'Semen', icon: '🧱', fotoIconUrl: 'https://cdn/x.webp', deskripsi: 'Kuat', kategoriProdukId: 3, urutan: 4 });
  });

  it.each([[''], [null], [undefined]])('sends an empty POS link %j as null', (kategoriProdukId) => {
    expect(toWebKategoriProdukPayload({ ...valid, kategoriProdukId })).toMatchObject({ kategoriProdukId: null });
    expect(posLinkOrNull(kategoriProdukId)).toBeNull();
  });

  it('keeps a POS link of 0 (a real id, not empty)', () => {
    expect(posLinkOrNull(0)).toBe(0);
  });

  it('saves an empty description as "Kategori produk bahan bangunan berkualitas"', () => {
    expect(DEFAULT_CATEGORY_DESCRIPTION).toBe('Kategori produk bahan bangunan berkualitas');
    expect(toWebKategoriProdukPayload({ ...valid, deskripsi: '   ' }).deskripsi).toBe('Kategori produk bahan bangunan berkualitas');
    expect(descriptionOrDefault(null)).toBe('Kategori produk bahan bangunan berkualitas');
    expect(descriptionOrDefault('Ada isi')).toBe('Ada isi');
  });

  it('sends an empty emoji and no photo as null', () => {
    expect(toWebKategoriProdukPayload({ ...valid, icon: ' ', fotoIconUrl: '' })).toMatchObject({ icon: null, fotoIconUrl: null });
  });

  it('uses kategori_produk_id when the caller did (the quick-add dialog), never both names', () => {
    const payload = toWebKategoriProdukPayload({ ...valid, kategori_produk_id: '' });
    expect(payload).toMatchObject({ kategori_produk_id: null });
    expect(payload).not.toHaveProperty('kategoriProdukId');
    const linked = toWebKategoriProdukPayload({ ...valid, kategori_produk_id: 7 });
    expect(linked).toMatchObject({ kategori_produk_id: 7 });
  });

  it('prefers kategoriProdukId when both names are present', () => {
    const payload = toWebKategoriProdukPayload({ ...valid, kategoriProdukId: 2, kategori_produk_id: 9 });
    expect(payload).toMatchObject({ kategoriProdukId: 2 });
    expect(payload).not.toHaveProperty('kategori_produk_id');
  });
});

describe('generators need a name first', () => {
  it('refuses an empty name with "Isi nama kategori terlebih dahulu."', () => {
    expect(nameForGenerator('  ')).toEqual({ error: 'Isi nama kategori terlebih dahulu.' });
  });

  it("uses the dialog's own wording when given", () => {
    expect(nameForGenerator('', 'Nama kategori harus diisi dulu sebelum generate deskripsi')).toEqual({
      error: 'Nama kategori harus diisi dulu sebelum generate deskripsi',
    });
  });

  it('hands over the trimmed name', () => {
    expect(nameForGenerator('  Cat Tembok ')).toEqual({ name: 'Cat Tembok' });
  });
});

const CATEGORIES: WebKategoriProdukRecordLike[] = [
  { id: 1, namaKategori: 'Semen', fotoIconUrl: 'data:image/svg+xml;utf8,x', kategoriProdukId: 1, urutan: 3, createdAt: daysAgo(30), deskripsi: 'Untuk pengecoran' },
  { id: 2, namaKategori: 'atap', fotoIconUrl: null, kategoriProdukId: null, urutan: 1, createdAt: daysAgo(2), deskripsi: 'Genteng dan spandek' },
  { id: 3, namaKategori: 'Cat', fotoIconUrl: '  ', kategoriProdukId: 4, urutan: 2, createdAt: daysAgo(7), deskripsi: null },
  { id: 4, namaKategori: 'Besi', fotoIconUrl: 'https://cdn/besi.webp', kategoriProdukId: null, urutan: 2, createdAt: daysAgo(7.01), deskripsi: 'Besi beton' },
  { id: 5, namaKategori: 'Keramik Lantai', kategoriProdukId: 0, urutan: 0, createdAt: 'bukan tanggal' },
];

describe('stat cards', () => {
  it('counts total, with photo, linked to POS and new this week', () => {
    expect(categoryStats(CATEGORIES, NOW)).toEqual({ total: 5, withPhoto: 2, linkedToPos: 3, newThisWeek: 2 });
  });

  it('counts nothing for an empty list', () => {
    expect(categoryStats([], NOW)).toEqual({ total: 0, withPhoto: 0, linkedToPos: 0, newThisWeek: 0 });
  });

  it("'Baru Minggu Ini' is created within the last 7 days, inclusive", () => {
    expect(isNewThisWeek(daysAgo(0), NOW)).toBe(true);
    expect(isNewThisWeek(daysAgo(7), NOW)).toBe(true);
    expect(isNewThisWeek(daysAgo(7.001), NOW)).toBe(false);
    expect(isNewThisWeek(new Date(NOW.getTime() + 60_000).toISOString(), NOW)).toBe(true);
    expect(isNewThisWeek(null, NOW)).toBe(false);
    expect(isNewThisWeek('kemarin', NOW)).toBe(false);
  });
});

const ids = (list: readonly WebKategoriProdukRecordLike[]) => list.map((category) => category.id);

describe('sorting (Nama, Urutan, Tanggal; asc and desc)', () => {
  it('Nama ascending ignores case; descending reverses it', () => {
    expect(ids(sortWebKategoriProduk(CATEGORIES, 'nama', 'ASC'))).toEqual([2, 4, 3, 5, 1]);
    expect(ids(sortWebKategoriProduk(CATEGORIES, 'nama', 'DESC'))).toEqual([1, 5, 3, 4, 2]);
  });

  it('Urutan ascending breaks ties by name; descending keeps the name tie-break A-Z', () => {
    expect(ids(sortWebKategoriProduk(CATEGORIES, 'urutan', 'ASC'))).toEqual([5, 2, 4, 3, 1]);
    expect(ids(sortWebKategoriProduk(CATEGORIES, 'urutan', 'DESC'))).toEqual([1, 4, 3, 2, 5]);
  });

  it('Tanggal ascending is oldest first; an unreadable date counts as oldest', () => {
    expect(ids(sortWebKategoriProduk(CATEGORIES, 'tanggal', 'ASC'))).toEqual([5, 1, 4, 3, 2]);
    expect(ids(sortWebKategoriProduk(CATEGORIES, 'tanggal', 'DESC'))).toEqual([2, 3, 4, 1, 5]);
  });

  it('returns a copy and leaves the input order alone', () => {
    const input = [...CATEGORIES];
    sortWebKategoriProduk(input, 'nama', 'ASC');
    expect(ids(input)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('search', () => {
  it('matches the name or the description, ignoring case and extra spaces', () => {
    expect(ids(searchWebKategoriProduk(CATEGORIES, '  SEMEN '))).toEqual([1]);
    expect(ids(searchWebKategoriProduk(CATEGORIES, 'spandek'))).toEqual([2]);
    expect(ids(searchWebKategoriProduk(CATEGORIES, 'keramik   lantai'))).toEqual([5]);
  });

  it('returns everything for an empty search and nothing for no match', () => {
    expect(ids(searchWebKategoriProduk(CATEGORIES, ''))).toEqual([1, 2, 3, 4, 5]);
    expect(searchWebKategoriProduk(CATEGORIES, 'pipa')).toEqual([]);
  });
});

describe('urutan typed as text the number rule refused', () => {
  it.each([
    ['1,5', 'Harus bilangan bulat, tanpa angka di belakang koma.'],
    ['satu', 'Isi dengan angka bulat, misalnya 10.'],
    ['1e3', 'Notasi ilmiah (seperti 1e6) tidak dapat dipakai. Tulis angkanya lengkap, misalnya 1.000.000.'],
  ])('%j shows %j', (typed, message) => {
    expect(validateWebKategoriProduk({ namaKategori: 'Semen', urutan: numberFieldValue(typed, WHOLE_NUMBER_RULE) as number | null }).urutan).toBe(message);
  });

  it('a negative number read from the text gets the spec message', () => {
    expect(validateWebKategoriProduk({ namaKategori: 'Semen', urutan: numberFieldValue('-2', WHOLE_NUMBER_RULE) as number | null }).urutan).toBe(
      'Urutan harus bilangan bulat, minimal 0.',
    );
  });
});

describe('category rules a shop backend holds to (issue 8)', () => {
  it.each([
    ['a name that is one zero-width space', { namaKategori: '\u200b', urutan: 0 }, { namaKategori: 'Nama Kategori wajib diisi.' }],
    ['a name of 10,000 characters', { namaKategori: 'x'.repeat(10_000), urutan: 0 }, { namaKategori: 'Nama Kategori maksimal 100 karakter.' }],
    ['a name of 100 characters', { namaKategori: 'x'.repeat(100), urutan: 0 }, {}],
    ['a description of 160 characters padded with zero-width spaces', { namaKategori: 'Semen', deskripsi: `${'x'.repeat(160)}\u200b\u200b`, urutan: 0 }, {}],
  ])('%s', (_what, values, errors) => {
    expect(validateWebKategoriProduk(values)).toEqual(errors);
  });

  it('the payload carries the name and icon without invisible characters', () => {
    const payload = toWebKategoriProdukPayload({ namaKategori: '\u200bSemen\u202e ', icon: '\u200b🧱', deskripsi: '\u200b', urutan: 1 });
    expect(payload).toMatchObject({ namaKategori: 'Semen', icon: '🧱', deskripsi: DEFAULT_CATEGORY_DESCRIPTION });
  });
});
