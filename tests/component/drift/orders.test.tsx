// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDrift } from '@/api/drift';
import { DRIFT_UNKNOWN_STATUS, DRIFT_UNREADABLE_TEXT } from '@/fake-api/driftPreset';
import { OrderCenterPage } from '@/resources/penjualan-web/order-center/OrderCenterPage';
import { PaymentDetailPage } from '@/resources/penjualan-web/payment-verification/PaymentDetailPage';
import { PaymentVerificationPage } from '@/resources/penjualan-web/payment-verification/PaymentVerificationPage';
import { PenjualanWebHistory } from '@/resources/penjualan-web/transaksi/PenjualanWebHistory';
import { driftOf, openFirstMark, renderDrifting } from './driftHarness';

afterEach(() => {
  cleanup();
  resetDrift();
});

const ORDERS = 'GET /admin/penjualan-web';

describe('order screens against a backend that drifts within the spec', () => {
  it('Order Center lists the orders, an unreadable one marked, and counts the drift', async () => {
    const { user, db } = renderDrifting(
      <ResourceContextProvider value="penjualan-web">
        <OrderCenterPage />
      </ResourceContextProvider>,
      { initialPath: '/order-center' },
    );
    const cards = await screen.findAllByTestId('order-card', undefined, { timeout: 8000 });
    expect(cards.length).toBeGreaterThan(0);
    expect(db.penjualanWeb.length).toBeGreaterThan(0);
    await openFirstMark(user, DRIFT_UNREADABLE_TEXT);
    // Looked for among every card: the first paint holds the first few only, and the marked one may come after them.
    const marked = screen.getAllByTestId('order-card').find((card) => within(card).queryByTestId('incomplete-mark')) as HTMLElement;
    // Its money is not shown as an amount; its actions are not offered.
    expect(within(marked).getByText('tidak terbaca')).toBeInTheDocument();
    expect(driftOf(ORDERS).some((entry) => entry.kind === 'unreadable')).toBe(true);
  });

  it('transaction history lists every order, the odd ones marked and unknown statuses as sent', async () => {
    const { user } = renderDrifting(
      <ResourceContextProvider value="penjualan-web">
        <PenjualanWebHistory />
      </ResourceContextProvider>,
      { initialPath: '/transaksi/riwayat' },
    );
    await openFirstMark(user, DRIFT_UNREADABLE_TEXT);
    await waitFor(() => expect(screen.getAllByText(DRIFT_UNKNOWN_STATUS).length).toBeGreaterThan(0));
    // COMPLETED reads like SELESAI, CANCELLED like DIBATALKAN: no raw English code in a chip.
    expect(screen.queryByText('COMPLETED')).not.toBeInTheDocument();
    expect(screen.queryByText('CANCELLED')).not.toBeInTheDocument();
    const drift = driftOf(ORDERS);
    expect(drift).toContainEqual(expect.objectContaining({ kind: 'unknown-value', field: 'status_pengiriman', value: DRIFT_UNKNOWN_STATUS }));
    expect(drift).toContainEqual(expect.objectContaining({ kind: 'loose-value', field: 'total_akhir' }));
  });

  it('payment verification lists all payments with the odd ones marked and offers no verification on them', async () => {
    const { user } = renderDrifting(
      <ResourceContextProvider value="penjualan-web">
        <PaymentVerificationPage />
      </ResourceContextProvider>,
      { initialPath: '/payment-verification?status=ALL' },
    );
    const marks = await openFirstMark(user, DRIFT_UNREADABLE_TEXT);
    const row = marks[0]?.closest('tr') as HTMLElement;
    expect(within(row).getByText('tidak terbaca')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Verifikasi|Tolak/ })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('payment-row-code').length).toBeGreaterThan(1);
  });

  it('payment detail opens an unreadable order, marked, without money as an amount', async () => {
    const { db, user } = renderDrifting(
      <Routes>
        <Route path="/payment-detail/:id" element={<PaymentDetailPage />} />
      </Routes>,
      { initialPath: '/payment-detail/5' },
    );
    expect(db.penjualanWeb.some((order) => order.id === 5)).toBe(true);
    await openFirstMark(user, DRIFT_UNREADABLE_TEXT);
    expect(screen.getByTestId('payment-detail-total')).toHaveTextContent('tidak terbaca');
    expect(screen.getByTestId('payment-detail-code')).toHaveTextContent(db.penjualanWeb.find((order) => order.id === 5)?.kode_transaksi as string);
  });

  it('payment detail opens an order with a status nobody knows, shown as sent', async () => {
    renderDrifting(
      <Routes>
        <Route path="/payment-detail/:id" element={<PaymentDetailPage />} />
      </Routes>,
      { initialPath: '/payment-detail/4' },
    );
    expect(await screen.findByTestId('payment-detail-shipping-status', undefined, { timeout: 8000 })).toHaveTextContent(DRIFT_UNKNOWN_STATUS);
  });
});
