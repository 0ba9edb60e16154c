// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import { OrderDetail } from '@/resources/penjualan-web/order-center/order-detail/OrderDetail';
import { PaymentDetailPage } from '@/resources/penjualan-web/payment-verification/PaymentDetailPage';
import type { Order } from '@/resources/penjualan-web/schemas';
import { PenjualanWebHistory } from '@/resources/penjualan-web/transaksi/PenjualanWebHistory';
import { PenjualanWebTransaction } from '@/resources/penjualan-web/transaksi/PenjualanWebTransaction';
import { countRequests, renderWithAdmin } from '../../../renderWithAdmin';

afterEach(cleanup);

const noop = () => undefined;

/** Longer than any test waits: a read held this long is still under way when the test looks. */
const SLOW_MS = 60_000;

/** A manual transfer waiting for its payment to be verified. */
const waitingTransfer = (): Order => {
  const order = createSeedDb(new Date(), fakeAreas).penjualanWeb.find(
    (o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && o.metode_pembayaran === 'MANUAL_TRANSFER' && o.bukti_transfer_url !== null,
  );
  if (!order) throw new Error('the seed holds no waiting manual transfer');
  return order;
};

const OrderDetailAt = () => <OrderDetail id={useParams().orderId ?? ''} onTab={noop} />;

describe('useOrder: one cache for an order wherever it is shown', () => {
  it('the Order Center detail and the payment detail read the order once, and a verification on one refreshes both with one read', async () => {
    const order = waitingTransfer();
    const user = userEvent.setup();
    const { requests } = renderWithAdmin(
      <>
        <Routes>
          <Route
            path="/both/:orderId/:id"
            element={
              <>
                <OrderDetailAt />
                <PaymentDetailPage />
              </>
            }
          />
        </Routes>
        <Notification />
      </>,
      { initialPath: `/both/${order.id}/${order.id}` },
    );
    const orderRead = `GET /admin/penjualan-web/${order.id}`;
    expect(await screen.findByTestId('order-code')).toHaveTextContent(order.kode_transaksi);
    expect(await screen.findByTestId('payment-detail-code')).toHaveTextContent(order.kode_transaksi);
    // Two screens of one order: one query, so one read (two caches read it twice).
    expect(countRequests(requests, orderRead)).toBe(1);

    const paymentDetail = screen.getByTestId('payment-detail');
    await user.click(within(paymentDetail).getByRole('button', { name: `Verifikasi pembayaran ${order.kode_transaksi}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Pembayaran berhasil diverifikasi. Pesanan siap dikirim.')).toBeInTheDocument();

    // The payment detail's action refreshed the order on the Order Center's detail too ...
    expect(await within(screen.getByTestId('payment-detail')).findByTestId('payment-no-action')).toBeInTheDocument();
    expect(within(screen.getByTestId('order-detail')).queryByRole('button', { name: /Verifikasi pembayaran/ })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('detail-badges')).getByText('Lunas')).toBeInTheDocument();
    // ... with one read of the one key, not one per screen.
    expect(countRequests(requests, orderRead)).toBe(2);
  });

  it('an order read on the payment detail opens on the Order Center at once, from the same cache', async () => {
    const order = waitingTransfer();
    const user = userEvent.setup();
    const { faults, requests } = renderWithAdmin(
      <Routes>
        <Route path="/payment-detail/:id" element={<PaymentDetailPage />} />
        <Route path="/order-center/:orderId" element={<OrderDetailAt />} />
      </Routes>,
      { initialPath: `/payment-detail/${order.id}` },
    );
    expect(await screen.findByTestId('payment-detail-code')).toHaveTextContent(order.kode_transaksi);
    // Any further read of the order takes a minute: what the detail shows meanwhile comes from the cache.
    faults.add({ method: 'GET', path: '/admin/penjualan-web/{id}', delayMs: SLOW_MS });
    await user.click(screen.getByRole('link', { name: 'Buka di Order Center' }));
    expect(await screen.findByTestId('order-code')).toHaveTextContent(order.kode_transaksi);
    expect(screen.queryByTestId('order-error')).not.toBeInTheDocument();
    // Read again in the background, under the same key (a second cache would be a second, waiting read).
    expect(countRequests(requests, `GET /admin/penjualan-web/${order.id}`)).toBe(2);
  });

  it('an order opened from the transaction history shows at once, from the row the list read (react-admin’s record cache)', async () => {
    const user = userEvent.setup();
    const { faults, requests } = renderWithAdmin(
      <Routes>
        <Route path="/transaksi/riwayat" element={<PenjualanWebHistory />} />
        <Route path="/transaksi-web/:id" element={<PenjualanWebTransaction />} />
      </Routes>,
      { initialPath: '/transaksi/riwayat' },
    );
    const [first] = await screen.findAllByRole('link', { name: 'Detail' }, { timeout: 10_000 });
    const id = first?.getAttribute('href')?.split('/').pop();
    // The read of the one order takes a minute: what the detail shows meanwhile is the history's row.
    faults.add({ method: 'GET', path: '/admin/penjualan-web/{id}', delayMs: SLOW_MS });
    await user.click(first as HTMLElement);
    expect(await screen.findByTestId('transaction-detail')).toBeInTheDocument();
    // ... and it is read again, as react-admin's record screens do.
    expect(countRequests(requests, `GET /admin/penjualan-web/${id}`)).toBe(1);
  });
});
