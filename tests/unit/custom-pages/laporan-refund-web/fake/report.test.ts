import { describe, expect, it } from 'vitest';
import type { Order, RefundRecord } from '@/resources/penjualan-web/schemas';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';
import { refundReport, reportRefundStatus } from '@/custom-pages/laporan-refund-web/fake/report';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';

const NOW = new Date('2026-03-15T05:30:00.000Z');
const TEMPLATE = seedPenjualanWeb(NOW)[0] as Order;
const ORDERS: Order[] = [
  { ...TEMPLATE, id: 11, kode_transaksi: 'WEB-11' },
  { ...TEMPLATE, id: 12, kode_transaksi: 'WEB-12' },
];

const record = (id: number, orderId: number, createdAt: string, status: string, refundAmount: number): RefundRecord => ({
  id,
  orderId,
  refundType: 'FULL',
  status,
  refundAmount,
  refundMethod: 'MANUAL_TRANSFER',
  refundReason: `Alasan ${id}`,
  createdAt,
});

const RECORDS: RefundRecord[] = [
  record(1, 11, '2026-03-15T02:00:00.000Z', 'COMPLETED', 50_000),
  record(2, 12, '2026-03-14T17:00:00.000Z', 'PENDING', 20_000), // 15 Mar 00:00 WIB
  record(3, 12, '2026-03-14T16:59:00.000Z', 'PROCESSING', 10_000), // 14 Mar 23:59 WIB
  record(4, 11, '2026-02-01T02:00:00.000Z', 'COMPLETED', 5_000),
];

describe('refundReport (fake): the refund records created in the period', () => {
  it('HARIAN takes the Jakarta day, newest first, as the spec\'s rows', () => {
    expect(refundReport(RECORDS, ORDERS, { filter: 'HARIAN', tanggal: '2026-03-15' })).toEqual([
      {
        id_refund_web: 1,
        id_penjualan_web_asal: 11,
        kode_transaksi_asal: 'WEB-11',
        tanggal_refund: '2026-03-15T02:00:00.000Z',
        created_at: '2026-03-15T02:00:00.000Z',
        nominal_refund: 50_000,
        alasan_refund: 'Alasan 1',
        metode_pengembalian_dana: 'MANUAL_TRANSFER',
        status_refund: 'SELESAI',
      },
      expect.objectContaining({ id_refund_web: 2, kode_transaksi_asal: 'WEB-12', status_refund: 'DIPROSES' }),
    ]);
  });

  it('BULANAN and TAHUNAN widen the range', () => {
    expect(refundReport(RECORDS, ORDERS, { filter: 'BULANAN', bulan: 3, tahun: 2026 }).map((r) => r.id_refund_web)).toEqual([1, 2, 3]);
    expect(refundReport(RECORDS, ORDERS, { filter: 'TAHUNAN', tahun: 2026 })).toHaveLength(4);
  });

  it.each([
    ['COMPLETED', 'SELESAI'],
    ['PENDING', 'DIPROSES'],
    ['PROCESSING', 'DIPROSES'],
    ['SELESAI', 'SELESAI'],
    ['REJECTED', 'DITOLAK'],
    ['LAINNYA', 'LAINNYA'],
  ])('a record %s reads as %s', (status, shown) => {
    expect(reportRefundStatus(status)).toBe(shown);
  });
});

describe('GET /admin/laporan-refund-web (fake server)', () => {
  it('answers the seeded refunds of the year with their order codes', async () => {
    const { call, db } = createFakeBackendHarness(NOW);
    const answer = await call<Array<{ id_penjualan_web_asal: number; kode_transaksi_asal: string }>>('GET', '/admin/laporan-refund-web?filter=TAHUNAN&tahun=2026');
    expect(answer.status).toBe(200);
    for (const row of answer.body) expect(row.kode_transaksi_asal).toBe(db.penjualanWeb.find((o) => o.id === row.id_penjualan_web_asal)?.kode_transaksi);
  });

  it('refuses a bad year with 400', async () => {
    const { call } = createFakeBackendHarness(NOW);
    expect(await call('GET', '/admin/laporan-refund-web?filter=TAHUNAN&tahun=20x6')).toEqual({ status: 400, body: { error: 'Tahun tidak valid.' } });
  });
});
