// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCSV, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import penjualanWeb from '@/resources/penjualan-web';
import type { FaultRule } from '@/fake-api/faults';
import { PaymentVerificationPage } from '@/resources/penjualan-web/payment-verification/PaymentVerificationPage';
import { countRequests, renderAfterWarming, renderWithAdmin, type RenderWithAdminOptions } from '../../../renderWithAdmin';
import { specOnlyServer } from '../../../../unit/resources/penjualan-web/driftingServer';

vi.mock('react-admin', async (importOriginal) => ({ ...(await importOriginal<typeof import('react-admin')>()), downloadCSV: vi.fn() }));

afterEach(cleanup);

const setup = (initialPath = '/payment-verification', faults: FaultRule[] = [], options: RenderWithAdminOptions = {}) => {
  const user = userEvent.setup();
  let location = { pathname: '', search: '' };
  const view = renderWithAdmin(
    <ResourceContextProvider value="penjualan-web">
      <PaymentVerificationPage />
    </ResourceContextProvider>,
    { initialPath, faults, onLocation: (next) => (location = next), ...options },
  );
  return { ...view, user, location: () => location };
};

const NEXT = 'Ke halaman berikutnya';

const codes = () => screen.getAllByTestId('payment-row-code').map((cell) => cell.textContent);

/** The number of transactions the screen says it lists, once every page is in. */
const found = async (): Promise<number> => {
  await waitFor(
    () => {
      expect(screen.getByTestId('payment-found')).toHaveTextContent(/transaksi/);
      expect(screen.queryByTestId('payment-loading-more')).toBeNull();
    },
    { timeout: 20_000 },
  );
  return Number((screen.getByTestId('payment-found').textContent ?? '').replace(/\D/g, ''));
};

describe('PaymentVerificationPage', () => {
  it('without payment-summary (404) and with unknown parameters ignored, counts its cards from every order, says so, and lists every transfer it counts', async () => {
    const { db, requests } = setup('/payment-verification', [], { wrapFetch: specOnlyServer });
    const pending = db.penjualanWeb.filter((order) => order.status_pembayaran === 'MENUNGGU_KONFIRMASI').length;
    expect(await found()).toBe(pending);
    await waitFor(() => expect(screen.getByTestId('payment-summary-computed')).toHaveTextContent(`Dihitung dari ${db.penjualanWeb.length} order yang dimuat`), { timeout: 20_000 });
    expect(screen.getByTestId('payment-stat-pending')).toHaveTextContent(String(pending));
    expect(screen.getByTestId('payment-stat-verified')).toHaveTextContent(String(db.penjualanWeb.filter((order) => order.status_pembayaran === 'LUNAS').length));
    expect(screen.getByTestId('payment-stat-total')).toHaveTextContent(String(db.penjualanWeb.length));
    expect(screen.queryByTestId('payment-summary-error')).toBeNull();
    // Asked once; the session remembers the server has no such path.
    expect(countRequests(requests, 'GET /admin/penjualan-web/payment-summary')).toBe(1);
  }, 30_000);

  it('lists every order under Semua a hundred at a time, asking for the next hundred only when the pagination reaches it', async () => {
    const lists: string[] = [];
    const { db, user } = setup('/payment-verification?status=ALL', [], {
      wrapFetch: (fetch) => (request) => {
        const url = new URL(request.url);
        if (request.method === 'GET' && url.pathname === '/admin/penjualan-web') lists.push(url.search);
        return fetch(request);
      },
    });
    expect(db.penjualanWeb.length).toBeGreaterThan(200);
    expect(await found()).toBe(100);
    expect(screen.getByTestId('payment-found')).toHaveTextContent('100+ transaksi');
    expect(screen.getAllByTestId('payment-row-code')).toHaveLength(100);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lists).toEqual(['?limit=100']);
    const pages = Math.ceil(db.penjualanWeb.length / 100);
    for (let page = 2; page <= pages; page += 1) {
      await user.click(screen.getByRole('button', { name: NEXT }));
      await waitFor(() => expect(screen.getAllByTestId('payment-row-code')).toHaveLength(page < pages ? 100 : db.penjualanWeb.length - 100 * (pages - 1)), { timeout: 20_000 });
      expect(lists).toHaveLength(page);
      expect(lists.at(-1)).toBe(`?limit=100&offset=${(page - 1) * 100}`);
    }
    expect(await found()).toBe(db.penjualanWeb.length);
    expect(screen.queryByTestId('payment-truncated')).toBeNull();
  }, 60_000);

  it('exports every transfer Semua selects, read page by page at the click, not only the hundred shown', async () => {
    vi.mocked(downloadCSV).mockClear();
    const { db, user } = setup('/payment-verification?status=ALL');
    expect(await found()).toBe(100);
    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    await waitFor(() => expect(downloadCSV).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    const lines = (vi.mocked(downloadCSV).mock.calls[0]?.[0] ?? '').replace('\ufeff', '').trim().split('\r\n');
    expect(lines).toHaveLength(db.penjualanWeb.length + 1);
    // The screen still shows its first hundred: the export's pages are its own.
    expect(screen.getByTestId('payment-found')).toHaveTextContent('100+ transaksi');
  }, 30_000);

  it('lists the payments awaiting confirmation by default, newest first, with the summary cards', async () => {
    const { db } = setup();
    const awaiting = db.penjualanWeb
      .filter((order) => order.status_pembayaran === 'MENUNGGU_KONFIRMASI')
      .sort((a, b) => b.tanggal_pesan.localeCompare(a.tanggal_pesan))
      .map((order) => order.kode_transaksi);
    await waitFor(() => expect(codes()).toEqual(awaiting));
    expect(screen.getByTestId('payment-found')).toHaveTextContent(`${awaiting.length} transaksi`);
    await waitFor(() => expect(screen.getByTestId('payment-stat-pending').textContent).toMatch(/^\d+$/));
    for (const status of screen.getAllByTestId('payment-row-status')) expect(status).toHaveTextContent('Menunggu Konfirmasi');
  });

  it('reads the status filter and the search from the address', async () => {
    const { db } = setup('/payment-verification?status=ALL&q=zzz-tidak-ada');
    expect(await screen.findByTestId('payment-empty')).toHaveTextContent('Tidak ada pembayaran yang sesuai dengan filter');
    expect(screen.getByLabelText('Cari kode transaksi atau nama penerima')).toHaveValue('zzz-tidak-ada');
    expect(screen.getByRole('button', { name: 'Semua' })).toHaveAttribute('aria-pressed', 'true');
    expect(db.penjualanWeb.length).toBeGreaterThan(0);
  });

  it('puts a status choice and a typed search (after a pause) in the address', async () => {
    const { user, location } = setup();
    await screen.findAllByTestId('payment-row-code');
    await user.click(screen.getByRole('button', { name: 'Lunas' }));
    await waitFor(() => expect(location().search).toBe('?status=LUNAS'));
    await waitFor(() => everyStatusReads('Lunas'));
    // The pause on the test's own clock: typing takes no time on it, so a slow machine can neither apply
    // part of the word early nor make the test wait longer than it allows.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Key by key, as typed (user-event's own pauses wait on a timer this clock would never fire).
      const search = screen.getByLabelText('Cari kode transaksi atau nama penerima');
      for (const typed of ['b', 'bu', 'bud', 'budi']) fireEvent.change(search, { target: { value: typed } });
      expect(location().search).toBe('?status=LUNAS');
      act(() => vi.advanceTimersByTime(499));
      expect(location().search).toBe('?status=LUNAS');
      act(() => vi.advanceTimersByTime(1));
      expect(location().search).toBe('?status=LUNAS&q=budi');
      // The list's own zero-delay work started on that clock finishes before the real one returns.
      await act(() => vi.advanceTimersByTimeAsync(0));
    } finally {
      vi.useRealTimers();
    }
    await user.click(screen.getByRole('button', { name: 'Reset Filter' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByLabelText('Cari kode transaksi atau nama penerima')).toHaveValue('');
  });

  it('shows the server’s failure with Coba Lagi, which loads the list again', async () => {
    const { user, requests } = setup('/payment-verification', [{ method: 'GET', path: '/admin/penjualan-web', status: 500, body: {}, times: 1 }]);
    const alert = await screen.findByTestId('payment-error');
    expect(alert).toHaveTextContent('Gagal memuat data pembayaran');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findAllByTestId('payment-row-code')).not.toHaveLength(0);
    expect(countRequests(requests, 'GET /admin/penjualan-web')).toBe(2);
  });

  it('shows "Belum upload" for a payment without a transfer proof', async () => {
    setup('/payment-verification?status=ALL');
    expect((await screen.findAllByTestId('payment-proof-missing'))[0]).toHaveTextContent('Belum upload');
    expect(screen.getAllByTestId('payment-proof-thumbnail').length).toBeGreaterThan(0);
  });
});

const everyStatusReads = (text: string) => {
  const statuses = screen.getAllByTestId('payment-row-status');
  expect(statuses.length).toBeGreaterThan(0);
  for (const status of statuses) expect(status).toHaveTextContent(text);
};

describe('PaymentVerificationPage: its first rows come with its first render', () => {
  it('with the route’s reads warmed for the address, the rows show in the first render and each read is sent once', async () => {
    const page = penjualanWeb.pages.find((candidate) => candidate.path === '/payment-verification');
    const { requests } = await renderAfterWarming(
      <ResourceContextProvider value="penjualan-web">
        <PaymentVerificationPage />
      </ResourceContextProvider>,
      (await page?.reads?.('')) ?? [],
      { initialPath: '/payment-verification' },
    );
    // Synchronously after the first render: without the warmed page it shows its loading rows.
    expect(screen.getAllByTestId('payment-row-code').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(countRequests(requests, 'GET /admin/penjualan-web')).toBe(1);
    expect(countRequests(requests, 'GET /admin/penjualan-web/payment-summary')).toBe(1);
  });
});
