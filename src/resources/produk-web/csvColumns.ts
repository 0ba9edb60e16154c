import { rupiahCell, type CsvColumn } from '../../components/csv';
import type { WebProduct } from './schemas';

/** The web product list as CSV, money as whole rupiah. */
export const produkWebCsvColumns: CsvColumn<WebProduct>[] = [
  ['ID', (r) => r.id],
  ['Judul', (r) => r.judul],
  ['Slug', (r) => r.slug],
  ['Merk', (r) => r.merk],
  ['Harga Tampil', (r) => rupiahCell(r.hargaTampil)],
  ['Harga Coret', (r) => rupiahCell(r.hargaCoret)],
  ['Tipe Harga', (r) => r.tipeHarga],
  ['Harga Grosir', (r) => rupiahCell(r.hargaGrosir)],
  ['Min. Qty Grosir', (r) => r.minQtyGrosir],
  ['Jumlah Varian', (r) => r.varian?.length ?? 0],
  ['Status', (r) => (r.isPublishedInduk ? 'Tayang' : 'Draft')],
];
