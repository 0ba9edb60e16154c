import { describe, expect, it } from 'vitest';
import {
  activeUserIds,
  amountOrNull,
  buildSendRequest,
  computeStats,
  matchesSearch,
  readView,
  sentType,
  textOrNull,
  typeCounts,
  viewSearch,
  type SendFormValues,
  type SendRequest,
} from '@/resources/notifications/rules';
import type { NotificationUser, SendKind } from '@/resources/notifications/schemas';

const USERS: NotificationUser[] = [
  { id: 1, name: 'Budi', email: 'budi@contoh.id', isActive: true },
  { id: 2, name: 'Siti', email: 'siti@contoh.id', isActive: false },
  { id: 3, name: 'Agus', email: 'agus@contoh.id' },
];

describe('notification payloads (operations spec §5 and §7): one builder per form', () => {
  it.each<[string, SendKind, SendFormValues, SendRequest['body']]>([
    [
      'custom, every field',
      'custom',
      { userId: 1, type: 'promo', title: ' Halo ', message: 'Isi', actionLabel: 'Lihat', actionUrl: '/promo' },
      { userId: 1, type: 'promo', title: 'Halo', message: 'Isi', actionLabel: 'Lihat', actionUrl: '/promo' },
    ],
    [
      'custom, empty optional fields as null and the type defaulting to system',
      'custom',
      { userId: 1, title: 'Halo', message: 'Isi', actionLabel: '', actionUrl: '   ' },
      { userId: 1, type: 'system', title: 'Halo', message: 'Isi', actionLabel: null, actionUrl: null },
    ],
    [
      'promo, to every listed active user',
      'promo',
      { title: 'Diskon', message: 'Semen 10%', promoCode: 'SEMEN10', expiresAt: '2026-12-31', userId: 2 },
      { userIds: [1, 3], title: 'Diskon', message: 'Semen 10%', promoCode: 'SEMEN10', expiresAt: '2026-12-31' },
    ],
    ['promo, no code and no end as null', 'promo', { title: 'Diskon', message: 'Isi', promoCode: '', expiresAt: null }, { userIds: [1, 3], title: 'Diskon', message: 'Isi', promoCode: null, expiresAt: null }],
    [
      'order status with a message',
      'order_status',
      { orderId: ' TRX-1 ', userId: 3, status: 'shipped', message: 'Dalam perjalanan' },
      { orderId: 'TRX-1', userId: 3, status: 'shipped', message: 'Dalam perjalanan' },
    ],
    ['order status without a message', 'order_status', { orderId: 'TRX-1', userId: 3, status: 'delivered', message: '' }, { orderId: 'TRX-1', userId: 3, status: 'delivered', message: null }],
    ['payment, a number from the rupiah input', 'payment', { orderId: 'TRX-2', userId: 1, amount: 1250000, status: 'success' }, { orderId: 'TRX-2', userId: 1, amount: 1250000, status: 'success' }],
    ['payment, typed Indonesian text parsed', 'payment', { orderId: 'TRX-2', userId: 1, amount: 'Rp 1.250.000', status: 'pending' }, { orderId: 'TRX-2', userId: 1, amount: 1250000, status: 'pending' }],
    ['payment, empty amount as null', 'payment', { orderId: 'TRX-2', userId: 1, amount: '', status: 'failed' }, { orderId: 'TRX-2', userId: 1, amount: null, status: 'failed' }],
    [
      'shipping with a tracking number',
      'shipping',
      { orderId: 'TRX-3', userId: 1, trackingNumber: 'JNE123', status: 'shipped' },
      { orderId: 'TRX-3', userId: 1, trackingNumber: 'JNE123', status: 'shipped' },
    ],
    ['shipping without one', 'shipping', { orderId: 'TRX-3', userId: 1, trackingNumber: '', status: 'cancelled' }, { orderId: 'TRX-3', userId: 1, trackingNumber: null, status: 'cancelled' }],
    ['cashback with a source', 'cashback', { userId: 1, amount: '25.000', source: 'Promo Akhir Tahun' }, { userId: 1, amount: 25000, source: 'Promo Akhir Tahun' }],
    ['cashback, no source and no user as null', 'cashback', { amount: 5000, source: '' }, { userId: null, amount: 5000, source: null }],
  ])('%s', (_what, kind, values, body) => {
    const request = buildSendRequest(kind, values, USERS);
    expect(request.kind).toBe(kind);
    expect(request.body).toEqual(body);
  });

  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [' kode ', 'kode'],
  ])('textOrNull(%j) is %j', (value, expected) => expect(textOrNull(value)).toBe(expected));

  it.each([
    [150000, 150000],
    ['150.000', 150000],
    ['Rp150.000', 150000],
    ['', null],
    ['1.000,50', null],
    ['1e6', null],
    [Number.NaN, null],
    [{ type: 'unreadable-number', typed: 'abc', problem: 'unreadable', error: 'x' }, null],
  ])('amountOrNull(%j) is %j', (value, expected) => expect(amountOrNull(value)).toBe(expected));

  it('a promo reaches only active users (absent means active)', () => expect(activeUserIds(USERS)).toEqual([1, 3]));

  it('files a custom send under its chosen type and any other under its own', () => {
    expect(sentType(buildSendRequest('custom', { type: 'cashback' }))).toBe('cashback');
    expect(sentType(buildSendRequest('custom', { type: 'bogus' }))).toBe('system');
    expect(sentType(buildSendRequest('shipping', {}))).toBe('shipping');
  });
});

describe('notification statistics (operations spec §3)', () => {
  const now = new Date('2026-11-23T10:00:00.000Z'); // 17.00 in Jakarta
  it('counts total, unread, today (the Jakarta day) and by type', () => {
    const rows = [
      { type: 'promo', isRead: false, createdAt: '2026-11-23T09:00:00.000Z' },
      { type: 'promo', isRead: true, createdAt: '2026-11-22T17:30:00.000Z' }, // 00.30 on the 23rd in Jakarta
      { type: 'payment', isRead: false, createdAt: '2026-11-22T16:59:00.000Z' }, // 23.59 on the 22nd in Jakarta
      { type: 'shipping', isRead: true, createdAt: 'bukan tanggal' },
    ];
    expect(computeStats(rows, now)).toEqual({
      totalNotifications: 4,
      unreadNotifications: 2,
      todayNotifications: 2,
      notificationsByType: { promo: 2, payment: 1, shipping: 1 },
    });
  });

  it('is all zero without notifications', () =>
    expect(computeStats([], now)).toEqual({ totalNotifications: 0, unreadNotifications: 0, todayNotifications: 0, notificationsByType: {} }));

  it('lists every known type in order, zero included, then types the server adds', () => {
    const rows = typeCounts({ promo: 3, custom_x: 1 });
    expect(rows.map((r) => [r.type, r.count])).toEqual([
      ['order_status', 0],
      ['promo', 3],
      ['payment', 0],
      ['shipping', 0],
      ['system', 0],
      ['cashback', 0],
      ['custom_x', 1],
    ]);
    expect(rows[1]!.label).toBe('Promo');
  });
});

describe('the manager’s tab and form in the address', () => {
  it.each([
    ['', { tab: 'send', kind: 'custom' }],
    ['?tab=history', { tab: 'history', kind: 'custom' }],
    ['?tab=stats', { tab: 'stats', kind: 'custom' }],
    ['?jenis=promo', { tab: 'send', kind: 'promo' }],
    ['?tab=bogus&jenis=system', { tab: 'send', kind: 'custom' }],
  ])('reads %j', (search, view) => expect(readView(new URLSearchParams(search))).toEqual(view));

  it.each([
    [{ tab: 'send', kind: 'custom' } as const, ''],
    [{ tab: 'send', kind: 'payment' } as const, '?jenis=payment'],
    [{ tab: 'history', kind: 'payment' } as const, '?tab=history'],
  ])('writes %j as %j', (view, search) => expect(viewSearch(view)).toBe(search));
});

describe('the history’s search', () => {
  const row = { title: 'Promo Semen', message: 'Diskon 10%', userName: 'Budi Santoso', userEmail: 'budi@contoh.id' };
  it.each([
    ['', true],
    ['  ', true],
    ['semen', true],
    ['DISKON', true],
    [' budi ', true],
    ['contoh.id', true],
    ['keramik', false],
  ])('%j matches: %s', (search, expected) => expect(matchesSearch(row, search)).toBe(expected));

  it('reads a row without a recipient', () => expect(matchesSearch({ title: 'a', message: 'b', userName: null }, 'budi')).toBe(false));
});
