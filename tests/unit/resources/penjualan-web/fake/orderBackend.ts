import { expect, vi } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb, DEMO_ACCOUNT, type FakeDb } from '@/fake-api/db';
import { createFaultList } from '@/fake-api/faults';
import { createFakeBackend } from '@/fake-api/router';
import { detectShippingType } from '@/resources/penjualan-web/shared/rules/shippingType';
import { refundEndpointEntity } from '@/resources/penjualan-web/shared/rules/entity';
import type { Order, OrderItem, PaymentStatus, ShippingStatus } from '@/resources/penjualan-web/schemas';

/**
 * The fake backend over a fresh seed for the refund, payment and pending-cash tests: a signed-in admin,
 * a clock the test moves, and ways to pick and prepare seed orders.
 */

// 15 March 2026, 12:30 WIB.
export const NOW = new Date('2026-03-15T05:30:00.000Z');
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
const TOKEN = 'refund-test-token';
export const BASE = '/admin/penjualan-web';

export type Body = Record<string, unknown>;

export const setupBackend = () => {
  let clock = NOW;
  const db: FakeDb = createSeedDb(NOW, fakeAreas);
  db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: NOW.toISOString() };
  const persist = vi.fn();
  const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist, faults: createFaultList(), now: () => clock });
  const call = async <T = Body,>(method: string, path: string, body?: unknown) => {
    const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${TOKEN}` });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await backend(new Request(`http://fake.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    return { status: response.status, body: (await response.json()) as T };
  };
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: clock.toISOString() };
    return clock;
  };
  return { db, persist, call, later, now: () => clock };
};
export type Backend = ReturnType<typeof setupBackend>;

export type Kind = 'BITESHIP' | 'GRATIS_ONGKIR' | 'CHAT_ADMIN';

const NO_COURIER_ORDER: Partial<Order> = {
  biteship_order_id: null,
  nomor_resi: null,
  courier_tracking_id: null,
  biteship_courier_company: null,
  biteship_status: null,
  tracking_url: null,
  url_cetak_resi: null,
};

/** Forgets an order's refunds: on the order, in its records and in pending cash. */
export const withoutRefunds = (db: FakeDb, order: Order): Order => {
  order.refund_info = null;
  order.total_refunded = 0;
  order.ongkir_disesuaikan = null;
  for (const item of order.items) delete item.qty_refunded;
  db.refundRecords = db.refundRecords.filter((record) => String(record.orderId) !== String(order.id));
  db.pendingCash = db.pendingCash.filter((entry) => String(entry.orderId) !== String(order.id));
  return order;
};

export interface OrderWanted {
  kind?: Kind;
  entity?: 'cv' | 'pribadi';
  /** At least this many lines. */
  lines?: number;
  /** Some line of at least this many units. */
  unitsInALine?: number;
  /** Some shipping fee (a Biteship order). */
  ongkir?: boolean;
  /** Its timeline passed through LUNAS: by default exactly when it is LUNAS now. */
  paidBefore?: boolean;
}

/**
 * A seed order that fits, put in the given statuses without a courier order and without refunds.
 * Picked among the seed's older orders so the newest (the seeded refunds, the live queue) stay as they are.
 */
export const orderIn = (db: FakeDb, pay: PaymentStatus, ship: ShippingStatus, wanted: OrderWanted = {}): Order => {
  const order = db.penjualanWeb.find(
    (o) =>
      (!wanted.kind || (o.tipe_pengiriman === wanted.kind && detectShippingType(o).type === wanted.kind)) &&
      (!wanted.entity || refundEndpointEntity(o) === wanted.entity) &&
      o.items.length >= (wanted.lines ?? 1) &&
      o.items.some((item) => Number(item.qty) >= (wanted.unitsInALine ?? 1)) &&
      (!wanted.ongkir || Number(o.ongkir) > 0) &&
      Number(o.total_refunded ?? 0) === 0,
  );
  if (!order) throw new Error(`no seed order fits ${JSON.stringify(wanted)}`);
  Object.assign(order, NO_COURIER_ORDER, { status_pembayaran: pay, status_pengiriman: ship, completed_at: null });
  // Its timeline says whether it was ever paid (the refund rules read the timeline of a cancelled order).
  const events = (order.riwayat_status ?? []).filter((event) => event.status_pembayaran !== 'LUNAS');
  if (wanted.paidBefore ?? pay === 'LUNAS') {
    events.splice(1, 0, { at: order.tanggal_pesan, action: 'Pembayaran diverifikasi', status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', note: null, by: null });
  }
  order.riwayat_status = events;
  return withoutRefunds(db, order);
};

export const path = (order: Order, action = '') => `${BASE}/${order.id}${action ? `/${action}` : ''}`;
export const lastEvent = (order: Order) => order.riwayat_status?.[order.riwayat_status.length - 1];
export const refundPath = (order: Order) => `/admin/refunds/${refundEndpointEntity(order)}`;
export const otherRefundPath = (order: Order) => `/admin/refunds/${refundEndpointEntity(order) === 'cv' ? 'pribadi' : 'cv'}`;
export const unit = (item: OrderItem): number => Number(item.harga_satuan_setelah_diskon_item);
export const itemLabel = (item: OrderItem): string => [item.judul_produk_induk, item.nama_varian].filter(Boolean).join(' - ');

/** A refund of an amount (not by item), as the full refund form sends it. */
export const amountRefund = (order: Order, refundAmount: number, extra: Body = {}): Body => ({
  orderId: order.id,
  refundType: refundAmount >= Number(order.total_akhir) ? 'FULL' : 'PARTIAL_SHIPPING',
  refundMethod: 'MANUAL_TRANSFER',
  refundReason: 'Barang rusak saat diterima',
  refundAmount,
  ...extra,
});

/** A refund by item, as the partial refund form sends it: each line's amount is unit price x qty. */
export const itemRefund = (order: Order, picks: ReadonlyArray<readonly [OrderItem, number]>, extra: Body = {}): Body => ({
  orderId: order.id,
  refundType: 'PARTIAL_ITEM',
  refundMethod: 'MANUAL_TRANSFER',
  refundReason: 'Stok item habis',
  refundAmount: picks.reduce((sum, [item, qty]) => sum + unit(item) * qty, 0),
  refundItems: picks.map(([item, qty]) => ({ penjualanWebDetailId: item.id_detail, qtyToRefund: qty, refundAmountPerItem: unit(item) * qty, reason: 'Stok item habis' })),
  ...extra,
});

/** The request was refused with this status and text, and nothing changed or was persisted. */
export const expectRefused = async (
  backend: Backend,
  request: () => Promise<{ status: number; body: unknown }>,
  status: number,
  error: string,
): Promise<void> => {
  const before = structuredClone({ orders: backend.db.penjualanWeb, records: backend.db.refundRecords, cash: backend.db.pendingCash });
  const calls = backend.persist.mock.calls.length;
  expect(await request()).toEqual({ status, body: { error } });
  expect({ orders: backend.db.penjualanWeb, records: backend.db.refundRecords, cash: backend.db.pendingCash }).toEqual(before);
  expect(backend.persist.mock.calls.length).toBe(calls);
};
