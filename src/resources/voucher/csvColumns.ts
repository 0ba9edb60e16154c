import { rupiahCell, type CsvColumn } from '../../components/csv';
import { voucherMessages as m } from './messages';
import type { Voucher } from './schemas';

/** The voucher list as CSV: the columns on screen plus what they summarise, money as whole rupiah. */
export const voucherCsvColumns: CsvColumn<Voucher>[] = [
  [m.colNama, (r) => r.nama_voucher],
  [m.colKode, (r) => r.kode_voucher],
  [m.colTipe, (r) => r.tipe_diskon],
  [m.colNilai, (r) => (r.tipe_diskon === 'NOMINAL' ? rupiahCell(r.nilai_diskon) : r.nilai_diskon)],
  ['Maks. Diskon', (r) => rupiahCell(r.nominal_diskon_maks)],
  [m.colMinBelanja, (r) => rupiahCell(r.min_belanja)],
  ['Tanggal Mulai', (r) => r.tanggal_mulai],
  ['Tanggal Berakhir', (r) => r.tanggal_berakhir],
  [m.colKuota, (r) => r.kuota_voucher],
  [m.colStatus, (r) => r.status],
  ['Jenis', (r) => r.voucher_type],
  ['Email Pelanggan', (r) => r.customer_email?.email],
];
