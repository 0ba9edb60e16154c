import type { CsvColumn } from '../../components/csv';
import { webKategoriProdukMessages as m } from './messages';
import type { WebKategoriProduk } from './schemas';

/** The category grid as CSV, in the order on screen; the POS category by name. */
export const webKategoriProdukCsvColumns = (posName: (id: WebKategoriProduk['kategoriProdukId']) => string | undefined): CsvColumn<WebKategoriProduk>[] => [
  [m.namaKategori, (r) => r.namaKategori],
  [m.deskripsi, (r) => r.deskripsi],
  [m.urutan, (r) => r.urutan],
  ['Ikon', (r) => r.icon],
  ['Kategori POS', (r) => posName(r.kategoriProdukId) ?? null],
];
