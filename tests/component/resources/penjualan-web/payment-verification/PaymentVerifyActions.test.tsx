// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import { PaymentVerifyActions } from '@/resources/penjualan-web/payment-verification/PaymentVerifyActions';
import type { Order } from '@/resources/penjualan-web/schemas';
import { countRequests, renderWithAdmin } from '../../../renderWithAdmin';

afterEach(cleanup);

const VERIFY = (id: Order['id']) => `POST /admin/penjualan-web/${id}/verifikasi`;

/** Renders the buttons for the first seeded order `pick` chooses, with the toasts. */
const setup = (pick: (order: Order) => boolean) => {
  const user = userEvent.setup();
  // The seed is deterministic: the order found in one is the same order in the one renderWithAdmin builds.
  const order = createSeedDb(new Date(), fakeAreas).penjualanWeb.find(pick);
  if (!order) throw new Error('the seed holds no such order');
  const view = renderWithAdmin(
    <>
      <PaymentVerifyActions order={order} />
      <Notification />
    </>,
  );
  const stored = () => view.db.penjualanWeb.find((candidate) => candidate.id === order.id)!;
  return { ...view, user, order, stored };
};

const manualPending = (order: Order) => order.status_pembayaran === 'MENUNGGU_KONFIRMASI' && order.metode_pembayaran === 'MANUAL_TRANSFER';

describe('PaymentVerifyActions: verify or reject a manual transfer awaiting confirmation', () => {
  it.each([
    ['a paid order', (order: Order) => order.status_pembayaran === 'LUNAS'],
    ['a payment-gateway order', (order: Order) => order.metode_pembayaran === 'PAYMENT_GATEWAY'],
    ['an order awaiting its payment', (order: Order) => order.status_pembayaran === 'MENUNGGU_PEMBAYARAN'],
  ])('offers nothing for %s', (_case, pick) => {
    setup(pick);
    expect(screen.queryByRole('button', { name: /Verifikasi|Tolak/ })).not.toBeInTheDocument();
  });

  it('asks "Yakin verifikasi pembayaran ini?" first; cancelling sends nothing', async () => {
    const { user, order, requests } = setup(manualPending);
    await user.click(screen.getByRole('button', { name: `Verifikasi pembayaran ${order.kode_transaksi}` }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Yakin verifikasi pembayaran ini?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(countRequests(requests, VERIFY(order.id))).toBe(0);
  });

  it('verifies once under a double click: LUNAS and ready to ship, with the server’s success message', async () => {
    const { order, requests, faults, stored } = setup(manualPending);
    faults.add({ method: 'POST', path: '/admin/penjualan-web/{id}/verifikasi', delayMs: 100, times: 1 });
    fireEvent.click(screen.getByRole('button', { name: `Verifikasi pembayaran ${order.kode_transaksi}` }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Verifikasi' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(confirm).toBeDisabled();
    // The dialog hides the page from assistive technology, so the page's own button is looked up hidden.
    expect(screen.getByRole('button', { name: `Tolak pembayaran ${order.kode_transaksi}`, hidden: true })).toBeDisabled();
    expect(await screen.findByText('Pembayaran berhasil diverifikasi. Pesanan siap dikirim.')).toBeInTheDocument();
    // The money's next step: the verified payment waits in Cash In, one click away from the notice.
    expect(await screen.findByRole('link', { name: 'Buka Cash In' })).toHaveAttribute('href', '/cash-in');
    expect(countRequests(requests, VERIFY(order.id))).toBe(1);
    expect(stored()).toMatchObject({ status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM' });
  });

  it('rejects after "Yakin tolak pembayaran ini?": the payment is cancelled', async () => {
    const { user, order, stored } = setup(manualPending);
    await user.click(screen.getByRole('button', { name: `Tolak pembayaran ${order.kode_transaksi}` }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Yakin tolak pembayaran ini?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText('Pembayaran ditolak. Pesanan dibatalkan.')).toBeInTheDocument();
    expect(stored().status_pembayaran).toBe('DIBATALKAN');
  });

  it.each([
    ['the server’s error', { error: 'Order ini tidak dalam status yang tepat' }, 409, 'Order ini tidak dalam status yang tepat'],
    ['the spec’s fallback when the server says nothing', {}, 500, 'Gagal memproses verifikasi pembayaran'],
  ])('a failure shows %s, keeps the confirmation open and the order unchanged', async (_case, body, status, text) => {
    const { user, order, faults, stored } = setup(manualPending);
    faults.add({ method: 'POST', path: '/admin/penjualan-web/{id}/verifikasi', status, body, times: 1 });
    await user.click(screen.getByRole('button', { name: `Verifikasi pembayaran ${order.kode_transaksi}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verifikasi' })).toBeEnabled();
    expect(stored()).toMatchObject({ status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: order.status_pengiriman });
  });
});
