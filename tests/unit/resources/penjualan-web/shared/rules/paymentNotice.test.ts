import { describe, expect, it } from 'vitest';
import { pendingPaymentKey, pendingPaymentNotification } from '@/resources/penjualan-web/shared/rules/paymentNotice';

describe('the notice of an order newly awaiting payment confirmation', () => {
  it('names the order, its total and its recipient, keyed by the order so it is filed once', () => {
    expect(pendingPaymentNotification({ id: 3, kode_transaksi: 'TRX-3', total_akhir: 300_000, nama_penerima: 'Pembeli 3' })).toEqual({
      type: 'payment',
      title: 'Pembayaran menunggu konfirmasi',
      message: 'Pesanan \u2068TRX-3\u2069 (Rp300.000) atas nama \u2068Pembeli 3\u2069 menunggu verifikasi pembayaran.',
      eventKey: pendingPaymentKey({ id: 3 }),
    });
    expect(pendingPaymentKey({ id: 3 })).not.toBe(pendingPaymentKey({ id: 4 }));
  });

  it("says '-' for a recipient without a name", () => {
    expect(pendingPaymentNotification({ id: 5, kode_transaksi: 'TRX-5', total_akhir: 1_000, nama_penerima: null }).message).toBe(
      'Pesanan \u2068TRX-5\u2069 (Rp1.000) atas nama - menunggu verifikasi pembayaran.',
    );
  });

  it("isolates the customer's code and name so a right-to-left override cannot reverse the notice (issue 23)", () => {
    const { message } = pendingPaymentNotification({ id: 9, kode_transaksi: '\u202EWEB-9', total_akhir: 1_000, nama_penerima: 'Budi\u202E' });
    expect(message).toBe('Pesanan \u2068WEB-9\u2069 (Rp1.000) atas nama \u2068Budi\u2069 menunggu verifikasi pembayaran.');
    expect(message).not.toContain('\u202E');
  });
});
