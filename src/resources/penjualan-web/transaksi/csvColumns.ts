import { rupiahCell, type CsvColumn } from '../../../components/csv';
import { entityName } from '../../../domain/entity';
import { formatDateTimeWIB } from '../../../domain/format';
import { penjualanWebMessages } from '../shared/messages';
import type { Order } from '../schemas';

const m = penjualanWebMessages.history;

/** The transaction history as CSV: what the table shows, with the statuses and phone spelled out. */
export const orderCsvColumns: CsvColumn<Order>[] = [
  [m.csvCode, (order) => order.kode_transaksi],
  [m.csvDate, (order) => formatDateTimeWIB(order.tanggal_pesan)],
  [m.colCustomer, (order) => order.nama_penerima],
  [m.csvPhone, (order) => order.telepon_penerima],
  [m.colEntity, (order) => entityName(order.entitas_id, order.kode_transaksi)],
  [m.colTotal, (order) => rupiahCell(order.total_akhir)],
  [m.colShipping, (order) => order.metode_pengiriman],
  [m.csvPayment, (order) => order.status_pembayaran],
  [m.csvShippingStatus, (order) => order.status_pengiriman],
];
