import { rupiahCell, type CsvColumn } from '../../../components/csv';
import { formatDateTimeWIB } from '../../../domain/format';
import { penjualanWebMessages } from '../shared/messages';
import { paymentMethodKind } from '../shared/rules/payment';
import type { Order } from '../schemas';

const m = penjualanWebMessages.payment;

/** The payment verification list as CSV: what the table shows, with the phone and the proof's presence spelled out. */
export const paymentCsvColumns: CsvColumn<Order>[] = [
  [m.csvCode, (order) => order.kode_transaksi],
  [m.csvDate, (order) => formatDateTimeWIB(order.tanggal_pesan)],
  [m.colCustomer, (order) => order.nama_penerima],
  [m.csvPhone, (order) => order.telepon_penerima],
  [m.colAmount, (order) => rupiahCell(order.total_akhir)],
  [m.csvMethod, (order) => m.methods[paymentMethodKind(order)]],
  [m.csvPayment, (order) => order.status_pembayaran],
  [m.csvShipping, (order) => order.status_pengiriman],
  // A proof is an image (often a data address): the file says whether there is one, not the image.
  [m.csvProof, (order) => (order.bukti_transfer_url ? m.csvProofPresent : m.noProof)],
];
