import { describe, expect, it } from 'vitest';
import { cleanMerkFields, firstMerkError, validateMerkForm } from '@/resources/merk/rules';

describe('brand rules (catalogue spec §5 and issue 8)', () => {
  it.each([
    ['a good brand', { nama: 'Semen Gresik', slug: 'semen-gresik' }, {}],
    ['a name of exactly 100 characters', { nama: 'x'.repeat(100), slug: 'x' }, {}],
    ['nothing typed', { nama: '', slug: '' }, { nama: 'Nama dan Slug merk tidak boleh kosong.', slug: 'Nama dan Slug merk tidak boleh kosong.' }],
    ['a name that is one zero-width space', { nama: '\u200b', slug: 'a' }, { nama: 'Nama dan Slug merk tidak boleh kosong.' }],
    ['a name of bidi controls and a BOM', { nama: '\u202e\u2066\ufeff', slug: 'a' }, { nama: 'Nama dan Slug merk tidak boleh kosong.' }],
    ['a name of 10,000 characters', { nama: 'x'.repeat(10_000), slug: 'x' }, { nama: 'Nama Merk maksimal 100 karakter.' }],
    ['a slug of 121 characters', { nama: 'Merk', slug: 'a'.repeat(121) }, { slug: 'Slug maksimal 120 karakter.' }],
    ['a slug with capitals and spaces', { nama: 'Merk', slug: 'Semen Gresik' }, { slug: 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung.' }],
    ['a slug that is a zero-width space', { nama: 'Merk', slug: '\u200b' }, { slug: 'Nama dan Slug merk tidak boleh kosong.' }],
  ])('%s', (_what, values, errors) => {
    expect(validateMerkForm(values)).toEqual(errors);
  });

  it('names the first broken rule, the name before the slug', () => {
    expect(firstMerkError({ nama: 'x'.repeat(101), slug: 'BAD' })).toBe('Nama Merk maksimal 100 karakter.');
    expect(firstMerkError({ nama: 'Avian', slug: 'avian' })).toBeNull();
  });

  it('stores the name without invisible characters or runs of spaces', () => {
    expect(cleanMerkFields({ nama: ' \u200bSemen\u00a0 \u202eGresik ', slug: ' semen-gresik ' })).toEqual({ nama: 'Semen Gresik', slug: 'semen-gresik' });
  });
});
