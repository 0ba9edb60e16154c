import { describe, expect, it } from 'vitest';
import { orderBadges, priorityBadge } from '@/resources/penjualan-web/shared/rules/badges';
import { STATUS_BADGE_COLOR } from '@/resources/penjualan-web/shared/rules/history';

describe('the priority badge takes the colour of the status its word stands for (order spec §4)', () => {
  it.each([
    ['LUNAS', 'SIAP_DIKIRIM', 'Ready to Ship', 'info'],
    ['LUNAS', 'DIKIRIM', 'In Transit', 'success'],
    ['LUNAS', 'SELESAI', 'Delivered', 'success'],
    ['DIBATALKAN', 'DIBATALKAN', 'Cancelled', 'error'],
    ['PAYMENT_EXPIRED', 'BELUM_DIKIRIM', 'Cancelled', 'error'],
    ['MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM', 'Awaiting Payment', 'warning'],
    ['MENUNGGU_KONFIRMASI', 'BELUM_DIKIRIM', 'Menunggu Verifikasi', 'warning'],
  ])('%s + %s → %s in %s', (payment, shipping, label, color) => {
    const badge = priorityBadge({ status_pembayaran: payment, status_pengiriman: shipping });
    expect([badge.label, badge.color]).toEqual([label, color]);
    expect(STATUS_BADGE_COLOR[badge.status as keyof typeof STATUS_BADGE_COLOR]).toBe(color);
  });
});

describe('the order header says each status once', () => {
  it.each<[string, string, string, string | null, string | null]>([
    // payment, shipping → priority word, payment badge, shipping badge (null: the priority says it)
    ['LUNAS', 'SIAP_DIKIRIM', 'Ready to Ship', 'LUNAS', null],
    ['LUNAS', 'DIKIRIM', 'In Transit', 'LUNAS', null],
    ['LUNAS', 'SELESAI', 'Delivered', 'LUNAS', null],
    ['LUNAS', 'DIBATALKAN', 'Cancelled', 'LUNAS', null],
    ['DIBATALKAN', 'BELUM_DIKIRIM', 'Cancelled', null, 'BELUM_DIKIRIM'],
    ['DIBATALKAN', 'DIBATALKAN', 'Cancelled', null, null],
    ['PAYMENT_EXPIRED', 'BELUM_DIKIRIM', 'Cancelled', 'PAYMENT_EXPIRED', 'BELUM_DIKIRIM'],
    ['MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM', 'Awaiting Payment', null, 'BELUM_DIKIRIM'],
    ['MENUNGGU_KONFIRMASI', 'BELUM_DIKIRIM', 'Menunggu Verifikasi', null, 'BELUM_DIKIRIM'],
    ['LUNAS', 'BELUM_DIKIRIM', 'Awaiting Payment', 'LUNAS', 'BELUM_DIKIRIM'],
    ['lunas', ' siap_dikirim ', 'Ready to Ship', 'lunas', null],
  ])('%s + %s → %s, payment %s, shipping %s', (payment, shipping, word, paymentShown, shippingShown) => {
    const badges = orderBadges({ status_pembayaran: payment, status_pengiriman: shipping });
    expect([badges.priority.label, badges.payment, badges.shipping]).toEqual([word, paymentShown, shippingShown]);
  });

  it('shows an unknown status as sent, beside the "Status Lain" priority (never read as awaiting payment)', () => {
    const badges = orderBadges({ status_pembayaran: 'REFUNDED', status_pengiriman: 'RETUR' });
    expect([badges.priority.label, badges.payment, badges.shipping]).toEqual(['Status Lain', 'REFUNDED', 'RETUR']);
  });
});
