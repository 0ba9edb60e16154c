import { describe, expect, it } from 'vitest';
import { addressLines } from '@/resources/penjualan-web/shared/rules/address';

const structured = { jalan: 'Jl. Kartini No. 45', kecamatan: 'Tampan', kota: 'Kota Pekanbaru', provinsi: 'Riau', kode_pos: '28291', penerima: 'Fitri', telepon: '0853' };
const flat = { alamat_lengkap: 'Jl. Flat 1', kecamatan: 'Flatkec', kabupaten: 'Flatkota', provinsi: 'Flatprov' };

describe('the shipping address as the read-only screens print it', () => {
  it.each<[string, Parameters<typeof addressLines>[0], string[] | null]>([
    ['street; district, city; province, postal code', { ...flat, alamat_pengiriman: structured }, ['Jl. Kartini No. 45', 'Tampan, Kota Pekanbaru', 'Riau, 28291']],
    ['the flat fields fill the gaps', { ...flat, alamat_pengiriman: { ...structured, jalan: '', kota: '', kode_pos: '' } }, ['Jl. Flat 1', 'Tampan, Flatkota', 'Riau']],
    ['no street at all: none', { ...flat, alamat_lengkap: '', alamat_pengiriman: { ...structured, jalan: '' } }, null],
  ])('%s', (_case, order, lines) => {
    expect(addressLines(order)).toEqual(lines);
  });
});
