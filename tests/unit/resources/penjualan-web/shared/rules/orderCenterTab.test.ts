import { describe, expect, it } from 'vitest';
import {
  orderTabOf,
  ordersInTab,
  statsTabOf,
  tabForOpenedOrder,
  type OpenedOrderFields,
  type OrderCenterTab,
  type ShippingTab,
  type TabFields,
} from '@/resources/penjualan-web/shared/rules/orderCenterTab';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';

describe('Order Center tab classification (order spec §4)', () => {
  it.each<[string, TabFields, ShippingTab]>([
    ['type CHAT_ADMIN', { tipe_pengiriman: 'CHAT_ADMIN' }, 'chat-admin'],
    ['code CHAT_ADMIN_0', { kode_kurir: 'CHAT_ADMIN_0' }, 'chat-admin'],
    ['code REQUEST_KURIR_0', { kode_kurir: 'REQUEST_KURIR_0' }, 'chat-admin'],
    ['the chat-admin mode code CHAT_ADMIN (a mode, not a courier)', { kode_kurir: 'CHAT_ADMIN' }, 'chat-admin'],
    ['shipping status MENUNGGU_KOORDINASI_ADMIN', { status_pengiriman: 'MENUNGGU_KOORDINASI_ADMIN', kode_kurir: 'jne' }, 'chat-admin'],
    ['payment status MENUNGGU_KOORDINASI_ADMIN', { status_pembayaran: 'MENUNGGU_KOORDINASI_ADMIN' }, 'chat-admin'],
    ['method mentioning chat and admin', { metode_pengiriman: 'Chat Admin (Koordinasi Pengiriman)' }, 'chat-admin'],
    ['type GRATIS_ONGKIR', { tipe_pengiriman: 'GRATIS_ONGKIR' }, 'gratis-ongkir'],
    ['code GRATIS_ONGKIR', { kode_kurir: 'GRATIS_ONGKIR' }, 'gratis-ongkir'],
    ['code GRATIS_ONGKIR_0', { kode_kurir: 'GRATIS_ONGKIR_0' }, 'gratis-ongkir'],
    ['free-shipping flag', { apakah_gratis_ongkir: true }, 'gratis-ongkir'],
    ['method mentioning gratis', { metode_pengiriman: 'Gratis Ongkir - Promo Toko' }, 'gratis-ongkir'],
    ['type BITESHIP', { tipe_pengiriman: 'BITESHIP' }, 'biteship'],
    ['method BITESHIP', { metode_pengiriman: 'BITESHIP' }, 'biteship'],
    ['any other order with a courier code', { kode_kurir: 'jne' }, 'biteship'],
    ['an unknown courier code', { kode_kurir: 'kurirku' }, 'biteship'],
  ])('%s → %s', (_case, order, tab) => {
    expect(orderTabOf(order)).toBe(tab);
  });

  it('checks chat admin first: a free-shipping order awaiting admin coordination is a chat-admin order', () => {
    expect(orderTabOf({ tipe_pengiriman: 'GRATIS_ONGKIR', status_pengiriman: 'MENUNGGU_KOORDINASI_ADMIN' })).toBe('chat-admin');
  });

  it('checks free shipping before Biteship: a courier code with the free-shipping flag is free shipping', () => {
    expect(orderTabOf({ kode_kurir: 'jne', apakah_gratis_ongkir: 'true' })).toBe('gratis-ongkir');
  });

  it.each<[string, TabFields]>([
    ['an empty order', {}],
    ['a method naming only admin (no chat)', { metode_pengiriman: 'Admin' }],
    ['a blank courier code', { kode_kurir: '  ' }],
  ])('%s is in no tab list', (_case, order) => {
    expect(orderTabOf(order)).toBeNull();
  });

  it('the stats count an order that no tab claims as Biteship', () => {
    expect(statsTabOf({})).toBe('biteship');
    expect(statsTabOf({ tipe_pengiriman: 'CHAT_ADMIN' })).toBe('chat-admin');
  });
});

describe('the tab opened for an order opened by id', () => {
  it.each<[string, OpenedOrderFields, OrderCenterTab]>([
    ['shipping type CHAT_ADMIN', { tipe_pengiriman: 'CHAT_ADMIN', kode_kurir: 'jne' }, 'chat-admin'],
    ['shipping type GRATIS_ONGKIR', { tipe_pengiriman: 'GRATIS_ONGKIR' }, 'gratis-ongkir'],
    ['shipping type BITESHIP', { tipe_pengiriman: 'BITESHIP', apakah_gratis_ongkir: true }, 'biteship'],
    ['courier code CHAT_ADMIN_0', { kode_kurir: 'CHAT_ADMIN_0' }, 'chat-admin'],
    ['courier code GRATIS_ONGKIR_0', { kode_kurir: 'GRATIS_ONGKIR_0' }, 'gratis-ongkir'],
    ['a courier code', { kode_kurir: 'sicepat', metode_pengiriman: 'Chat Admin' }, 'biteship'],
    ['method text about chat admin', { metode_pengiriman: 'Chat Admin (Koordinasi Pengiriman)' }, 'chat-admin'],
    ['method text about free shipping', { metode_pengiriman: 'Gratis Ongkir - Promo Toko' }, 'gratis-ongkir'],
    ['method text naming a courier', { metode_pengiriman: 'JNE REG' }, 'biteship'],
    ['method text naming Biteship', { metode_pengiriman: 'Biteship' }, 'biteship'],
    ['free-shipping flag', { apakah_gratis_ongkir: true, biteship_order_id: 'bs-1' }, 'gratis-ongkir'],
    ['Biteship order id', { biteship_order_id: 'bs-1' }, 'biteship'],
    ['nothing to go by', { metode_pengiriman: 'Ambil sendiri' }, 'all-orders'],
    ['an empty order', {}, 'all-orders'],
  ])('%s → %s', (_case, order, tab) => {
    expect(tabForOpenedOrder(order)).toBe(tab);
  });
});

describe('the orders a tab lists', () => {
  const chatOpen = { id: 1, tipe_pengiriman: 'CHAT_ADMIN', status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM' } as const;
  const chatDone = { id: 2, tipe_pengiriman: 'CHAT_ADMIN', status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI' } as const;
  const freeOpen = { id: 3, tipe_pengiriman: 'GRATIS_ONGKIR', status_pembayaran: 'MENUNGGU_PEMBAYARAN', status_pengiriman: 'BELUM_DIKIRIM' } as const;
  const biteshipCancelled = { id: 4, kode_kurir: 'jne', status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIBATALKAN' } as const;
  const unclassified = { id: 5, status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM' } as const;
  const orders = [chatOpen, chatDone, freeOpen, biteshipCancelled, unclassified];
  const ids = (list: readonly { id: number }[]) => list.map((order) => order.id);

  it.each<[OrderCenterTab, boolean, number[]]>([
    ['all-orders', false, [1, 3, 5]],
    ['all-orders', true, [1, 2, 3, 4, 5]],
    ['chat-admin', false, [1]],
    ['chat-admin', true, [1, 2]],
    ['gratis-ongkir', false, [3]],
    // The unclassified order is listed under Biteship, where the stats card counts it ('Belum Diset').
    ['biteship', false, [5]],
    ['biteship', true, [4, 5]],
  ])('%s with completed/cancelled shown = %s lists %j', (tab, showCompleted, expected) => {
    expect(ids(ordersInTab(orders, tab, showCompleted))).toEqual(expected);
  });
});

describe("the seed's orders", () => {
  const orders = seedPenjualanWeb(new Date('2026-03-15T05:30:00.000Z'));
  const tabOfType = { CHAT_ADMIN: 'chat-admin', GRATIS_ONGKIR: 'gratis-ongkir', BITESHIP: 'biteship' } as const;

  it('each land in the tab of their shipping type, listed and opened by id alike', () => {
    const misplaced = orders
      .filter((order) => {
        const expected = order.tipe_pengiriman ? tabOfType[order.tipe_pengiriman as keyof typeof tabOfType] : null;
        return orderTabOf(order) !== expected || tabForOpenedOrder(order) !== (expected ?? 'all-orders');
      })
      .map((order) => order.kode_transaksi);
    expect(misplaced).toEqual([]);
  });
});
