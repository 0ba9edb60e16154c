import { describe, expect, it } from 'vitest';
import { awaitsShopAction, isCompletedOrCancelled, isReadyToShip, type OrderStatusFields } from '@/resources/penjualan-web/shared/rules/status';

describe('the completed/cancelled set: SELESAI, DIBATALKAN, COMPLETED, CANCELLED on either status field, PAYMENT_EXPIRED (order spec §4)', () => {
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
    // An expired payment is a cancelled order (order spec §4's priority: COMPLETED, 'Cancelled').
    [{ status_pembayaran: 'PAYMENT_EXPIRED', status_pengiriman: 'BELUM_DIKIRIM' }, true],
    [{ status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'BELUM_DIKIRIM' }, false],
    [{}, false],
    [{ status_pembayaran: null, status_pengiriman: null }, false],
  ])('%j → %s', (order, expected) => {
    expect(isCompletedOrCancelled(order)).toBe(expected);
  });
});

describe("ready to ship: paid (LUNAS) and waiting to leave (SIAP_DIKIRIM), the Order Center's 'Siap dikirim' filter", () => {
  it.each<[OrderStatusFields, boolean]>([
    [{ status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM' }, true],
    [{ status_pembayaran: ' lunas ', status_pengiriman: 'siap_dikirim' }, true],
    [{ status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM' }, false],
    [{ status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'SIAP_DIKIRIM' }, false],
    [{ status_pembayaran: 'LUNAS', status_pengiriman: 'BELUM_DIKIRIM' }, false],
    [{}, false],
  ])('%j → %s', (order, expected) => {
    expect(isReadyToShip(order)).toBe(expected);
  });
});

describe("waiting for the shop: the dashboard's 'Pesanan Belum Diproses' and the Order Center's 'Belum diproses'", () => {
  it.each<[OrderStatusFields, boolean]>([
    [{ status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'BELUM_DIKIRIM' }, true],
    [{ status_pembayaran: 'LUNAS', status_pengiriman: 'BELUM_DIKIRIM' }, true],
    [{ status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM' }, true],
    [{ status_pembayaran: ' lunas ', status_pengiriman: 'siap_dikirim' }, true],
    [{ status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM' }, false],
    [{ status_pembayaran: 'MENUNGGU_PEMBAYARAN', status_pengiriman: 'BELUM_DIKIRIM' }, false],
    [{ status_pembayaran: 'PAYMENT_EXPIRED', status_pengiriman: 'BELUM_DIKIRIM' }, false],
    [{ status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'DIBATALKAN' }, false],
    [{}, false],
  ])('%j → %s', (order, expected) => {
    expect(awaitsShopAction(order)).toBe(expected);
  });
});
