import { describe, expect, it } from 'vitest';
import { pendingPaymentKey, pendingPaymentNotification, takePendingPayments } from '../../../../src/layout/notification-centre/pendingPayments';
import { createNotificationCentre } from '../../../../src/layout/notification-centre/store';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const order = (id: number) => ({ id, kode_transaksi: `TRX-${id}`, total_akhir: id * 100_000, nama_penerima: `Pembeli ${id}` });

const centre = () => {
  let n = 0;
  return createNotificationCentre({ storage: null, now: () => NOW, newId: () => `id-${(n += 1)}` });
};

describe('orders newly awaiting payment confirmation (the notification centre’s watcher)', () => {
  it('the first poll only records what already waits; later polls file each new order once', () => {
    const c = centre();
    takePendingPayments([order(1), order(2)], { first: true }, c);
    expect(c.getState().items).toEqual([]);

    takePendingPayments([order(1), order(2), order(3)], { first: false }, c);
    expect(c.getState().items.map((item) => item.eventKey)).toEqual([pendingPaymentKey({ id: 3 })]);
    expect(c.getState().items[0]).toMatchObject({ type: 'payment', title: 'Pembayaran menunggu konfirmasi', message: 'Pesanan \u2068TRX-3\u2069 (Rp300.000) atas nama \u2068Pembeli 3\u2069 menunggu verifikasi pembayaran.' });

    // Still waiting a minute later, or gone and back again: never twice.
    takePendingPayments([order(3)], { first: false }, c);
    takePendingPayments([], { first: false }, c);
    takePendingPayments([order(3), order(4)], { first: false }, c);
    expect(c.getState().items.map((item) => item.eventKey)).toEqual([pendingPaymentKey({ id: 4 }), pendingPaymentKey({ id: 3 })]);
  });

  it('an order read and removed from the list does not come back on the next poll', () => {
    const c = centre();
    takePendingPayments([], { first: true }, c);
    takePendingPayments([order(7)], { first: false }, c);
    c.clear();
    takePendingPayments([order(7)], { first: false }, c);
    expect(c.getState().items).toEqual([]);
  });

  it('isolates the customer\'s code and name so a right-to-left override cannot reverse the notice (issue 23)', () => {
    const { message } = pendingPaymentNotification({ id: 9, kode_transaksi: '\u202EWEB-9', total_akhir: 1_000, nama_penerima: 'Budi\u202E' });
    expect(message).toBe('Pesanan \u2068WEB-9\u2069 (Rp1.000) atas nama \u2068Budi\u2069 menunggu verifikasi pembayaran.');
    expect(message).not.toContain('\u202E');
  });
});
