import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type FetchLike } from '@/api/client';
import { isEndpointAbsent } from '@/api/errors';
import type { SeedSize } from '@/fake-api/area';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb, DEMO_ACCOUNT } from '@/fake-api/db';
import { createFaultList } from '@/fake-api/faults';
import { createFakeBackend } from '@/fake-api/router';
import { penjualanWebContract as contract } from '@/resources/penjualan-web/contract';
import { EVERY_ORDER, queueQuery, visibleOrders } from '@/resources/penjualan-web/order-center/orderCenterQueue';
import { COURIER_FILTER_GROUPS } from '@/resources/penjualan-web/shared/rules/couriers';
import { matchesCourierFilter } from '@/resources/penjualan-web/shared/rules/courierFilter';
import { ORDER_CENTER_TABS, orderTabOf, type OrderCenterTab } from '@/resources/penjualan-web/shared/rules/orderCenterTab';
import { awaitsShopAction, isCompletedOrCancelled, isReadyToShip } from '@/resources/penjualan-web/shared/rules/status';
import { isStuck } from '@/resources/penjualan-web/shared/rules/stuck';
import { queueSummary, type QueueCounts } from '@/resources/penjualan-web/shared/rules/summary';
import { FIRST_WALK_PAGE, walkPageQuery } from '@/resources/penjualan-web/shared/rules/walk';
import { readOrderListFilter } from '@/resources/penjualan-web/fake/server/orderQueries';
import { walkAll } from '../walkAll';
import type { Order } from '@/resources/penjualan-web/schemas';
import type { WalkQuery } from '@/resources/penjualan-web/shared/useOrderWalk';
import { readOrderCenterFilters, type OrderCenterFilters } from '@/resources/penjualan-web/order-center/filters';
import { penjualanWebRoutes } from '@/resources/penjualan-web/routes';
import { dashboardContract } from '@/custom-pages/dashboard/contract';
import { specOnlyServer } from '../driftingServer';

// 15 March 2026, 12:30 WIB.
const NOW = new Date('2026-03-15T05:30:00.000Z');
const TOKEN = 'queue-test-token';

const NO_FILTER: OrderCenterFilters = { tab: 'all-orders', entity: 'ALL', courier: '', showCompleted: false, stuckOnly: false, readyOnly: false, pendingOnly: false };

const SUMMARY_KEY: Record<OrderCenterTab, keyof QueueCounts['breakdown']> = {
  'all-orders': 'total',
  'chat-admin': 'chatAdmin',
  'gratis-ongkir': 'gratisOngkir',
  biteship: 'biteship',
};

/**
 * The Order Center as the screen composes it, without React: the summary (or, when the server has
 * none, the counts of every order walked once), and for a filter the walk of its query and what the
 * screen shows of it. `server` wraps the fake as a drifting server would.
 */
const orderCenter = (size: SeedSize, server: (fetch: FetchLike) => FetchLike) => {
  const db = createSeedDb(NOW, fakeAreas, size);
  db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: NOW.toISOString() };
  const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist: () => {}, faults: createFaultList(), now: () => NOW });
  const requests: string[] = [];
  const api: ApiClient = createApiClient({
    baseUrl: 'https://fake-api.invalid',
    fetch: server((request) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      return backend(request);
    }),
    getToken: () => TOKEN,
  });
  const walks = new Map<string, ReturnType<typeof walkAll<Order>>>();
  const walk = (query: WalkQuery) => {
    const key = JSON.stringify(query);
    if (!walks.has(key)) walks.set(key, walkAll<Order>((param) => api.call(contract.list, { query: walkPageQuery(query, param) })));
    return walks.get(key)!;
  };
  let summary: Promise<QueueCounts | null> | undefined;
  const counts = async (): Promise<{ counts: QueueCounts; computed: boolean }> => {
    summary ??= api.call(contract.summary).then(
      (answer) => answer as QueueCounts,
      (error: unknown) => {
        if (isEndpointAbsent(error)) return null;
        throw error;
      },
    );
    const server = await summary;
    if (server) return { counts: server, computed: false };
    return { counts: queueSummary((await walk(EVERY_ORDER)).rows), computed: true };
  };
  const listed = async (change: Partial<OrderCenterFilters>) => {
    const filters = { ...NO_FILTER, ...change };
    const absent = (await summary) === null;
    const walked = await walk(absent ? EVERY_ORDER : queueQuery(filters));
    expect(walked.truncated).toBe(false);
    return visibleOrders(walked.rows, filters, NOW);
  };
  return { db, api, requests, counts, listed };
};

const servers = [
  ['the fake, honouring the hints', (fetch: FetchLike) => fetch],
  ['a server of the spec only (hints ignored, no summary paths)', specOnlyServer],
] as const;

describe.each(['demo', 'large'] as const)('the Order Center reaches every order it counts, on the %s seed', (size) => {
  describe.each(servers)('with %s', (_name, server) => {
    const center = orderCenter(size, server);
    const active = center.db.penjualanWeb.filter((order) => !isCompletedOrCancelled(order));

    it('computes its counts only when the server has no summary, and then from every order', async () => {
      const { counts, computed } = await center.counts();
      expect(computed).toBe(server === specOnlyServer);
      expect(Number(counts.breakdown.total.active)).toBe(active.length);
      expect(Number(counts.breakdown.total.active) + Number(counts.breakdown.total.completed)).toBe(center.db.penjualanWeb.length);
    });

    it.each(ORDER_CENTER_TABS)("lists under '%s' exactly the orders its badge counts, with and without finished ones", async (tab) => {
      const { counts } = await center.counts();
      const pair = counts.breakdown[SUMMARY_KEY[tab]];
      const open = await center.listed({ tab });
      const everything = await center.listed({ tab, showCompleted: true });
      // No exception: an order no rule claims ('Belum Diset') is counted and listed under Biteship.
      expect(open.length).toBe(Number(pair.active));
      expect(everything.length).toBe(Number(pair.active) + Number(pair.completed));
      for (const order of open) expect(isCompletedOrCancelled(order)).toBe(false);
    });

    it("the Biteship tab lists the orders no rule claims ('Belum Diset') that its badge counts", async () => {
      const unclaimed = center.db.penjualanWeb.filter((order) => orderTabOf(order) === null);
      const listed = new Set((await center.listed({ tab: 'biteship', showCompleted: true })).map((order) => order.id));
      for (const order of unclaimed) expect(listed.has(order.id)).toBe(true);
    });

    it('lists no expired or cancelled payment among the active orders: they are finished', async () => {
      const open = await center.listed({});
      expect(open.filter((order) => ['PAYMENT_EXPIRED', 'DIBATALKAN'].includes(order.status_pembayaran))).toEqual([]);
      const expired = center.db.penjualanWeb.filter((order) => order.status_pembayaran === 'PAYMENT_EXPIRED');
      const everything = new Set((await center.listed({ showCompleted: true })).map((order) => order.id));
      for (const order of expired) expect(everything.has(order.id)).toBe(true);
    });

    it("the dashboard's 'Pesanan Belum Diproses' count is what its Order Center link lists", async () => {
      const dashboard = (await center.api.call(dashboardContract.summary)) ?? { pending_order_count: -1 };
      const linked = readOrderCenterFilters(new URL(penjualanWebRoutes.orderCenterPending(), 'https://x.invalid').searchParams);
      const listed = await center.listed(linked);
      expect(Number(dashboard.pending_order_count)).toBeGreaterThan(0);
      expect(listed).toHaveLength(Number(dashboard.pending_order_count));
    });

    it('lists every CV and every Pribadi order the entity filter counts', async () => {
      const { counts } = await center.counts();
      expect(await center.listed({ entity: 'CV', showCompleted: true })).toHaveLength(Number(counts.entities.cv));
      expect(await center.listed({ entity: 'PRIBADI', showCompleted: true })).toHaveLength(Number(counts.entities.pribadi));
    });

    it("'Siap dikirim' (and the palette's ready-to-ship action) lists every paid order waiting to ship, the longest waiting first", async () => {
      const ready = center.db.penjualanWeb.filter(isReadyToShip);
      expect(ready.length).toBeGreaterThan(0);
      const listed = await center.listed({ readyOnly: true });
      expect(listed.map((order) => order.id).sort()).toEqual(ready.map((order) => order.id).sort());
      const times = listed.map((order) => Date.parse(order.tanggal_pesan));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('the stuck filter lists every stuck order, and each courier filter every order of its couriers', async () => {
      expect(await center.listed({ stuckOnly: true })).toHaveLength(active.filter((order) => isStuck(order, NOW)).length);
      for (const courier of COURIER_FILTER_GROUPS) {
        const expected = center.db.penjualanWeb.filter((order) => matchesCourierFilter(order, courier));
        expect(await center.listed({ courier, showCompleted: true })).toHaveLength(expected.length);
      }
    });
  });
});

describe('the walk over the large seed', () => {
  it('asks the fake for pages of 100 with offset until a short page, and ready-to-ship is more than a page of the newest', async () => {
    const center = orderCenter('large', (fetch) => fetch);
    const active = center.db.penjualanWeb.filter((order) => !isCompletedOrCancelled(order));
    // Expired payments are finished, so fewer are active than in the whole seed, but still several pages.
    expect(active.length).toBeGreaterThan(100);
    await center.counts();
    expect(await center.listed({})).toHaveLength(active.length);
    const pages = center.requests.filter((request) => request.startsWith('GET /admin/penjualan-web?'));
    expect(pages).toEqual(Array.from({ length: Math.ceil(active.length / 100) }, (_, page) => `GET /admin/penjualan-web?include_completed=false&sort=priority&limit=100${page ? `&offset=${page * 100}` : ''}`));
    // The newest 100 orders hold only some of those waiting to ship: the oldest were out of reach.
    const newest = [...center.db.penjualanWeb].sort((a, b) => b.tanggal_pesan.localeCompare(a.tanggal_pesan)).slice(0, 100);
    expect(newest.filter(isReadyToShip).length).toBeLessThan(center.db.penjualanWeb.filter(isReadyToShip).length);
  });

  it('asks a server that ignores offset for the first page, sees the second repeat it, then fetches the whole list once', async () => {
    const center = orderCenter('large', specOnlyServer);
    await center.counts();
    expect(await center.listed({ tab: 'biteship' })).not.toHaveLength(0);
    expect(await center.listed({ tab: 'chat-admin', showCompleted: true })).not.toHaveLength(0);
    // As the server sees them: its unknown parameters dropped, the summary answered 404 before the orders.
    expect(center.requests).toEqual(['GET /admin/penjualan-web?limit=100', 'GET /admin/penjualan-web?limit=100', 'GET /admin/penjualan-web']);
  });
});


describe('a page of the queue on the large seed: the most urgent orders first, never the whole queue', () => {
  const center = orderCenter('large', (fetch) => fetch);
  const firstPage = (filters: OrderCenterFilters) => center.api.call(contract.list, { query: walkPageQuery(queueQuery(filters), FIRST_WALK_PAGE) });

  it.each<[string, Partial<OrderCenterFilters>]>([
    ['no filter', {}],
    ['finished orders shown', { showCompleted: true }],
    ['the Biteship tab', { tab: 'biteship' }],
    ['the Gratis Ongkir tab with finished orders', { tab: 'gratis-ongkir', showCompleted: true }],
    ['CV only', { entity: 'CV' }],
    ["'Siap dikirim'", { readyOnly: true }],
    ["'Belum diproses'", { pendingOnly: true }],
    ['stuck only', { stuckOnly: true }],
  ])('with %s, the first page is the head of the whole queue in the screen’s own order', async (_name, change) => {
    const filters = { ...NO_FILTER, ...change };
    const page = await firstPage(filters);
    const queue = visibleOrders(center.db.penjualanWeb, filters, NOW);
    expect(page.length).toBe(Math.min(100, queue.length));
    // What the screen shows of the page (its rules and order applied again) is the page as sent.
    expect(visibleOrders(page, filters, NOW).map((order) => order.id)).toEqual(page.map((order) => order.id));
    expect(page.map((order) => order.id)).toEqual(queue.slice(0, 100).map((order) => order.id));
  });

  it('newest first (no sort hint), the first page misses orders waiting to ship that the priority page leads with', async () => {
    const query = walkPageQuery(queueQuery(NO_FILTER), FIRST_WALK_PAGE);
    const { sort: _sort, ...newestQuery } = query;
    const newest = await center.api.call(contract.list, { query: newestQuery });
    const urgent = await center.api.call(contract.list, { query });
    expect(urgent[0] && isReadyToShip(urgent[0])).toBe(true);
    const newestIds = new Set(newest.map((order) => order.id));
    expect(urgent.filter((order) => isReadyToShip(order) && !newestIds.has(order.id)).length).toBeGreaterThan(0);
  });

  it("'pending' lists exactly the orders waiting for the shop, and an unknown sort is refused (400)", async () => {
    const pending = await walkAll<Order>((param) => center.api.call(contract.list, { query: walkPageQuery({ pending: true, include_completed: true }, param) }));
    expect(pending.rows.map((order) => order.id).sort()).toEqual(center.db.penjualanWeb.filter(awaitsShopAction).map((order) => order.id).sort());
    expect(() => readOrderListFilter(new URLSearchParams('sort=oldest'))).toThrow(expect.objectContaining({ status: 400 }));
    expect(readOrderListFilter(new URLSearchParams('sort=priority')).sort).toBe('priority');
  });
});
