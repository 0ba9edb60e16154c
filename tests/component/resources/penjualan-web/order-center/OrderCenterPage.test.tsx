// @vitest-environment jsdom
import { StrictMode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/App';
import { createApiClient } from '@/api/client';
import { pages } from '@/custom-pages';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb, DEMO_ACCOUNT } from '@/fake-api/db';
import { createFaultList } from '@/fake-api/faults';
import { createFakeBackend } from '@/fake-api/router';
import { createAuthProvider } from '@/providers/authProvider';
import { createDataProvider } from '@/providers/dataProvider';
import { createSessionStore } from '@/providers/session';
import { resourceEntries, resources } from '@/resources';
import { OrderCenterPage } from '@/resources/penjualan-web/order-center/OrderCenterPage';
import { CARDS_PER_STEP } from '@/resources/penjualan-web/order-center/orderCenterQueue';
import { ORDER_CENTER_TABS } from '@/resources/penjualan-web/shared/rules/orderCenterTab';
import { isCompletedOrCancelled, isReadyToShip } from '@/resources/penjualan-web/shared/rules/status';
import { createRoutePrefetcher } from '@/routePrefetch';
import { specOnlyServer } from '../../../../unit/resources/penjualan-web/driftingServer';
import { countRequests, renderWithAdmin, type RenderWithAdminOptions } from '../../../renderWithAdmin';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const setup = (options: RenderWithAdminOptions = {}) =>
  renderWithAdmin(
    <ResourceContextProvider value="penjualan-web">
      <OrderCenterPage />
    </ResourceContextProvider>,
    { initialPath: '/order-center', ...options },
  );

const number = (text: string | null | undefined): number => Number((text ?? '').replace(/\D/g, ''));

/** The number the screen says it found, once every page is in. */
const found = async (): Promise<number> => {
  await waitFor(
    () => {
      expect(screen.getByTestId('orders-found')).toHaveTextContent(/orders found/);
      expect(screen.queryByTestId('queue-loading-more')).toBeNull();
    },
    { timeout: 20_000 },
  );
  return number(screen.getByTestId('orders-found').textContent);
};

const badge = (tab: string): number => number(screen.getByTestId(`tab-${tab}`).querySelector('.MuiBadge-badge')?.textContent);

describe('OrderCenterPage: every order it counts is in reach', () => {
  it('asks for the list and the summary once when /admin/order-center is opened in the app (StrictMode, lazy view, warmed summary)', async () => {
    const now = new Date();
    const db = createSeedDb(now, fakeAreas);
    db.sessions['app-token'] = { email: DEMO_ACCOUNT.email, createdAt: now.toISOString() };
    const session = createSessionStore(window.localStorage);
    session.save('app-token', { id: 1, email: DEMO_ACCOUNT.email, nama: 'Admin' } as never);
    const requests: string[] = [];
    const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist: () => {}, faults: createFaultList(), now: () => now });
    const api = createApiClient({
      baseUrl: 'https://fake-api.invalid',
      fetch: (request) => {
        requests.push(`${request.method} ${new URL(request.url).pathname}`);
        return backend(request);
      },
      getToken: session.getToken,
      onUnauthorized: session.clear,
    });
    const dataProvider = createDataProvider(api, resourceEntries);
    const router = createMemoryRouter([{ path: '*', element: <App dataProvider={dataProvider} authProvider={createAuthProvider(api, session)} /> }], { initialEntries: ['/order-center'] });
    // As main.tsx does at boot: the route's reads start before React renders.
    createRoutePrefetcher({ resources, pages, dataProvider, signedIn: () => true })({ pathname: '/order-center', search: '' });
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(await found()).toBe(db.penjualanWeb.filter((order) => !isCompletedOrCancelled(order)).length);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(countRequests(requests, 'GET /admin/penjualan-web')).toBe(1);
    expect(countRequests(requests, 'GET /admin/penjualan-web/summary')).toBe(1);
  }, 30_000);

  it.each([
    ['the fake', undefined],
    ['a server of the spec only', specOnlyServer],
  ])("'Siap dikirim' on the large seed lists every paid order waiting to ship (%s)", async (_name, wrapFetch) => {
    const { db } = setup({ size: 'large', initialPath: '/order-center?ready=1', wrapFetch });
    const ready = db.penjualanWeb.filter(isReadyToShip);
    // Some of them are older than the newest hundred orders of any kind: a first page alone missed them.
    const newest = new Set([...db.penjualanWeb].sort((a, b) => b.tanggal_pesan.localeCompare(a.tanggal_pesan)).slice(0, 100).map((order) => order.id));
    expect(ready.filter((order) => !newest.has(order.id)).length).toBeGreaterThan(0);
    expect(await found()).toBe(ready.length);
    expect(screen.queryByTestId('queue-truncated')).toBeNull();
  }, 60_000);

  it('without the summary endpoints and with the hints ignored, counts from every order, says so, and each tab lists what its badge counts', async () => {
    const user = userEvent.setup();
    const { db, requests } = setup({ wrapFetch: specOnlyServer });
    await waitFor(() => expect(screen.getByTestId('summary-computed')).toHaveTextContent(`Jumlah dihitung dari ${db.penjualanWeb.length} order yang dimuat`), { timeout: 20_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    const active = db.penjualanWeb.filter((order) => !isCompletedOrCancelled(order)).length;
    expect(screen.getByTestId('summary-all-orders-active')).toHaveTextContent(String(active));
    for (const showCompleted of [false, true]) {
      for (const tab of ORDER_CENTER_TABS) {
        await user.click(screen.getByTestId(`tab-${tab}`));
        await waitFor(() => expect(screen.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true'));
        expect(await found()).toBe(badge(tab));
      }
      if (!showCompleted) await user.click(screen.getByTestId('show-completed'));
    }
    // The walk asked for the first page, saw the second repeat it, fetched the whole list once: nothing more at tab changes.
    expect(requests.filter((request) => request === 'GET /admin/penjualan-web')).toHaveLength(3);
  }, 60_000);

  it('a failed summary (500) shows its error with Coba Lagi and leaves the list on screen', async () => {
    const { db } = setup({ faults: [{ method: 'GET', path: '/admin/penjualan-web/summary', status: 500, body: { error: 'Ringkasan sedang gangguan' } }] });
    const alert = await screen.findByText('Ringkasan sedang gangguan');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
    expect(await found()).toBe(db.penjualanWeb.filter((order) => !isCompletedOrCancelled(order)).length);
    expect(screen.getAllByTestId('order-card').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('summary-computed')).toBeNull();
  }, 30_000);
});

describe('OrderCenterPage on the large seed: a page of the queue, more on demand', () => {
  it('with finished orders shown, the first screen asks for one page of 100, most urgent first, and more cards past it ask for the next page', async () => {
    const user = userEvent.setup();
    const lists: string[] = [];
    const { db } = setup({
      size: 'large',
      initialPath: '/order-center?completed=1',
      wrapFetch: (fetch) => (request) => {
        const url = new URL(request.url);
        if (request.method === 'GET' && url.pathname === '/admin/penjualan-web') lists.push(url.search);
        return fetch(request);
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(CARDS_PER_STEP), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(db.penjualanWeb.length).toBeGreaterThan(5000);
    expect(lists).toEqual(['?include_completed=true&sort=priority&limit=100']);
    expect(screen.getByTestId('orders-found')).toHaveTextContent('100+ orders found');
    expect(screen.getByTestId('show-more')).toHaveTextContent(`Tampilkan lebih banyak (${CARDS_PER_STEP} dari 100+)`);
    // The first card is the queue's first: a paid order waiting to ship, the longest waiting.
    const first = [...db.penjualanWeb].filter(isReadyToShip).sort((a, b) => a.tanggal_pesan.localeCompare(b.tanggal_pesan))[0];
    expect(within(screen.getAllByTestId('order-card')[0] as HTMLElement).getByText(first?.kode_transaksi ?? '-')).toBeInTheDocument();
    // The cards of the page in come first, without asking the server again.
    for (let step = 2; step * CARDS_PER_STEP < 100; step += 1) await user.click(screen.getByTestId('show-more'));
    expect(lists).toHaveLength(1);
    await user.click(screen.getByTestId('show-more'));
    await waitFor(() => expect(screen.getAllByTestId('order-card').length).toBeGreaterThan(100), { timeout: 20_000 });
    expect(lists).toEqual(['?include_completed=true&sort=priority&limit=100', '?include_completed=true&sort=priority&limit=100&offset=100']);
    expect(screen.getByTestId('orders-found')).toHaveTextContent('200+ orders found');
  }, 90_000);

  it('a tab switch asks for the new tab’s first page only', async () => {
    const user = userEvent.setup();
    const lists: string[] = [];
    setup({
      size: 'large',
      initialPath: '/order-center?completed=1',
      wrapFetch: (fetch) => (request) => {
        const url = new URL(request.url);
        if (request.method === 'GET' && url.pathname === '/admin/penjualan-web') lists.push(url.search);
        return fetch(request);
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(CARDS_PER_STEP), { timeout: 20_000 });
    await user.click(screen.getByTestId('tab-biteship'));
    await waitFor(() => expect(screen.getByTestId('order-grid')).toHaveAttribute('aria-busy', 'false'), { timeout: 20_000 });
    await waitFor(() => expect(screen.getByTestId('orders-found')).toHaveTextContent(/orders found/));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lists).toEqual(['?include_completed=true&sort=priority&limit=100', '?tab=biteship&include_completed=true&sort=priority&limit=100']);
  }, 60_000);
});

describe('the Order Center’s Refresh', () => {
  it('greys out from its click until its own reload is in, and not while a tab’s read is under way', async () => {
    const user = userEvent.setup();
    let hold: Promise<void> | null = null;
    let release = () => {};
    setup({
      wrapFetch: (fetch) => async (request) => {
        if (hold && request.method === 'GET' && new URL(request.url).pathname.startsWith('/admin/penjualan-web')) await hold;
        return fetch(request);
      },
    });
    await waitFor(() => expect(screen.getByTestId('order-grid')).toHaveAttribute('aria-busy', 'false'), { timeout: 20_000 });
    const refresh = screen.getByTestId('order-center-refresh');
    hold = new Promise((resolve) => (release = resolve));
    await user.click(screen.getByTestId('tab-biteship'));
    await waitFor(() => expect(screen.getByTestId('order-grid')).toHaveAttribute('aria-busy', 'true'));
    expect(refresh).toBeEnabled();
    release();
    await waitFor(() => expect(screen.getByTestId('order-grid')).toHaveAttribute('aria-busy', 'false'), { timeout: 20_000 });

    hold = new Promise((resolve) => (release = resolve));
    await user.click(refresh);
    await waitFor(() => expect(refresh).toBeDisabled());
    release();
    await waitFor(() => expect(refresh).toBeEnabled(), { timeout: 20_000 });
  }, 60_000);
});

describe('the Order Center on a phone', () => {
  const phoneWidth = (matches: boolean) => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  };

  it("folds the cards and filters behind 'Filter (N)' counting the filters in force, and opens them as they were", async () => {
    const restore = phoneWidth(true);
    try {
      const user = userEvent.setup();
      setup({ initialPath: '/order-center?entity=CV&stuck=1' });
      const toggle = await screen.findByTestId('filters-toggle');
      expect(toggle).toHaveTextContent('Filter (2)');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('entity-filter')).not.toBeVisible();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(screen.getByTestId('entity-filter')).toBeVisible());
      expect(screen.getByTestId('entity-filter')).toHaveValue('CV');
    } finally {
      restore();
    }
  });

  it('shows the cards and filters at once on a wider screen, with no fold button', async () => {
    const restore = phoneWidth(false);
    try {
      setup();
      expect(await screen.findByTestId('entity-filter')).toBeVisible();
      expect(screen.queryByTestId('filters-toggle')).toBeNull();
    } finally {
      restore();
    }
  });
});
