import { describe, expect, it, vi } from 'vitest';
import type { PageDeclaration } from '@/custom-pages/declaration';
import { dashboardContract } from '@/custom-pages/dashboard/contract';
import type { ResourceDeclaration } from '@/resources/declaration';
import { createRoutePrefetcher } from '@/routePrefetch';

const resource = (name: string, extra: Partial<ResourceDeclaration> = {}) =>
  ({ name, pages: [], preloadView: vi.fn(async () => undefined), ...extra }) as unknown as ResourceDeclaration;

const setup = ({ signedIn = true } = {}) => {
  const merk = resource('merk');
  const ownPage = { path: '/order-center/:orderId', View: () => null, preload: vi.fn(async () => undefined), reads: async () => [dashboardContract.summary] };
  const laporan = resource('laporan', { pages: [ownPage] });
  const dashboard = { name: 'dashboard', path: '/dashboard', preload: vi.fn(async () => undefined), reads: async () => [dashboardContract.summary] } as unknown as PageDeclaration;
  const prefetch = vi.fn(async () => undefined);
  const go = createRoutePrefetcher({ resources: [merk, laporan], pages: [dashboard], dataProvider: { prefetch }, signedIn: () => signedIn });
  return { go, merk, laporan, dashboard, prefetch, ownPage };
};

describe('createRoutePrefetcher: at navigation the screen’s code and first reads start together', () => {
  it.each([
    ['/merk', '', 'list', { kind: 'list', resource: 'merk', search: '' }],
    ['/merk/', '?page=2', 'list', { kind: 'list', resource: 'merk', search: '?page=2' }],
    ['/merk/tambah', '', 'create', null],
    ['/merk/edit/7', '', 'edit', { kind: 'record', resource: 'merk', id: '7' }],
    ['/merk/edit/semen%20gresik', '', 'edit', { kind: 'record', resource: 'merk', id: 'semen gresik' }],
  ] as const)('%s%s loads the %s view and reads %j', (pathname, search, view, read) => {
    const { go, merk, prefetch } = setup();
    go({ pathname, search });
    expect(merk.preloadView).toHaveBeenCalledWith(view);
    if (read) expect(prefetch).toHaveBeenCalledWith(read);
    else expect(prefetch).not.toHaveBeenCalled();
  });

  it('a resource screen at an address of its own loads that screen’s code and reads, matched with its parameters', async () => {
    const { go, ownPage, laporan, merk, prefetch } = setup();
    go({ pathname: '/order-center/12', search: '' });
    expect(ownPage.preload).toHaveBeenCalledTimes(1);
    expect(laporan.preloadView).not.toHaveBeenCalled();
    expect(merk.preloadView).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith({ kind: 'reads', reads: [dashboardContract.summary] }));
  });

  it('an address under a resource that is none of its screens (/merk/42: resources have no show view) starts nothing', () => {
    const { go, merk, prefetch } = setup();
    go({ pathname: '/merk/42', search: '' });
    expect(merk.preloadView).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a page loads its view and its declared reads', async () => {
    const { go, dashboard, prefetch } = setup();
    go({ pathname: '/dashboard', search: '' });
    expect(dashboard.preload).toHaveBeenCalled();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith({ kind: 'reads', reads: [dashboardContract.summary] }));
  });

  it.each([
    ['a page', '/dashboard'],
    ['a resource screen at an address of its own', '/order-center/12'],
  ])('%s asks for its reads’ module before its view’s code: the graph asked first is evaluated first, so the read does not wait for the vendor file', (_, pathname) => {
    const order: string[] = [];
    const reads = vi.fn(async () => {
      order.push('reads');
      return [dashboardContract.summary];
    });
    const preload = vi.fn(async () => {
      order.push('view');
    });
    const page = { name: 'dashboard', path: '/dashboard', preload, reads } as unknown as PageDeclaration;
    const own = resource('laporan', { pages: [{ path: '/order-center/:orderId', View: () => null, preload, reads }] as unknown as ResourceDeclaration['pages'] });
    const go = createRoutePrefetcher({ resources: [own], pages: [page], dataProvider: { prefetch: vi.fn(async () => undefined) }, signedIn: () => true });
    go({ pathname, search: '' });
    expect(order).toEqual(['reads', 'view']);
  });

  it('a page’s reads are given the address’s query, where its filters live', async () => {
    const reads = vi.fn(async (search: string) => [{ endpoint: dashboardContract.summary, query: { tab: new URLSearchParams(search).get('tab') } }]);
    const page = { name: 'queue', path: '/queue', preload: vi.fn(async () => undefined), reads } as unknown as PageDeclaration;
    const prefetch = vi.fn(async () => undefined);
    const go = createRoutePrefetcher({ resources: [], pages: [page], dataProvider: { prefetch }, signedIn: () => true });
    go({ pathname: '/queue', search: '?tab=biteship' });
    expect(reads).toHaveBeenCalledWith('?tab=biteship');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith({ kind: 'reads', reads: [{ endpoint: dashboardContract.summary, query: { tab: 'biteship' } }] }));
  });

  it('a move within the shown page (its filters in the address, another order) warms its reads no second time: the mounted screen would not claim them', async () => {
    const { go, dashboard, ownPage, prefetch } = setup();
    go({ pathname: '/order-center/12', search: '' });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    go({ pathname: '/order-center/12', search: '?tab=biteship' });
    go({ pathname: '/order-center/13', search: '' });
    go({ pathname: '/dashboard', search: '' });
    go({ pathname: '/dashboard', search: '?range=7' });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(2));
    go({ pathname: '/order-center/13', search: '' });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(3));
    expect(ownPage.preload).toHaveBeenCalledTimes(4);
    expect(dashboard.preload).toHaveBeenCalledTimes(2);
  });

  it('signed out, code is loaded but nothing is read (the route ends on the login page)', async () => {
    const { go, merk, dashboard, prefetch } = setup({ signedIn: false });
    go({ pathname: '/merk', search: '' });
    go({ pathname: '/dashboard', search: '' });
    expect(merk.preloadView).toHaveBeenCalledWith('list');
    expect(dashboard.preload).toHaveBeenCalled();
    await Promise.resolve();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each(['/login', '/tidak-ada', '/merk/edit/7/lagi', '/merk/edit'])('%s starts nothing', (pathname) => {
    const { go, merk, prefetch } = setup();
    go({ pathname, search: '' });
    expect(merk.preloadView).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a failed early start is swallowed: the screen asks again itself', async () => {
    const { go, merk, prefetch } = setup();
    vi.mocked(merk.preloadView).mockRejectedValueOnce(new Error('chunk gagal'));
    prefetch.mockRejectedValueOnce(new Error('jaringan'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    go({ pathname: '/merk', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('createRoutePrefetcher: the boot may wait for the first screen (issue 26)', () => {
  it('resolves once both the list’s code and its first read are in, and never rejects', async () => {
    let codeIn!: () => void;
    let readIn!: () => void;
    const merk = resource('merk', { preloadView: vi.fn(() => new Promise<void>((resolve) => (codeIn = resolve))) });
    const prefetch = vi.fn(() => new Promise<void>((resolve) => (readIn = resolve)));
    const go = createRoutePrefetcher({ resources: [merk], pages: [], dataProvider: { prefetch }, signedIn: () => true });
    let done = false;
    void go({ pathname: '/merk', search: '' }).then(() => (done = true));
    await Promise.resolve();
    codeIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    readIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(true);
  });

  it('a failed code load or read still resolves: the screen then asks again itself', async () => {
    const merk = resource('merk', { preloadView: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const prefetch = vi.fn(async () => Promise.reject(new Error('500')));
    const go = createRoutePrefetcher({ resources: [merk], pages: [], dataProvider: { prefetch }, signedIn: () => true });
    await expect(go({ pathname: '/merk', search: '' })).resolves.toBeUndefined();
    await expect(go({ pathname: '/login', search: '' })).resolves.toBeUndefined();
  });
});
