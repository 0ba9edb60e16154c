import { describe, expect, it } from 'vitest';
import { rupiahCell, toCsv, type CsvColumn } from '@/components/csv';

interface Row {
  nama: string;
  harga: unknown;
  aktif: boolean;
}

const columns: CsvColumn<Row>[] = [
  ['Nama', (r) => r.nama],
  ['Harga', (r) => rupiahCell(r.harga)],
  ['Status', (r) => (r.aktif ? 'Aktif' : 'Non-Aktif')],
];

describe('toCsv: lists as CSV for a spreadsheet', () => {
  it('starts with a byte-order mark and Indonesian headings, one CRLF row per record, rupiah as plain integers', () => {
    expect(toCsv([{ nama: 'Semen Gresik', harga: '150000.00', aktif: true }], columns)).toBe('\ufeffNama,Harga,Status\r\nSemen Gresik,150000,Aktif\r\n');
  });

  it.each([
    ['Cat "Super", 5kg', '"Cat ""Super"", 5kg"'],
    ['Baris\ndua', '"Baris\ndua"'],
    ['Titik;koma', '"Titik;koma"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-5000', `"'-5000"`],
    ['Biasa', 'Biasa'],
  ])('quotes %j as %s', (nama, cell) => {
    expect(toCsv([{ nama, harga: null, aktif: false }], columns).split('\r\n')[1]).toBe(`${cell},,Non-Aktif`);
  });

  it('leaves an empty or unreadable amount empty, never NaN or 0', () => {
    expect([rupiahCell(null), rupiahCell(''), rupiahCell('abc'), rupiahCell(12500.6)]).toEqual([null, null, null, 12501]);
  });
});
