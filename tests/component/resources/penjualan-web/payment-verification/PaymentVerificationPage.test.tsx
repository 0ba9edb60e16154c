// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaultRule } from '@/fake-api/faults';
import { PaymentVerificationPage } from '@/resources/penjualan-web/payment-verification/PaymentVerificationPage';
import { countRequests, renderWithAdmin, type RenderWithAdminOptions } from '../../../renderWithAdmin';
import { specOnlyServer } from '../../../../unit/resources/penjualan-web/driftingServer';

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

  it('lists every order under Semua over pages of a hundred instead of the first hundred', async () => {
    const { db } = setup('/payment-verification?status=ALL');
    expect(db.penjualanWeb.length).toBeGreaterThan(200);
    expect(await found()).toBe(db.penjualanWeb.length);
    expect(screen.getAllByTestId('payment-row-code')).toHaveLength(100);
    expect(screen.queryByTestId('payment-truncated')).toBeNull();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
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
