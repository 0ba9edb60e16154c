import { describe, expect, it } from 'vitest';
import { summariseOrders } from '@/custom-pages/dashboard/fake/summary';
import { KAS_OPENING } from '@/custom-pages/pending-cash/fake/kas';
import { REFUND_CASH_METHOD } from '@/resources/penjualan-web/shared/rules/paymentMethods';
import { paidAtOf } from '@/custom-pages/pending-cash/fake/seed';
import { isSameJakartaDay } from '@/domain/jakartaTime';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb, type FakeDb } from '@/fake-api/db';
import {
  BUSY_MORNING_PAID_ORDERS,
  createScenarioDb,
  DEMO_SCENARIOS,
  END_OF_MONTH_PENDING_PAYMENTS,
  END_OF_MONTH_PENDING_REFUNDS,
  isScenarioId,
  LATE_COURIER_STUCK_SHIPMENTS,
  SCENARIO_IDS,
  type ScenarioId,
} from '@/fake-api/scenarios';
import { createApiClient } from '@/api/client';
import { pendingCashContract } from '@/custom-pages/pending-cash/contract';
import pendingCashPages from '@/custom-pages/pending-cash/index';
import { entriesFor } from '@/custom-pages/pending-cash/rules';
import { createFaultList } from '@/fake-api/faults';
import { createFakeBackend } from '@/fake-api/router';
import { figureText, previewScenarios, scenarioFigures, type ScenarioFigure } from '@/fake-api/scenarios';
import { penjualanWebContract } from '@/resources/penjualan-web/contract';
import { syncBiteshipStatuses } from '@/resources/penjualan-web/fake/server/tracking';
import { ordersInTab } from '@/resources/penjualan-web/shared/rules/orderCenterTab';
import { isReadyToShip } from '@/resources/penjualan-web/shared/rules/status';
import { orderSchema, type Order } from '@/resources/penjualan-web/schemas';
import { stuckReason } from '@/resources/penjualan-web/shared/rules/stuck';

const HOUR = 3_600_000;
const NOW = new Date('2026-03-30T03:15:00.000Z'); // 10:15 WIB
/** Times of day (WIB) a rehearsal may start at: just after midnight, early morning, midday, late evening. */
const TIMES = [
  ['00:01 WIB', new Date('2026-03-29T17:01:00.000Z')],
  ['06:10 WIB', new Date('2026-03-29T23:10:00.000Z')],
  ['10:15 WIB', NOW],
  ['23:40 WIB', new Date('2026-03-30T16:40:00.000Z')],
] as const;

const base = (now: Date) => createSeedDb(now, fakeAreas);
const scenario = (id: ScenarioId, now: Date) => createScenarioDb(id, now, fakeAreas);

const added = (db: FakeDb, before: FakeDb): Order[] => db.penjualanWeb.filter((order) => !before.penjualanWeb.some((o) => o.id === order.id));
const pendingPayments = (db: FakeDb) => db.pendingCash.filter((e) => e.status === 'PENDING' && e.metodePembayaran !== REFUND_CASH_METHOD);
const pendingRefunds = (db: FakeDb) => db.pendingCash.filter((e) => e.status === 'PENDING' && e.metodePembayaran === REFUND_CASH_METHOD);
const stuckInTransit = (db: FakeDb, now: Date) => {
  // The Order Center syncs the courier's statuses before it filters, as the list handler does.
  syncBiteshipStatuses(db.penjualanWeb, now);
  return db.penjualanWeb.filter((order) => stuckReason(order, now) === 'NOT_DELIVERED');
};

/** The invariants every screen relies on, whatever the scenario did. */
const expectConsistent = (db: FakeDb, now: Date) => {
  for (const order of db.penjualanWeb) expect(() => orderSchema.parse(order)).not.toThrow();
  expect(new Set(db.penjualanWeb.map((o) => o.id)).size).toBe(db.penjualanWeb.length);
  expect(new Set(db.penjualanWeb.map((o) => o.kode_transaksi)).size).toBe(db.penjualanWeb.length);
  const details = db.penjualanWeb.flatMap((o) => o.items.map((item) => String(item.id_detail)));
  expect(new Set(details).size).toBe(details.length);
  for (const order of db.penjualanWeb) {
    expect(Date.parse(order.tanggal_pesan)).toBeLessThanOrEqual(now.getTime());
    for (const event of order.riwayat_status ?? []) expect(Date.parse(event.at)).toBeLessThanOrEqual(now.getTime());
  }
  const orderIds = new Set(db.penjualanWeb.map((o) => String(o.id)));
  for (const entry of db.pendingCash) expect(orderIds.has(String(entry.orderId))).toBe(true);
  for (const record of db.refundRecords) {
    expect(orderIds.has(String(record.orderId))).toBe(true);
    expect(db.pendingCash.find((e) => e.id === record.pendingCashId)?.refundId).toBe(record.id);
  }
  expect(new Set(db.pendingCash.map((e) => e.id)).size).toBe(db.pendingCash.length);
  for (const kas of db.kasAccounts) {
    const opening = KAS_OPENING.find((k) => k.namaKas === kas.namaKas)?.saldoAwal ?? NaN;
    const flow = db.kasLogs.filter((l) => l.namaKas === kas.namaKas).reduce((sum, l) => sum + (l.tipe === 'MASUK' ? 1 : -1) * Number(l.jumlah), 0);
    expect(Number(kas.saldoAkhir)).toBe(opening + flow);
  }
};

describe('the demo scenarios: names', () => {
  it('lists the three scenarios, each with an Indonesian label and a line naming its promised count', () => {
    expect(DEMO_SCENARIOS.map((s) => s.id)).toEqual([...SCENARIO_IDS]);
    expect(DEMO_SCENARIOS.map((s) => s.label)).toEqual(['Pagi yang sibuk', 'Kurir terlambat', 'Tutup buku akhir bulan']);
    expect(DEMO_SCENARIOS[0]?.description).toContain(String(BUSY_MORNING_PAID_ORDERS));
    expect(DEMO_SCENARIOS[1]?.description).toContain(String(LATE_COURIER_STUCK_SHIPMENTS));
    expect(DEMO_SCENARIOS[2]?.description).toContain(String(END_OF_MONTH_PENDING_REFUNDS));
  });

  it('refuses an unknown scenario rather than seeding something else', () => {
    expect(isScenarioId('busy-morning')).toBe(true);
    expect(isScenarioId('rainy-day')).toBe(false);
    expect(() => createScenarioDb('rainy-day' as ScenarioId, NOW, fakeAreas)).toThrow(/tidak dikenal/);
  });

  it('is the same world for the same moment, and starts from a fresh seed whatever was there', () => {
    expect(scenario('busy-morning', NOW)).toEqual(scenario('busy-morning', NOW));
    const fresh = base(NOW);
    const world = scenario('late-courier', NOW);
    expect(world.penjualanWeb.slice(0, fresh.penjualanWeb.length)).toEqual(fresh.penjualanWeb);
  });
});

describe('busy morning', () => {
  it.each(TIMES)('at %s: adds exactly the promised orders placed and paid this morning, LUNAS and ready to ship', (_label, now) => {
    const before = base(now);
    const db = scenario('busy-morning', now);
    const orders = added(db, before);
    expect(orders).toHaveLength(BUSY_MORNING_PAID_ORDERS);
    for (const order of orders) {
      expect([order.status_pembayaran, order.status_pengiriman]).toEqual(['LUNAS', 'SIAP_DIKIRIM']);
      expect(isSameJakartaDay(new Date(order.tanggal_pesan), now)).toBe(true);
      const paidAt = paidAtOf(order);
      expect(paidAt).not.toBeNull();
      expect(isSameJakartaDay(new Date(paidAt as string), now)).toBe(true);
      expect(Date.parse(paidAt as string)).toBeLessThanOrEqual(now.getTime());
      // Its payment waits in Cash In, as a verified transfer's or a gateway payment's does.
      expect(pendingPayments(db).filter((e) => String(e.orderId) === String(order.id))).toHaveLength(1);
    }
    expectConsistent(db, now);
  });

  it('raises the dashboard: orders today and orders to process by exactly the promised count, the month by their totals', () => {
    const before = summariseOrders(base(NOW).penjualanWeb, NOW);
    const db = scenario('busy-morning', NOW);
    const after = summariseOrders(db.penjualanWeb, NOW);
    expect(after.order_today_count - before.order_today_count).toBe(BUSY_MORNING_PAID_ORDERS);
    expect(after.pending_order_count - before.pending_order_count).toBe(BUSY_MORNING_PAID_ORDERS);
    const totals = added(db, base(NOW)).reduce((sum, o) => sum + o.total_akhir, 0);
    expect(after.sales_month_total - before.sales_month_total).toBe(totals);
    expect(pendingPayments(db).length - pendingPayments(base(NOW)).length).toBe(BUSY_MORNING_PAID_ORDERS);
  });

  it('orders placed this morning at 10:15 WIB fall between 06:00 WIB and now', () => {
    const orders = added(scenario('busy-morning', NOW), base(NOW));
    const six = Date.parse('2026-03-29T23:00:00.000Z');
    for (const order of orders) {
      expect(Date.parse(order.tanggal_pesan)).toBeGreaterThanOrEqual(six);
      expect(Date.parse(order.tanggal_pesan)).toBeLessThan(NOW.getTime());
    }
  });
});

describe('late courier', () => {
  it.each(TIMES)('at %s: adds exactly the promised shipments in transit, stuck for having no news past 7 days', (_label, now) => {
    const before = stuckInTransit(base(now), now).length;
    const db = scenario('late-courier', now);
    const stuck = stuckInTransit(db, now);
    expect(stuck.length - before).toBe(LATE_COURIER_STUCK_SHIPMENTS);
    const orders = added(db, base(now));
    expect(orders).toHaveLength(LATE_COURIER_STUCK_SHIPMENTS);
    for (const order of orders) {
      expect(order.status_pengiriman).toBe('DIKIRIM');
      expect(order.biteship_status).not.toBe('delivered');
      expect(stuck).toContain(order);
    }
    expectConsistent(db, now);
  });

  it('stays stuck the next day: the courier never delivers them by itself', () => {
    const db = scenario('late-courier', NOW);
    const ids = added(db, base(NOW)).map((o) => o.id);
    const tomorrow = new Date(NOW.getTime() + 24 * HOUR);
    expect(stuckInTransit(db, tomorrow).filter((o) => ids.includes(o.id))).toHaveLength(LATE_COURIER_STUCK_SHIPMENTS);
  });
});

describe('end of month', () => {
  it.each(TIMES)('at %s: adds exactly the promised payments to cash in and manual-transfer refunds to pay out', (_label, now) => {
    const before = base(now);
    const db = scenario('end-of-month', now);
    expect(pendingPayments(db).length - pendingPayments(before).length).toBe(END_OF_MONTH_PENDING_PAYMENTS);
    expect(pendingRefunds(db).length - pendingRefunds(before).length).toBe(END_OF_MONTH_PENDING_REFUNDS);
    const newRefunds = db.refundRecords.filter((r) => !before.refundRecords.some((b) => b.id === r.id));
    expect(newRefunds).toHaveLength(END_OF_MONTH_PENDING_REFUNDS);
    for (const record of newRefunds) {
      expect([record.status, record.refundType, record.refundMethod]).toEqual(['PENDING', 'FULL', 'MANUAL_TRANSFER']);
      const order = db.penjualanWeb.find((o) => o.id === record.orderId) as Order;
      // A cancelled paid order gives back everything it paid.
      expect(order.status_pembayaran).toBe('DIBATALKAN');
      expect(Number(record.refundAmount)).toBe(order.total_akhir);
      expect(order.refund_info?.status).toBe('PENDING');
    }
    expectConsistent(db, now);
  });

  it('cashes the refunded orders\u2019 week-old payments in through the ledger, so the accounts grow by them', () => {
    const before = base(NOW);
    const db = scenario('end-of-month', NOW);
    expect(db.kasLogs.length).toBeGreaterThan(before.kasLogs.length);
    const refundedIds = new Set(db.refundRecords.filter((r) => !before.refundRecords.some((b) => b.id === r.id)).map((r) => String(r.orderId)));
    const payments = db.pendingCash.filter((e) => refundedIds.has(String(e.orderId)) && e.metodePembayaran !== REFUND_CASH_METHOD);
    expect(payments).toHaveLength(END_OF_MONTH_PENDING_REFUNDS);
    for (const payment of payments) {
      expect(payment.status).toBe('COMPLETED');
      expect(db.kasLogs.some((l) => l.kodeTransaksi === payment.kodeTransaksi && l.transactionType === 'KAS_MASUK')).toBe(true);
    }
  });
});

describe('on the large seed', () => {
  // A rehearsal on thousands of orders stays on thousands of orders: the scenario is built on a
  // fresh seed of the size asked, and still adds exactly what it promises.
  const largeBase = createSeedDb(NOW, fakeAreas, 'large');
  it.each([
    ['busy-morning', (db: FakeDb) => added(db, largeBase).length, BUSY_MORNING_PAID_ORDERS],
    ['late-courier', (db: FakeDb) => stuckInTransit(db, NOW).length - stuckInTransit(createSeedDb(NOW, fakeAreas, 'large'), NOW).length, LATE_COURIER_STUCK_SHIPMENTS],
    ['end-of-month', (db: FakeDb) => pendingRefunds(db).length - pendingRefunds(largeBase).length, END_OF_MONTH_PENDING_REFUNDS],
  ] as const)('%s keeps the large seed and adds its promised count', (id, count, promised) => {
    const db = createScenarioDb(id, NOW, fakeAreas, 'large');
    expect(db.seedSize).toBe('large');
    expect(db.penjualanWeb.length).toBeGreaterThan(largeBase.penjualanWeb.length - 1);
    expect(count(db)).toBe(promised);
  });
});

/**
 * What a screen counts, read the way the screen reads it: its list call answered by the fake backend
 * over `db`, then the screen's own rule over the answer.
 */
const screenCounts = async (db: FakeDb, now: Date): Promise<Record<string, number>> => {
  const token = 'scenario-check';
  db.sessions[token] = { email: 'admin@toko.test', createdAt: now.toISOString() };
  const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist: () => {}, faults: createFaultList(), now: () => now });
  const api = createApiClient({ baseUrl: 'http://fake.test', fetch: backend, getToken: () => token });
  const pending = await api.call(pendingCashContract.list);
  // The Order Center's queue: 'Semua Order' without completed orders, with one filter on.
  const queue = async (query: { stuck?: boolean }, keeps: (order: Order) => boolean) =>
    ordersInTab(await api.call(penjualanWebContract.list, { query }), 'all-orders', false).filter(keeps).length;
  const menu = (name: string) => pendingCashPages.find((page) => page.name === name)?.menu?.label ?? name;
  return {
    [menu('cash-in')]: entriesFor('in', pending).length,
    [menu('refund-management')]: entriesFor('out', pending).length,
    'Order Center · Siap dikirim': await queue({}, isReadyToShip),
    'Order Center · Order tersendat': await queue({ stuck: true }, (order) => stuckReason(order, now) !== null),
  };
};

/** The figures a scenario states, and how the base seed's own records add to them. */
const EXPECTED_SCREENS: Record<ScenarioId, Array<[screen: string, added: number]>> = {
  'busy-morning': [
    ['Order Center · Siap dikirim', BUSY_MORNING_PAID_ORDERS],
    ['Cash In', BUSY_MORNING_PAID_ORDERS],
  ],
  'late-courier': [['Order Center · Order tersendat', LATE_COURIER_STUCK_SHIPMENTS]],
  'end-of-month': [
    ['Cash In', END_OF_MONTH_PENDING_PAYMENTS],
    ['Refund Management', END_OF_MONTH_PENDING_REFUNDS],
  ],
};

const byScreen = (figures: readonly ScenarioFigure[]) => [...figures].sort((a, b) => a.screen.localeCompare(b.screen));

describe('what a scenario states is what the screens show', () => {
  it.each(SCENARIO_IDS.flatMap((id) => TIMES.map(([label, now]) => [id, label, now] as const)))('%s at %s: each stated total is the screen’s own count, and its new ones are the scenario’s additions', async (id, _label, now) => {
    const db = scenario(id, now);
    const figures = scenarioFigures(id, db, now, fakeAreas);
    expect(byScreen(figures).map((f) => [f.screen, f.added])).toEqual([...EXPECTED_SCREENS[id]].sort((a, b) => a[0].localeCompare(b[0])));
    const after = await screenCounts(db, now);
    const before = await screenCounts(base(now), now);
    for (const figure of figures) {
      expect(figure.total, figure.screen).toBe(after[figure.screen]);
      expect(figure.total - (before[figure.screen] ?? NaN), figure.screen).toBe(figure.added);
      expect(figureText(figure)).toBe(`${figure.screen}: ${figure.shows} (${figure.added} baru)`);
      expect(figure.shows).toContain(String(figure.total));
    }
  });

  it('says the end of month in the screens’ own words, the seed’s waiting entries included', () => {
    const db = scenario('end-of-month', NOW);
    const lines = byScreen(scenarioFigures('end-of-month', db, NOW, fakeAreas)).map(figureText);
    const cashIn = entriesFor('in', db.pendingCash).length;
    const cashOut = entriesFor('out', db.pendingCash).length;
    // The seed already holds waiting payments and refunds: the screens show more than the scenario adds.
    expect(cashIn).toBeGreaterThan(END_OF_MONTH_PENDING_PAYMENTS);
    expect(cashOut).toBeGreaterThan(END_OF_MONTH_PENDING_REFUNDS);
    expect(lines).toEqual([`Cash In: ${cashIn} pembayaran menunggu (${END_OF_MONTH_PENDING_PAYMENTS} baru)`, `Refund Management: ${cashOut} refund menunggu (${END_OF_MONTH_PENDING_REFUNDS} baru)`]);
  });

  it('does not change the data it reads', () => {
    const db = scenario('late-courier', NOW);
    const copy = structuredClone(db);
    scenarioFigures('late-courier', db, new Date(NOW.getTime() + 30 * 24 * HOUR), fakeAreas);
    expect(db).toEqual(copy);
  });

  it('previews, before anything is applied, exactly what applying each scenario at that moment states', () => {
    const preview = previewScenarios(NOW, fakeAreas);
    for (const id of SCENARIO_IDS) expect(preview[id]).toEqual(scenarioFigures(id, scenario(id, NOW), NOW, fakeAreas));
  });
});
