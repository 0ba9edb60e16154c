import { describe, expect, it } from 'vitest';
import {
  chatStatus,
  customerDisplayName,
  filterThreads,
  formatChatTime,
  lastMessagePreview,
  shippingLabel,
  threadOfOrder,
  toChatThread,
} from '@/custom-pages/chat-management/rules';
import type { ChatThread } from '@/custom-pages/chat-management/schemas';

const thread = (over: Partial<ChatThread>): ChatThread => ({
  id: 1,
  orderId: 100,
  customerName: 'Budi Santoso',
  customerPhone: null,
  status: 'ACTIVE',
  unreadCount: 0,
  lastMessage: 'Halo',
  lastActivity: '2026-11-23T03:00:00.000Z',
  shippingMethod: 'JNE REG',
  ...over,
});

describe('thread rows (operations spec §2 and §4)', () => {
  it.each([
    ['ACTIVE', 'ACTIVE'],
    ['active', 'ACTIVE'],
    [' closed ', 'CLOSED'],
    ['PENDING', 'PENDING'],
    ['ARCHIVED', 'PENDING'],
    ['', 'PENDING'],
    [null, 'PENDING'],
    [undefined, 'PENDING'],
  ])('status %j reads as %s (unknown looks like PENDING)', (raw, expected) => {
    expect(chatStatus(raw)).toBe(expected);
  });

  it.each([
    ['Budi Santoso', 100, 'Budi Santoso'],
    [null, 100, 'Customer #100'],
    ['', 'TRX-2026-000123456', 'Customer #00123456'],
    ['   ', 'abc', 'Customer #abc'],
    ['Customer', 'ORD-1234567890', 'Customer #34567890'],
    // Only the placeholder itself is replaced: a real name that starts with it stays.
    ['Customer Service Toko', 7, 'Customer Service Toko'],
    ['customer', 9, 'customer'],
  ])('name %j of order %j is shown as %j', (customerName, orderId, expected) => {
    expect(customerDisplayName({ customerName, orderId })).toBe(expected);
  });

  it.each([
    ['Sudah transfer kak', 'Sudah transfer kak'],
    ['', 'Belum ada pesan'],
    ['   ', 'Belum ada pesan'],
    [null, 'Belum ada pesan'],
    ['New message', 'Belum ada pesan'],
    ['New message!', 'New message!'],
  ])('last message %j is shown as %j', (raw, expected) => {
    expect(lastMessagePreview(raw)).toBe(expected);
  });

  it.each([
    ['JNE REG', 'JNE REG'],
    [null, 'STANDARD'],
    ['', 'STANDARD'],
    ['  ', 'STANDARD'],
  ])('shipping %j is shown as %j', (raw, expected) => {
    expect(shippingLabel(raw)).toBe(expected);
  });

  it.each([
    // Jakarta is UTC+7 all year, whatever the machine's zone.
    ['2026-11-23T03:05:00.000Z', '23/11/2026 10:05'],
    ['2026-12-31T17:30:00.000Z', '01/01/2027 00:30'],
    ['2026-01-05T16:59:59.000Z', '05/01/2026 23:59'],
    ['2026-03-09T00:00:00+07:00', '09/03/2026 00:00'],
    ['bukan tanggal', ''],
    [null, ''],
  ])('last activity %j is shown as %j (dd/mm/yyyy hh:mm)', (raw, expected) => {
    expect(formatChatTime(raw)).toBe(expected);
  });

  it('fills what a backend leaves out of a thread', () => {
    expect(toChatThread({ id: 3, orderId: '88', status: 'weird', unreadCount: '2' as unknown as number })).toEqual({
      id: 3,
      orderId: '88',
      customerName: null,
      customerPhone: null,
      status: 'PENDING',
      unreadCount: 2,
      lastMessage: null,
      lastActivity: null,
      shippingMethod: null,
    });
    expect(toChatThread({ id: 3, orderId: 1, unreadCount: -4, customerPhone: '  ' })).toMatchObject({ unreadCount: 0, customerPhone: null });
  });
});

describe('thread search and filter (operations spec §2)', () => {
  const threads = [
    thread({ id: 1, orderId: 258, customerName: 'Fitri Sinaga', unreadCount: 2, status: 'PENDING' }),
    thread({ id: 2, orderId: 261, customerName: 'Dewi Rani', status: 'ACTIVE' }),
    thread({ id: 3, orderId: 1_234_567_890, customerName: null, unreadCount: 1, status: 'ACTIVE' }),
    thread({ id: 4, orderId: 90, customerName: 'Andi', status: 'CLOSED' }),
  ];
  const ids = (list: ChatThread[]) => list.map((t) => t.id);

  it.each([
    ['', 'all', [1, 2, 3, 4]],
    ['', 'unread', [1, 3]],
    ['', 'active', [2, 3]],
    ['fitri', 'all', [1]],
    ['DEWI', 'all', [2]],
    ['  rani ', 'all', [2]],
    ['258', 'all', [1]],
    ['26', 'all', [2]],
    ['customer #', 'all', [3]],
    ['34567890', 'unread', [3]],
    ['dewi', 'unread', []],
    ['andi', 'active', []],
    ['zzz', 'all', []],
  ] as const)('search %j with filter %s gives threads %j', (search, filter, expected) => {
    expect(ids(filterThreads(threads, search, filter))).toEqual(expected);
  });

  it('finds the thread of an order whatever the id type', () => {
    expect(threadOfOrder(threads, '258')?.id).toBe(1);
    expect(threadOfOrder(threads, 261)?.id).toBe(2);
    expect(threadOfOrder(threads, '')).toBeUndefined();
    expect(threadOfOrder(threads, '999')).toBeUndefined();
  });
});
