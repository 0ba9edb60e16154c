import { describe, expect, it } from 'vitest';
import {
  PRIORITY_SORT_ORDER,
  compareForQueue,
  displayPriority,
  type DisplayPriority,
  type PriorityLevel,
  type QueueSortFields,
} from '@/resources/penjualan-web/shared/rules/priority';

// The badge's colour follows the spec's status table: cancelled and expired red, delivered green.
const READY: DisplayPriority = { level: 'HIGH', label: 'Ready to Ship', action: 'Ship Now' };
const TRANSIT: DisplayPriority = { level: 'LOW', label: 'In Transit', action: 'Track' };
const DELIVERED: DisplayPriority = { level: 'COMPLETED', label: 'Delivered', action: null };
const CANCELLED: DisplayPriority = { level: 'COMPLETED', label: 'Cancelled', action: null };
const AWAITING: DisplayPriority = { level: 'NOT_READY', label: 'Awaiting Payment', action: null };
// A transfer proof waiting for the admin is not awaiting the customer's payment.
const VERIFYING: DisplayPriority = { level: 'NOT_READY', label: 'Menunggu Verifikasi', action: null };

describe('display priority over every payment × shipping status (order spec §4)', () => {
  it.each<[string, string, DisplayPriority]>([
    ['MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM', AWAITING],
    ['MENUNGGU_PEMBAYARAN', 'SIAP_DIKIRIM', AWAITING],
    ['MENUNGGU_PEMBAYARAN', 'DIKIRIM', TRANSIT],
    ['MENUNGGU_PEMBAYARAN', 'SELESAI', DELIVERED],
    ['MENUNGGU_PEMBAYARAN', 'DIBATALKAN', CANCELLED],
    ['MENUNGGU_KONFIRMASI', 'BELUM_DIKIRIM', VERIFYING],
    ['MENUNGGU_KONFIRMASI', 'SIAP_DIKIRIM', VERIFYING],
    ['MENUNGGU_KONFIRMASI', 'DIKIRIM', TRANSIT],
    ['MENUNGGU_KONFIRMASI', 'SELESAI', DELIVERED],
    ['MENUNGGU_KONFIRMASI', 'DIBATALKAN', CANCELLED],
    ['LUNAS', 'BELUM_DIKIRIM', AWAITING],
    ['LUNAS', 'SIAP_DIKIRIM', READY],
    ['LUNAS', 'DIKIRIM', TRANSIT],
    ['LUNAS', 'SELESAI', DELIVERED],
    ['LUNAS', 'DIBATALKAN', CANCELLED],
    ['DIBATALKAN', 'BELUM_DIKIRIM', CANCELLED],
    ['DIBATALKAN', 'SIAP_DIKIRIM', CANCELLED],
    ['DIBATALKAN', 'DIKIRIM', TRANSIT],
    ['DIBATALKAN', 'SELESAI', DELIVERED],
    ['DIBATALKAN', 'DIBATALKAN', CANCELLED],
    ['PAYMENT_EXPIRED', 'BELUM_DIKIRIM', CANCELLED],
    ['PAYMENT_EXPIRED', 'SIAP_DIKIRIM', CANCELLED],
    ['PAYMENT_EXPIRED', 'DIKIRIM', TRANSIT],
    ['PAYMENT_EXPIRED', 'SELESAI', DELIVERED],
    ['PAYMENT_EXPIRED', 'DIBATALKAN', CANCELLED],
  ])('%s + %s → %j', (payment, shipping, expected) => {
    expect(displayPriority({ status_pembayaran: payment, status_pengiriman: shipping })).toEqual(expected);
  });

  it.each<[string, Parameters<typeof displayPriority>[0], DisplayPriority]>([
    ['statuses in lower case with spaces', { status_pembayaran: ' lunas ', status_pengiriman: 'siap_dikirim' }, READY],
    ['no statuses at all', {}, AWAITING],
    ['null statuses', { status_pembayaran: null, status_pengiriman: null }, AWAITING],
  ])('%s → %j', (_case, order, expected) => {
    expect(displayPriority(order)).toEqual(expected);
  });

  it.each<[string, string, DisplayPriority]>([
    // The spec's English words on either field read like SELESAI and DIBATALKAN (order spec §4).
    ['LUNAS', 'COMPLETED', DELIVERED],
    ['COMPLETED', 'SELESAI', DELIVERED],
    ['COMPLETED', 'BELUM_DIKIRIM', DELIVERED],
    ['CANCELLED', 'BELUM_DIKIRIM', CANCELLED],
    ['LUNAS', 'CANCELLED', CANCELLED],
    ['MENUNGGU_PEMBAYARAN', 'MENUNGGU_KOORDINASI_ADMIN', AWAITING],
    // A status nobody knows sorts with the others, last, not as awaiting payment.
    ['LUNAS', 'ON_HOLD', { level: 'UNKNOWN', label: 'Status Lain', action: null }],
    ['REFUNDED', 'BELUM_DIKIRIM', { level: 'UNKNOWN', label: 'Status Lain', action: null }],
    ['REFUNDED', 'DIKIRIM', TRANSIT],
  ])('open statuses: %s + %s → %j', (payment, shipping, expected) => {
    expect(displayPriority({ status_pembayaran: payment, status_pengiriman: shipping })).toEqual(expected);
  });

  it('never produces URGENT', () => {
    const payments = ['MENUNGGU_PEMBAYARAN', 'MENUNGGU_KONFIRMASI', 'LUNAS', 'DIBATALKAN', 'PAYMENT_EXPIRED', ''];
    const shippings = ['BELUM_DIKIRIM', 'SIAP_DIKIRIM', 'DIKIRIM', 'SELESAI', 'DIBATALKAN', ''];
    const levels = payments.flatMap((p) => shippings.map((s) => displayPriority({ status_pembayaran: p, status_pengiriman: s }).level));
    expect(levels).not.toContain('URGENT');
  });
});

describe('priority sort order', () => {
  it.each<[PriorityLevel, number]>([
    ['URGENT', 1],
    ['HIGH', 2],
    ['MEDIUM', 3],
    ['LOW', 4],
    ['COMPLETED', 5],
    ['EXPIRED', 6],
    ['UNKNOWN', 7],
  ])('%s ranks %i (spec)', (level, rank) => {
    expect(PRIORITY_SORT_ORDER[level]).toBe(rank);
  });

  it('NOT_READY (awaiting payment) sorts after open orders in transit and before finished ones', () => {
    expect(PRIORITY_SORT_ORDER.NOT_READY).toBeGreaterThan(PRIORITY_SORT_ORDER.LOW);
    expect(PRIORITY_SORT_ORDER.NOT_READY).toBeLessThan(PRIORITY_SORT_ORDER.COMPLETED);
  });
});

describe('queue order: priority, then newest first', () => {
  const order = (id: string, payment: string, shipping: string, date: string | null): QueueSortFields & { id: string } => ({
    id,
    status_pembayaran: payment,
    status_pengiriman: shipping,
    tanggal_pesan: date,
  });

  it('sorts ready-to-ship, in transit, awaiting payment, then finished orders: the most overdue first where there is work, the newest first elsewhere', () => {
    const orders = [
      order('done-old', 'LUNAS', 'SELESAI', '2026-01-01T08:00:00Z'),
      order('transit-new', 'LUNAS', 'DIKIRIM', '2026-01-04T08:00:00Z'),
      order('transit-old', 'LUNAS', 'DIKIRIM', '2026-01-02T08:00:00Z'),
      order('ready-old', 'LUNAS', 'SIAP_DIKIRIM', '2026-01-01T09:00:00Z'),
      order('awaiting-old', 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM', '2026-01-04T08:00:00Z'),
      order('awaiting-new', 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM', '2026-01-05T08:00:00Z'),
      order('cancelled-new', 'DIBATALKAN', 'DIBATALKAN', '2026-01-06T08:00:00Z'),
      order('ready-new', 'LUNAS', 'SIAP_DIKIRIM', '2026-01-03T09:00:00Z'),
    ];
    expect([...orders].sort(compareForQueue).map((o) => o.id)).toEqual([
      'ready-old',
      'ready-new',
      'transit-old',
      'transit-new',
      'awaiting-new',
      'awaiting-old',
      'cancelled-new',
      'done-old',
    ]);
  });

  it('puts orders without a readable date last within their priority', () => {
    const orders = [
      order('no-date', 'LUNAS', 'SIAP_DIKIRIM', null),
      order('bad-date', 'LUNAS', 'SIAP_DIKIRIM', 'kemarin'),
      order('dated', 'LUNAS', 'SIAP_DIKIRIM', '2026-01-01T09:00:00Z'),
    ];
    const sorted = [...orders].sort(compareForQueue).map((o) => o.id);
    expect(sorted[0]).toBe('dated');
    expect(compareForQueue(orders[0]!, orders[1]!)).toBe(0);
  });
});
