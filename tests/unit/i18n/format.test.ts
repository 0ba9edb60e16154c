import { describe, expect, it } from 'vitest';
import { format } from '@/i18n/format';

describe('format: the one placeholder formatter', () => {
  it.each([
    ['Hapus merk "%{name}"?', { name: 'Dulux' }, 'Hapus merk "Dulux"?'],
    ['Gagal unggah %{path}: %{reason}', { path: 'main/a.webp', reason: 'Penuh' }, 'Gagal unggah main/a.webp: Penuh'],
    ['%{n} dari %{n}', { n: 3 }, '3 dari 3'],
    ['Produk "%{name}" dipakai %{count} pesanan.', { name: 'Semen', count: 0 }, 'Produk "Semen" dipakai 0 pesanan.'],
    ['Tanpa tempat', { extra: 'x' }, 'Tanpa tempat'],
  ])('%s with %o gives %s', (template, values, expected) => {
    expect(format(template, values)).toBe(expected);
  });

  it('leaves a placeholder without a value visible rather than dropping it', () => {
    expect(format('Kode %{kode} sudah dipakai.', {})).toBe('Kode %{kode} sudah dipakai.');
  });

  it('does not read placeholders inside values again', () => {
    expect(format('%{a} dan %{b}', { a: '%{b}', b: 'x' })).toBe('%{b} dan x');
  });
});
