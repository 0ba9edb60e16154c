import { describe, expect, it } from 'vitest';
import { seedChat } from '@/custom-pages/chat-management/fake/seed';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';
import { NOW } from './chatBackend';

describe('the chat seed', () => {
  const orders = seedPenjualanWeb(NOW);
  const { threads, messages } = seedChat(orders, NOW);

  it('is the same for the same orders and clock', () => {
    expect(seedChat(seedPenjualanWeb(NOW), NOW)).toEqual({ threads, messages });
  });

  it('ties every thread to a seeded order, once, and every message to a thread', () => {
    const ids = threads.map((thread) => thread.orderId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(orders.some((order) => Number(order.id) === id)).toBe(true);
    for (const message of messages) expect(ids).toContain(message.orderId);
    expect(new Set(messages.map((message) => message.id)).size).toBe(messages.length);
  });

  it('has nothing sent after the clock, and nothing before its order', () => {
    for (const message of messages) {
      const order = orders.find((o) => Number(o.id) === message.orderId);
      expect(Date.parse(message.sentAt)).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(message.sentAt)).toBeGreaterThanOrEqual(Date.parse(order?.tanggal_pesan ?? ''));
    }
  });

  it('holds images and a real PDF, processed and pending proofs, and unread messages', () => {
    const files = messages.flatMap((message) => message.attachments);
    const pdf = files.find((file) => file.mimeType === 'application/pdf');
    expect(pdf).toBeDefined();
    expect(atob((pdf?.fileUrl ?? '').split(',')[1] ?? '').startsWith('%PDF-1.4')).toBe(true);
    expect(files.filter((file) => file.approvalStatus === 'APPROVED')).toHaveLength(1);
    expect(files.filter((file) => file.approvalStatus === 'REJECTED')).toHaveLength(1);
    expect(files.filter((file) => file.approvalStatus === 'PENDING').length).toBeGreaterThanOrEqual(4);
    expect(messages.some((message) => !message.readByAdmin)).toBe(true);
  });
});
