import { describe, expect, it } from 'vitest';
import { inStatusSince, isStuck, stuckReason, type StuckFields } from '@/resources/penjualan-web/shared/rules/stuck';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-03-15T05:30:00.000Z');
const ago = (ms: number): string => new Date(NOW.getTime() - ms).toISOString();

const order = (fields: StuckFields): StuckFields => ({ tanggal_pesan: ago(30 * DAY), ...fields });

describe('stuckReason: paid but not shipped for more than 2 days, shipped more than 7 days without delivery', () => {
  it.each<[string, StuckFields, ReturnType<typeof stuckReason>]>([
    ['paid, ready to ship for 49 hours', { status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', status_changed_at: ago(49 * HOUR) }, 'NOT_SHIPPED'],
    ['paid, ready to ship for exactly 2 days', { status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', status_changed_at: ago(2 * DAY) }, null],
    ['paid, ready to ship for 47 hours', { status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', status_changed_at: ago(47 * HOUR) }, null],
    ['paid, not yet marked ready, for 3 days', { status_pembayaran: 'LUNAS', status_pengiriman: 'BELUM_DIKIRIM', status_changed_at: ago(3 * DAY) }, 'NOT_SHIPPED'],
    ['awaiting confirmation for 5 days (not paid)', { status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'BELUM_DIKIRIM', status_changed_at: ago(5 * DAY) }, null],
    ['awaiting payment for 5 days', { status_pembayaran: 'MENUNGGU_PEMBAYARAN', status_pengiriman: 'BELUM_DIKIRIM', status_changed_at: ago(5 * DAY) }, null],
    ['shipped 8 days ago by the shop courier', { status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', status_changed_at: ago(8 * DAY), biteship_status: null }, 'NOT_DELIVERED'],
    ['shipped 8 days ago, held by the courier', { status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', status_changed_at: ago(8 * DAY), biteship_status: 'on_hold' }, 'NOT_DELIVERED'],
    ['shipped 8 days ago, delivered by Biteship', { status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', status_changed_at: ago(8 * DAY), biteship_status: 'delivered' }, null],
    ['shipped 8 days ago, Biteship says DELIVERED in capitals', { status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', status_changed_at: ago(8 * DAY), biteship_status: 'DELIVERED' }, null],
    ['shipped exactly 7 days ago', { status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', status_changed_at: ago(7 * DAY) }, null],
    ['shipped 6 days ago', { status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', status_changed_at: ago(6 * DAY) }, null],
    ['completed 30 days ago', { status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', status_changed_at: ago(30 * DAY) }, null],
    ['cancelled 30 days ago', { status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIBATALKAN', status_changed_at: ago(30 * DAY) }, null],
    ['payment expired 30 days ago', { status_pembayaran: 'PAYMENT_EXPIRED', status_pengiriman: 'BELUM_DIKIRIM', status_changed_at: ago(30 * DAY) }, null],
    ['statuses in lower case with spaces', { status_pembayaran: ' lunas ', status_pengiriman: 'siap_dikirim', status_changed_at: ago(3 * DAY) }, 'NOT_SHIPPED'],
    ['no status_changed_at: the order date (30 days ago) counts', { status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', status_changed_at: null }, 'NOT_SHIPPED'],
    ['an unreadable status_changed_at: the order date counts', { status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', status_changed_at: 'kemarin' }, 'NOT_DELIVERED'],
    ['no readable date at all', { status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', status_changed_at: '', tanggal_pesan: 'x' }, null],
    ['a young order without status_changed_at', { status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', tanggal_pesan: ago(HOUR) }, null],
  ])('%s → %s', (_what, fields, expected) => {
    expect(stuckReason(order(fields), NOW)).toBe(expected);
    expect(isStuck(order(fields), NOW)).toBe(expected !== null);
  });

  it('reads the time in status from status_changed_at, else the order date', () => {
    expect(inStatusSince({ status_changed_at: '2026-03-10T00:00:00.000Z', tanggal_pesan: '2026-03-01T00:00:00.000Z' })).toBe(Date.parse('2026-03-10T00:00:00.000Z'));
    expect(inStatusSince({ status_changed_at: undefined, tanggal_pesan: '2026-03-01T00:00:00.000Z' })).toBe(Date.parse('2026-03-01T00:00:00.000Z'));
    expect(inStatusSince({})).toBeNull();
  });
});
