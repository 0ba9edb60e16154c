import type { DriftRecordRule, DriftRules } from './drift';

/**
 * The drift the tests and `npm run fake-api -- --drift` answer with: what a real backend of the order-to-
 * cash screens may send within the spec but not in our fake's shape. Configuration only (paths and field
 * names the spec uses); the engine in drift.ts knows no area.
 *
 * - orders: by id, COMPLETED on status_pengiriman (id ending in 1), MENUNGGU_KOORDINASI_ADMIN (2),
 *   CANCELLED on status_pembayaran (3), a status nobody knows, `ON_HOLD` (4), and an order that cannot be
 *   read (5: its total is text that is no number, its items not a list) — in the list and its detail alike;
 * - the first pending payment and the first pending refund of pending cash, the first kas log entry, the
 *   first refund record of an order and the first row of the two list reports cannot be read;
 * - money as text with decimals ("150000.00"), yes/no flags as 1/0, the fields the spec does not define
 *   absent, two paths the spec does not name answered 404, list parameters the spec does not name ignored.
 */
export const DRIFT_UNKNOWN_STATUS = 'ON_HOLD';
export const DRIFT_UNREADABLE_TEXT = 'tidak tersedia';

type Json = Record<string, unknown>;

const ORDER_PATH = /^\/admin\/penjualan-web(\/\d+)?$/;
const isOrder = (record: Json) => 'kode_transaksi' in record && 'status_pengiriman' in record;
const orderEndingIn = (digit: number) => (record: Json) => isOrder(record) && Number(record.id) % 10 === digit;

/** The first record of its list that `pick` selects. */
const firstOf = (pick: (record: Json) => boolean) => (record: Json, index: number, list: readonly unknown[]) =>
  pick(record) && list.findIndex((item) => item !== null && typeof item === 'object' && pick(item as Json)) === index;

const isPendingCash = (record: Json) => 'jumlahGross' in record && record.status === 'PENDING';
const isRefundPayout = (record: Json) => String(record.metodePembayaran).toUpperCase() === 'MANUAL_TRANSFER_REFUND';

export const DRIFT_RECORD_RULES: readonly DriftRecordRule[] = [
  { path: ORDER_PATH, match: orderEndingIn(1), rewrite: (r) => ({ ...r, status_pengiriman: 'COMPLETED' }) },
  { path: ORDER_PATH, match: orderEndingIn(2), rewrite: (r) => ({ ...r, status_pengiriman: 'MENUNGGU_KOORDINASI_ADMIN' }) },
  { path: ORDER_PATH, match: orderEndingIn(3), rewrite: (r) => ({ ...r, status_pembayaran: 'CANCELLED' }) },
  { path: ORDER_PATH, match: orderEndingIn(4), rewrite: (r) => ({ ...r, status_pengiriman: DRIFT_UNKNOWN_STATUS }) },
  { path: ORDER_PATH, match: orderEndingIn(5), rewrite: (r) => ({ ...r, total_akhir: DRIFT_UNREADABLE_TEXT, items: DRIFT_UNREADABLE_TEXT }) },
  { path: /^\/admin\/pending-cash$/, match: firstOf((r) => isPendingCash(r) && !isRefundPayout(r)), rewrite: (r) => ({ ...r, jumlahGross: DRIFT_UNREADABLE_TEXT }) },
  { path: /^\/admin\/pending-cash$/, match: firstOf((r) => isPendingCash(r) && isRefundPayout(r)), rewrite: (r) => ({ ...r, jumlahGross: DRIFT_UNREADABLE_TEXT }) },
  { path: /^\/admin\/pending-cash\/kas-logs$/, match: (_r, index) => index === 0, rewrite: (r) => ({ ...r, jumlah: null }) },
  { path: /^\/admin\/pending-cash\/refunds\/[^/]+$/, match: (_r, index) => index === 0, rewrite: (r) => ({ ...r, refundAmount: DRIFT_UNREADABLE_TEXT }) },
  { path: /^\/admin\/laporan-refund-web$/, match: (_r, index) => index === 0, rewrite: (r) => ({ ...r, nominal_refund: DRIFT_UNREADABLE_TEXT }) },
  { path: /^\/admin\/laporan-produk-terjual-web$/, match: (_r, index) => index === 0, rewrite: (r) => ({ ...r, qty_terjual: DRIFT_UNREADABLE_TEXT }) },
];

export const DRIFT_PRESET: DriftRules = {
  paths: /^\/admin\/(penjualan-web|pending-cash|laporan-|dashboard-summary)/,
  missingPaths: ['/admin/penjualan-web/summary', '/admin/penjualan-web/payment-summary'],
  ignoredParams: ['tab', 'courier', 'include_completed', 'stuck', 'ready', 'offset', 'page'],
  droppedFields: ['total_refunded', 'qty_refunded', 'biteship_status', 'status_changed_at', 'riwayat_status', 'rincian'],
  numbersAsText: [
    'total_akhir',
    'total_harga_barang',
    'ongkir',
    'biaya_admin',
    'subtotal',
    'harga_satuan_setelah_diskon_item',
    'jumlahGross',
    'biayaAdminManual',
    'jumlah',
    'saldoAkhir',
    'refundAmount',
    'nominal_refund',
    'total_penjualan',
    'jumlah_order',
    'qty_terjual',
    'sales_month_total',
  ],
  booleansAsNumbers: ['apakah_gratis_ongkir', 'isFeeConfirmed'],
  records: DRIFT_RECORD_RULES,
};
