import { describe, expect, it } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import { pendingCashSchema } from '@/custom-pages/pending-cash/schemas';
import { refundRecordSchema } from '@/resources/penjualan-web/schemas';
import { refundInfoStatus } from '@/resources/penjualan-web/fake/server/cashLedger';
import { PAYMENT_PENDING_DAYS, PAYMENT_WINDOW_DAYS } from '@/custom-pages/pending-cash/fake/seed';
import { paymentMethodCode, refundsOfOrder } from '@/custom-pages/pending-cash/fake/ledger';

const DAY = 24 * 3_600_000;
const NOW = new Date('2026-03-15T05:30:00.000Z');
const NOWS = [NOW.toISOString(), '2026-03-14T17:00:00.000Z', '2026-07-01T01:00:00.000Z', '2026-11-22T03:00:00.000Z'];

const seeded = (iso: string, size: 'demo' | 'large' = 'demo') => createSeedDb(new Date(iso), fakeAreas, size);

describe('pending-cash seed: refunds', () => {
  it.each(NOWS)("gives every refunded order records that add up to its total_refunded, with matching statuses (now = %s)", (iso) => {
    const db = seeded(iso);
    const refunded = db.penjualanWeb.filter((order) => Number(order.total_refunded ?? 0) > 0);
    expect(refunded.length).toBeGreaterThanOrEqual(7);
    for (const order of refunded) {
      const records = refundsOfOrder(db.refundRecords, order.id);
      expect(records.length).toBeGreaterThanOrEqual(1);
      expect(records.reduce((sum, record) => sum + Number(record.refundAmount), 0)).toBe(Number(order.total_refunded));
      expect(order.refund_info?.status).toBe(refundInfoStatus(records));
      expect(order.refund_info?.nominal).toBe(Number(order.total_refunded));
    }
    const withRecords = new Set(db.refundRecords.map((record) => String(record.orderId)));
    expect([...withRecords].sort()).toEqual(refunded.map((order) => String(order.id)).sort());
  });

  it.each(NOWS)('pays every refund record out through its own pending-cash entry of -refundAmount (now = %s)', (iso) => {
    const db = seeded(iso);
    for (const record of db.refundRecords) {
      expect(() => refundRecordSchema.parse(record)).not.toThrow();
      const entry = db.pendingCash.find((e) => e.id === record.pendingCashId);
      expect(entry).toMatchObject({ metodePembayaran: 'MANUAL_TRANSFER_REFUND', jumlahGross: -Number(record.refundAmount), refundId: record.id, orderId: record.orderId });
      expect(record.refundMethod).toBe('MANUAL_TRANSFER');
    }
    const refundEntries = db.pendingCash.filter((e) => e.metodePembayaran === 'MANUAL_TRANSFER_REFUND');
    expect(refundEntries).toHaveLength(db.refundRecords.length);
  });

  it.each(NOWS)('holds refunds in every status: done, pending, a fixable PROCESSING one and one still waiting (now = %s)', (iso) => {
    const db = seeded(iso);
    const statusOfEntry = (pendingCashId: unknown) => db.pendingCash.find((e) => e.id === pendingCashId)?.status;
    const pairs = db.refundRecords.map((record) => `${record.status}/${statusOfEntry(record.pendingCashId)}`);
    expect(pairs).toContain('COMPLETED/COMPLETED');
    expect(pairs).toContain('PENDING/PENDING');
    expect(pairs).toContain('PROCESSING/CASHED_OUT');
    expect(pairs).toContain('PROCESSING/PENDING');
    expect(new Set(pairs)).toEqual(new Set(['COMPLETED/COMPLETED', 'PENDING/PENDING', 'PROCESSING/CASHED_OUT', 'PROCESSING/PENDING']));
  });

  it('writes a cancelled order’s refund as FULL and an open order’s as its refunded items at unit price after discount', () => {
    const db = seeded(NOW.toISOString());
    for (const record of db.refundRecords) {
      const order = db.penjualanWeb.find((o) => o.id === record.orderId);
      if (!order) throw new Error('record without order');
      if (order.status_pembayaran === 'DIBATALKAN') {
        // All the refund rule allows: goods and shipping within total_akhir (a gateway fee stays with the gateway).
        const everything = Math.min(Number(order.total_harga_barang) + Number(order.ongkir), Number(order.total_akhir));
        expect(record).toMatchObject({ refundType: 'FULL', refundAmount: everything, refundReason: order.refund_info?.alasan, items: [] });
        continue;
      }
      expect(record.refundType).toBe('PARTIAL_ITEM');
      const refundedLines = order.items.filter((item) => Number(item.qty_refunded ?? 0) > 0);
      expect(record.items).toEqual(
        refundedLines.map((item) => ({
          penjualanWebDetailId: item.id_detail,
          qtyToRefund: Number(item.qty_refunded),
          refundAmountPerItem: Number(item.qty_refunded) * Number(item.harga_satuan_setelah_diskon_item),
          nama: [item.judul_produk_induk, item.nama_varian].filter(Boolean).join(' - '),
        })),
      );
      expect(record.newShippingFee ?? null).toBe(order.ongkir_disesuaikan ?? null);
    }
  });
});

describe('pending-cash seed: payments', () => {
  it('has a payment of total_akhir for each order paid in the last two weeks, pending for the last three days', () => {
    const db = seeded(NOW.toISOString());
    const payments = db.pendingCash.filter((entry) => entry.metodePembayaran !== 'MANUAL_TRANSFER_REFUND');
    expect(payments.some((entry) => entry.status === 'PENDING')).toBe(true);
    expect(payments.some((entry) => entry.status === 'COMPLETED')).toBe(true);
    for (const entry of payments) {
      const order = db.penjualanWeb.find((o) => o.id === entry.orderId);
      const paidAt = order?.riwayat_status?.find((event) => event.status_pembayaran === 'LUNAS')?.at;
      expect(paidAt).toBe(entry.tanggalPenjualan);
      const age = NOW.getTime() - Date.parse(entry.tanggalPenjualan);
      expect(age).toBeLessThanOrEqual(PAYMENT_WINDOW_DAYS * DAY);
      expect(entry).toMatchObject({ kodeTransaksi: order?.kode_transaksi, metodePembayaran: order ? paymentMethodCode(order) : null, jumlahGross: Number(order?.total_akhir), refundId: null });
      expect(entry.status).toBe(age <= PAYMENT_PENDING_DAYS * DAY ? 'PENDING' : 'COMPLETED');
    }
    const paidRecently = db.penjualanWeb.filter((order) => {
      const paidAt = order.riwayat_status?.find((event) => event.status_pembayaran === 'LUNAS')?.at;
      return paidAt !== undefined && NOW.getTime() - Date.parse(paidAt) <= PAYMENT_WINDOW_DAYS * DAY;
    });
    expect(payments).toHaveLength(paidRecently.length);
  });

  it('numbers entries and records uniquely, passes the schemas and names the entity', () => {
    const db = seeded(NOW.toISOString());
    expect(new Set(db.pendingCash.map((entry) => entry.id)).size).toBe(db.pendingCash.length);
    expect(new Set(db.refundRecords.map((record) => record.id)).size).toBe(db.refundRecords.length);
    for (const entry of db.pendingCash) {
      expect(() => pendingCashSchema.parse(entry)).not.toThrow();
      expect(['CV Sinar Jaya Bangunan', 'Toko Sinar Jaya (Pribadi)']).toContain(entry.entitasName);
    }
  });

  it('is the same for the same now', () => {
    const a = seeded(NOW.toISOString());
    const b = seeded(NOW.toISOString());
    expect(b.pendingCash).toEqual(a.pendingCash);
    expect(b.refundRecords).toEqual(a.refundRecords);
  });

  it('holds the same kinds of refunds in the large seed', () => {
    const db = seeded(NOW.toISOString(), 'large');
    const statusOfEntry = (pendingCashId: unknown) => db.pendingCash.find((e) => e.id === pendingCashId)?.status;
    const pairs = new Set(db.refundRecords.map((record) => `${record.status}/${statusOfEntry(record.pendingCashId)}`));
    expect(pairs).toEqual(new Set(['COMPLETED/COMPLETED', 'PENDING/PENDING', 'PROCESSING/CASHED_OUT', 'PROCESSING/PENDING']));
  });
});
