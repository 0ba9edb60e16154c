import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';
import { seedNotifications, seedNotificationUsers } from '@/resources/notifications/fake/seed';

const NOW = new Date('2026-11-23T03:00:00.000Z');

const setup = () => {
  const harness = createFakeBackendHarness(NOW);
  return { ...harness, call: (method: string, path: string, body?: unknown) => harness.call<Record<string, unknown>>(method, path, body) };
};

type Row = { id: number; title: string; message: string; type: string; isRead: boolean; createdAt: string; userId: number; userName: string };

const activeUser = (db: ReturnType<typeof setup>['db']) => db.notificationUsers.find((u) => u.isActive)!;
const inactiveUser = (db: ReturnType<typeof setup>['db']) => db.notificationUsers.find((u) => !u.isActive)!;

describe('fake notifications: the seed', () => {
  it('holds at least 25 users, some inactive, and 30 or more notifications to active users, the same every time', () => {
    const users = seedNotificationUsers();
    expect(users.length).toBeGreaterThanOrEqual(25);
    expect(users.some((u) => !u.isActive)).toBe(true);
    const rows = seedNotifications(NOW, users);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.every((row) => users.find((u) => u.id === row.userId)?.isActive)).toBe(true);
    expect(rows.some((row) => !row.isRead)).toBe(true);
    expect(seedNotifications(NOW, users)).toEqual(rows);
  });
});

describe('fake notifications: reads (operations spec §7)', () => {
  it('lists notifications newest first with whom they went to', async () => {
    const { call } = setup();
    const { status, body } = await call('GET', '/admin/notifications');
    expect(status).toBe(200);
    const rows = body as unknown as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect([...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(rows);
    expect(rows[0]!.userName).toEqual(expect.any(String));
  });

  it('lists the users with their active state', async () => {
    const { call } = setup();
    const { body } = await call('GET', '/admin/notifications/users');
    const users = body as unknown as Array<{ id: number; name: string; email: string; isActive: boolean }>;
    expect(users.length).toBeGreaterThanOrEqual(25);
    expect(users.filter((u) => !u.isActive).length).toBeGreaterThan(0);
  });

  it('computes the statistics from the stored notifications, and they follow a send and a delete', async () => {
    const { call, db } = setup();
    const stats = async () => ((await call('GET', '/admin/notifications/stats')).body as { data: Record<string, unknown> }).data;
    const before = await stats();
    expect(before).toMatchObject({ totalNotifications: db.notifications.length, unreadNotifications: db.notifications.filter((n) => !n.isRead).length });
    expect((before.todayNotifications as number) > 0).toBe(true);
    const byType = before.notificationsByType as Record<string, number>;
    expect(Object.values(byType).reduce((a, b) => a + b, 0)).toBe(db.notifications.length);

    await call('POST', '/admin/notifications/cashback', { userId: activeUser(db).id, amount: 10000, source: null });
    const after = await stats();
    expect(after.totalNotifications).toBe((before.totalNotifications as number) + 1);
    expect(after.unreadNotifications).toBe((before.unreadNotifications as number) + 1);
    expect(after.todayNotifications).toBe((before.todayNotifications as number) + 1);
    expect((after.notificationsByType as Record<string, number>).cashback).toBe((byType.cashback ?? 0) + 1);

    const id = db.notifications.at(-1)!.id;
    expect(await call('DELETE', `/admin/notifications/${id}`)).toEqual({ status: 200, body: { success: true, message: 'Notification deleted successfully' } });
    expect((await stats()).totalNotifications).toBe(before.totalNotifications);
  });
});

describe('fake notifications: sends are validated like a real server and answer in `message`', () => {
  it.each([
    ['custom', '/admin/notifications/custom', (u: number) => ({ userId: u, type: 'system', title: 'Halo', message: 'Isi', actionLabel: null, actionUrl: null }), 'system'],
    ['order status', '/admin/notifications/order-status', (u: number) => ({ orderId: 'TRX-1', userId: u, status: 'shipped', message: null }), 'order_status'],
    ['payment', '/admin/notifications/payment', (u: number) => ({ orderId: 'TRX-1', userId: u, amount: 150000, status: 'success' }), 'payment'],
    ['shipping', '/admin/notifications/shipping', (u: number) => ({ orderId: 'TRX-1', userId: u, trackingNumber: null, status: 'delivered' }), 'shipping'],
    ['cashback', '/admin/notifications/cashback', (u: number) => ({ userId: u, amount: 5000, source: 'Promo' }), 'cashback'],
  ])('files a %s notification for the user, unread', async (_what, path, body, type) => {
    const { call, db, persist } = setup();
    const user = activeUser(db);
    const before = db.notifications.length;
    const { status, body: answer } = await call('POST', path, body(user.id));
    expect(status).toBe(201);
    expect(answer).toMatchObject({ success: true, message: 'Notification sent successfully' });
    expect(db.notifications).toHaveLength(before + 1);
    expect(db.notifications.at(-1)).toMatchObject({ userId: user.id, type, isRead: false, createdAt: NOW.toISOString() });
    expect(persist).toHaveBeenCalled();
  });

  it('composes the payment text with the amount in rupiah', async () => {
    const { call, db } = setup();
    await call('POST', '/admin/notifications/payment', { orderId: 'TRX-9', userId: activeUser(db).id, amount: 1250000, status: 'pending' });
    expect(db.notifications.at(-1)!.message).toBe('Pembayaran Rp1.250.000 untuk pesanan TRX-9: Menunggu (pending).');
  });

  it('sends a promo to each listed user once', async () => {
    const { call, db } = setup();
    const ids = db.notificationUsers.filter((u) => u.isActive).map((u) => u.id);
    const before = db.notifications.length;
    const { status } = await call('POST', '/admin/notifications/promo', { userIds: [...ids, ids[0]], title: 'Diskon', message: 'Semen 10%', promoCode: 'SEMEN10', expiresAt: '2026-12-31' });
    expect(status).toBe(201);
    expect(db.notifications).toHaveLength(before + ids.length);
    expect(db.notifications.at(-1)).toMatchObject({ type: 'promo', title: 'Diskon', message: 'Semen 10% Kode: \u2068SEMEN10\u2069' });
  });

  it.each([
    ['an unknown user', '/admin/notifications/custom', { userId: 9999, type: 'system', title: 'a', message: 'b', actionLabel: null, actionUrl: null }, 404, 'Pengguna tidak ditemukan.'],
    ['no user', '/admin/notifications/cashback', { userId: null, amount: 1, source: null }, 400, 'Pengguna wajib dipilih.'],
    ['a missing title', '/admin/notifications/custom', { userId: 1, type: 'system', title: null, message: 'b', actionLabel: null, actionUrl: null }, 400, 'Judul dan pesan wajib diisi.'],
    ['a blank message', '/admin/notifications/promo', { userIds: [1], title: 'a', message: '  ', promoCode: null, expiresAt: null }, 400, 'Judul dan pesan wajib diisi.'],
    ['a bad type', '/admin/notifications/custom', { userId: 1, type: 'spam', title: 'a', message: 'b', actionLabel: null, actionUrl: null }, 400, 'Tipe notifikasi tidak valid.'],
    ['a bad order status', '/admin/notifications/order-status', { orderId: 'T', userId: 1, status: 'lost', message: null }, 400, 'Status tidak valid.'],
    ['a shipping status of payments', '/admin/notifications/shipping', { orderId: 'T', userId: 1, trackingNumber: null, status: 'success', message: null }, 400, 'Status tidak valid.'],
    ['a payment status of orders', '/admin/notifications/payment', { orderId: 'T', userId: 1, amount: 1, status: 'shipped' }, 400, 'Status tidak valid.'],
    ['no order id', '/admin/notifications/payment', { orderId: '', userId: 1, amount: 1, status: 'success' }, 400, 'ID pesanan wajib diisi.'],
    ['no amount', '/admin/notifications/payment', { orderId: 'T', userId: 1, amount: null, status: 'success' }, 400, 'Jumlah harus berupa angka 0 atau lebih.'],
    ['a negative amount', '/admin/notifications/cashback', { userId: 1, amount: -5, source: null }, 400, 'Jumlah harus berupa angka 0 atau lebih.'],
    ['a javascript: link', '/admin/notifications/custom', { userId: 1, type: 'system', title: 'a', message: 'b', actionLabel: 'x', actionUrl: 'javascript:alert(1)' }, 400, 'URL tombol harus berupa URL (https://...) atau path yang diawali "/".'],
    ['a promo to nobody', '/admin/notifications/promo', { userIds: [], title: 'a', message: 'b', promoCode: null, expiresAt: null }, 400, 'Tidak ada pengguna aktif untuk dikirimi promo.'],
    ['a promo ending on no day', '/admin/notifications/promo', { userIds: [1], title: 'a', message: 'b', promoCode: null, expiresAt: '2026-02-30' }, 400, 'Tanggal berlaku tidak valid.'],
  ])('refuses %s, storing nothing', async (_what, path, body, status, message) => {
    const { call, db, persist } = setup();
    const before = db.notifications.length;
    expect(await call('POST', path, body)).toEqual({ status, body: { success: false, message } });
    expect(db.notifications).toHaveLength(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it('refuses an inactive user', async () => {
    const { call, db } = setup();
    const body = { userId: inactiveUser(db).id, amount: 1000, source: null };
    expect(await call('POST', '/admin/notifications/cashback', body)).toEqual({ status: 400, body: { success: false, message: 'Pengguna tidak aktif.' } });
  });

  it('answers 404 for deleting a notification that is not there', async () => {
    const { call } = setup();
    expect(await call('DELETE', '/admin/notifications/99999')).toEqual({ status: 404, body: { success: false, message: 'Notifikasi tidak ditemukan.' } });
  });
});
