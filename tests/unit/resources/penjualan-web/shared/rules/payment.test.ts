import { describe, expect, it } from 'vitest';
import { toCsv } from '@/components/csv';
import { paymentCsvColumns } from '@/resources/penjualan-web/payment-verification/paymentCsvColumns';
import { orderActions } from '@/resources/penjualan-web/shared/rules/actions';
import {
  isAutoProcessedPayment,
  isFiltered,
  paymentFiltersSearch,
  paymentListQuery,
  paymentMethodKind,
  readPaymentFilters,
} from '@/resources/penjualan-web/shared/rules/payment';
import type { Order } from '@/resources/penjualan-web/schemas';

describe('readPaymentFilters: the address gives the status filter and the search', () => {
  it.each([
    ['nothing: awaiting confirmation, no search', '', { status: 'MENUNGGU_KONFIRMASI', search: '' }],
    ['verified', '?status=LUNAS', { status: 'LUNAS', search: '' }],
    ['all, with a search trimmed', '?status=ALL&q=%20budi%20', { status: 'ALL', search: 'budi' }],
    ['an unknown status falls back to the default', '?status=SELESAI', { status: 'MENUNGGU_KONFIRMASI', search: '' }],
    ['a status in another case is not guessed', '?status=lunas', { status: 'MENUNGGU_KONFIRMASI', search: '' }],
  ])('%s', (_case, search, expected) => {
    expect(readPaymentFilters(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('paymentFiltersSearch: the filters as an address, defaults left out', () => {
  it.each([
    ['the default view is the plain address', { status: 'MENUNGGU_KONFIRMASI', search: '' }, ''],
    ['a blank search is left out', { status: 'MENUNGGU_KONFIRMASI', search: '   ' }, ''],
    ['verified', { status: 'LUNAS', search: '' }, '?status=LUNAS'],
    ['all with a search', { status: 'ALL', search: ' CV-2026 ' }, '?status=ALL&q=CV-2026'],
  ] as const)('%s', (_case, filters, expected) => {
    expect(paymentFiltersSearch(filters)).toBe(expected);
  });

  it('reads back what it writes', () => {
    const filters = { status: 'LUNAS', search: 'Siti & Budi' } as const;
    expect(readPaymentFilters(new URLSearchParams(paymentFiltersSearch(filters)))).toEqual(filters);
  });
});

describe('paymentListQuery: the list call’s query (order spec §7, limit 100)', () => {
  it.each([
    ['awaiting confirmation', { status: 'MENUNGGU_KONFIRMASI', search: '' }, { limit: 100, status: 'MENUNGGU_KONFIRMASI' }],
    ['verified with a search', { status: 'LUNAS', search: ' budi ' }, { limit: 100, status: 'LUNAS', search: 'budi' }],
    ['ALL sends no status', { status: 'ALL', search: '' }, { limit: 100 }],
  ] as const)('%s', (_case, filters, expected) => {
    expect(paymentListQuery(filters)).toEqual(expected);
  });
});

describe('isFiltered: the reset button is offered only away from the default view', () => {
  it.each([
    [{ status: 'MENUNGGU_KONFIRMASI', search: '' }, false],
    [{ status: 'MENUNGGU_KONFIRMASI', search: ' ' }, false],
    [{ status: 'LUNAS', search: '' }, true],
    [{ status: 'MENUNGGU_KONFIRMASI', search: 'x' }, true],
  ] as const)('%o → %s', (filters, expected) => {
    expect(isFiltered(filters)).toBe(expected);
  });
});

describe('payment methods: manual transfer, payment gateway, or unknown', () => {
  it.each([
    ['MANUAL_TRANSFER', 'MANUAL_TRANSFER', false],
    [' payment_gateway ', 'PAYMENT_GATEWAY', true],
    ['QRIS', 'UNKNOWN', false],
    [null, 'UNKNOWN', false],
  ] as const)('%s is %s; auto-processed: %s', (method, kind, auto) => {
    expect(paymentMethodKind({ metode_pembayaran: method })).toBe(kind);
    expect(isAutoProcessedPayment({ metode_pembayaran: method })).toBe(auto);
  });
});

describe('verify and reject are offered only for a manual transfer awaiting confirmation (order spec §4 and §5)', () => {
  const order = (status_pembayaran: string, metode_pembayaran: string) => ({ status_pembayaran, metode_pembayaran, status_pengiriman: 'BELUM_DIKIRIM' });
  it.each([
    ['MENUNGGU_KONFIRMASI', 'MANUAL_TRANSFER', true],
    ['MENUNGGU_KONFIRMASI', 'PAYMENT_GATEWAY', false],
    ['MENUNGGU_PEMBAYARAN', 'MANUAL_TRANSFER', false],
    ['LUNAS', 'MANUAL_TRANSFER', false],
    ['DIBATALKAN', 'MANUAL_TRANSFER', false],
  ])('%s by %s → %s', (status, method, expected) => {
    expect(orderActions(order(status, method)).canVerifyPayment).toBe(expected);
  });
});

describe('paymentCsvColumns: the rows shown, as CSV', () => {
  it('writes code, date, customer, phone, whole rupiah, method, statuses and whether a proof exists', () => {
    const order = {
      id: 7,
      kode_transaksi: 'PRB-2026-0007',
      tanggal_pesan: '2026-03-01T03:30:00.000Z',
      nama_penerima: 'Budi, Santoso',
      telepon_penerima: '081234567890',
      total_akhir: 1250000,
      metode_pembayaran: 'MANUAL_TRANSFER',
      status_pembayaran: 'MENUNGGU_KONFIRMASI',
      status_pengiriman: 'BELUM_DIKIRIM',
      bukti_transfer_url: null,
    } as unknown as Order;
    const [header, row] = toCsv([order], paymentCsvColumns).replace('\ufeff', '').split('\r\n');
    expect(header).toBe('Kode Transaksi,Tanggal Pesan,Pelanggan,Telepon,Jumlah,Metode Pembayaran,Status Pembayaran,Status Pengiriman,Bukti Transfer');
    expect(row).toBe('PRB-2026-0007,"1 Maret 2026, 10.30 WIB","Budi, Santoso",081234567890,1250000,Transfer Manual,MENUNGGU_KONFIRMASI,BELUM_DIKIRIM,Belum upload');
  });
});
