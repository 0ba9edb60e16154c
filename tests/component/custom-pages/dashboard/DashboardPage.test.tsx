// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '@/custom-pages/dashboard/DashboardPage';
import { formatNumber, formatRupiah } from '@/domain/format';
import { summariseOrders } from '@/custom-pages/dashboard/fake/summary';
import { laporanPenjualanWebRoutes } from '@/custom-pages/laporan-penjualan-web/routes';
import { laporanProdukTerjualRoutes } from '@/custom-pages/laporan-produk-terjual/routes';
import { penjualanWebRoutes } from '@/resources/penjualan-web/routes';
import { jakartaDay } from '@/domain/jakartaTime';
import { soldProducts } from '@/custom-pages/laporan-produk-terjual/fake/report';
import { topByQty } from '@/custom-pages/laporan-produk-terjual/rules';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const SUMMARY_REQUEST = 'GET /admin/dashboard-summary';

/** The value shown in one card, once loaded. */
const cardValue = (testId: string) => screen.findByTestId(`${testId}-value`);

describe('DashboardPage', () => {
  it('shows three skeletons while loading, then the summary numbers formatted for Indonesia', async () => {
    const { container, db, now } = renderWithAdmin(<DashboardPage />);

    expect(container.ownerDocument.querySelectorAll('[data-testid^="card-"] .MuiSkeleton-root')).toHaveLength(3);
    expect(screen.queryByTestId('card-orders-today-value')).not.toBeInTheDocument();

    const expected = summariseOrders(db.penjualanWeb, now);
    expect((await cardValue('card-orders-today')).textContent).toBe(`${formatNumber(expected.order_today_count)}Pesanan`);
    const turnover = (await cardValue('card-sales-month')).textContent;
    expect(turnover).toBe(formatRupiah(expected.sales_month_total));
    expect(turnover).toMatch(/^Rp\d/);
    expect((await cardValue('card-pending-orders')).textContent).toBe(`${formatNumber(expected.pending_order_count)}Pesanan`);
    expect(container.ownerDocument.querySelectorAll('[data-testid^="card-"] .MuiSkeleton-root')).toHaveLength(0);
  });

  it("loads the sales chart and this month's best sellers after the cards, from the report calls", async () => {
    const { requests, db, now } = renderWithAdmin(<DashboardPage />);
    expect(await screen.findByRole('img', { name: 'Grafik total penjualan per bulan selama 12 bulan terakhir' })).toBeInTheDocument();
    const best = await screen.findAllByTestId('best-seller');
    const month = soldProducts(db.penjualanWeb, { filter: 'BULANAN', bulan: jakartaDay(now).month, tahun: jakartaDay(now).year });
    expect(best).toHaveLength(Math.min(5, month.length));
    expect(best[0]).toHaveTextContent(topByQty(month, 1)[0]?.judul_produk ?? '');
    expect(requests.filter((r) => r.startsWith('GET /admin/laporan-penjualan-web')).length).toBeGreaterThanOrEqual(1);
    expect(within(screen.getByTestId('dashboard-best-sellers')).getByRole('link')).toHaveAttribute('href', laporanProdukTerjualRoutes.report('bulan-ini'));
  });

  it("shows the best sellers' load failure with Coba Lagi, apart from the cards", async () => {
    const user = userEvent.setup();
    renderWithAdmin(<DashboardPage />, { faults: [{ method: 'GET', path: '/admin/laporan-produk-terjual-web', status: 500, body: {}, times: 1 }] });
    const alert = await screen.findByTestId('dashboard-best-sellers-error');
    expect(alert).toHaveTextContent('Gagal memuat laporan produk terjual.');
    expect(await cardValue('card-orders-today')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect((await screen.findAllByTestId('best-seller')).length).toBeGreaterThan(0);
  });

  it('links each card to its page inside the router', async () => {
    renderWithAdmin(<DashboardPage />);

    const orders = within(await screen.findByTestId('card-orders-today')).getByRole('link');
    expect(orders).toHaveAttribute('href', penjualanWebRoutes.orderCenter());
    expect(orders).toHaveAccessibleName('Pesanan Hari Ini: Buka Order Center');
    expect(within(screen.getByTestId('card-sales-month')).getByRole('link')).toHaveAttribute('href', laporanPenjualanWebRoutes.report('bulan-ini'));
    // The pending card opens the Order Center filtered by the rule it counts with ('Belum diproses').
    expect(within(screen.getByTestId('card-pending-orders')).getByRole('link')).toHaveAttribute('href', '/order-center?pending=1');
  });

  it("shows 'Gagal memuat data ringkasan dashboard.' on a failure, without silent retries, and 'Coba Lagi' loads the numbers", async () => {
    const user = userEvent.setup();
    const { requests, db, now } = renderWithAdmin(<DashboardPage />, {
      faults: [{ method: 'GET', path: '/admin/dashboard-summary', status: 500, body: {}, times: 1 }],
    });

    expect(await screen.findByText('Gagal memuat data ringkasan dashboard.')).toBeInTheDocument();
    expect(countRequests(requests, SUMMARY_REQUEST)).toBe(1);
    expect(screen.queryByTestId('card-orders-today')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));

    const expected = summariseOrders(db.penjualanWeb, now);
    expect((await cardValue('card-pending-orders')).textContent).toBe(`${formatNumber(expected.pending_order_count)}Pesanan`);
    expect(screen.queryByText('Gagal memuat data ringkasan dashboard.')).not.toBeInTheDocument();
    expect(countRequests(requests, SUMMARY_REQUEST)).toBe(2);
  });

  it("shows 'Data ringkasan tidak tersedia.' when the server answers 200 with an empty object", async () => {
    renderWithAdmin(<DashboardPage />, { faults: [{ method: 'GET', path: '/admin/dashboard-summary', status: 200, body: {} }] });

    expect(await screen.findByText('Data ringkasan tidak tersedia.')).toBeInTheDocument();
    expect(screen.queryByTestId('card-orders-today')).not.toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat data ringkasan dashboard.')).not.toBeInTheDocument();
  });
});
