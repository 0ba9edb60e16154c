import { describe, expect, it } from 'vitest';
import { isCompletedOrCancelled, type OrderStatusFields } from '../../../../../src/resources/penjualan-web/rules/status';

describe('the completed/cancelled set: SELESAI, DIBATALKAN, COMPLETED, CANCELLED on either status field (section 4)', () => {
  it.each<[OrderStatusFields, boolean]>([
    [{ status_pengiriman: 'SELESAI' }, true],
    [{ status_pengiriman: 'DIBATALKAN' }, true],
    [{ status_pengiriman: 'COMPLETED' }, true],
    [{ status_pengiriman: 'CANCELLED' }, true],
    [{ status_pembayaran: 'SELESAI' }, true],
    [{ status_pembayaran: 'DIBATALKAN', status_pengiriman: 'BELUM_DIKIRIM' }, true],
    [{ status_pembayaran: 'COMPLETED' }, true],
    [{ status_pembayaran: 'CANCELLED' }, true],
    [{ status_pembayaran: 'lunas', status_pengiriman: ' selesai ' }, true],
    [{ status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM' }, false],
    [{ status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM' }, false],
    [{ status_pembayaran: 'PAYMENT_EXPIRED', status_pengiriman: 'BELUM_DIKIRIM' }, false],
    [{ status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'BELUM_DIKIRIM' }, false],
    [{}, false],
    [{ status_pembayaran: null, status_pengiriman: null }, false],
  ])('%j → %s', (order, expected) => {
    expect(isCompletedOrCancelled(order)).toBe(expected);
  });
});
