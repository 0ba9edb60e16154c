// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDrift } from '@/api/drift';
import { DashboardPage } from '@/custom-pages/dashboard/DashboardPage';
import { LaporanPenjualanWebPage } from '@/custom-pages/laporan-penjualan-web/LaporanPenjualanWebPage';
import { LaporanProdukTerjualPage } from '@/custom-pages/laporan-produk-terjual/LaporanProdukTerjualPage';
import { LaporanRefundWebPage } from '@/custom-pages/laporan-refund-web/LaporanRefundWebPage';
import { jakartaDay } from '@/domain/jakartaTime';
import { DRIFT_UNREADABLE_TEXT } from '@/fake-api/driftPreset';
import { driftOf, openFirstMark, renderDrifting } from './driftHarness';

afterEach(() => {
  cleanup();
  resetDrift();
});

const year = jakartaDay(new Date()).year;

describe('reports and dashboard against a backend that drifts within the spec', () => {
  it('the sales report reads its figures sent as text and says the breakdown is not available', async () => {
    renderDrifting(<LaporanPenjualanWebPage />, { initialPath: `/laporan-penjualan-web?filter=TAHUNAN&tahun=${year}` });
    expect(await screen.findByTestId('sales-breakdown-unavailable', undefined, { timeout: 8000 })).toHaveTextContent('Data rincian penjualan tidak tersedia dari server.');
    expect(screen.getByTestId('sales-total')).toHaveTextContent(/Rp\d/);
    expect(driftOf('GET /admin/laporan-penjualan-web')).toContainEqual(expect.objectContaining({ kind: 'loose-value', field: 'total_penjualan' }));
  });

  it('the sold-products report lists its rows, the unreadable one marked', async () => {
    const { user } = renderDrifting(<LaporanProdukTerjualPage />, { initialPath: `/laporan-produk-terjual-web?filter=TAHUNAN&tahun=${year}` });
    await openFirstMark(user, DRIFT_UNREADABLE_TEXT);
    expect(screen.getAllByTestId('sold-product-row').length).toBeGreaterThan(1);
    expect(driftOf('GET /admin/laporan-produk-terjual-web')).toContainEqual(expect.objectContaining({ kind: 'unreadable' }));
  });

  it('the refund report lists its rows, the unreadable one marked', async () => {
    const { user } = renderDrifting(<LaporanRefundWebPage />, { initialPath: `/laporan-refund-web?filter=TAHUNAN&tahun=${year}` });
    await openFirstMark(user, DRIFT_UNREADABLE_TEXT);
    expect(screen.getAllByTestId('refund-row').length).toBeGreaterThan(0);
  });

  it('the dashboard says the monthly breakdown is not available rather than "no sales", and shows its cards', async () => {
    renderDrifting(<DashboardPage />);
    expect(await screen.findByTestId('dashboard-sales-chart-unavailable', undefined, { timeout: 8000 })).toHaveTextContent('Data rincian penjualan tidak tersedia dari server.');
    expect(screen.queryByText('Belum ada penjualan dalam 12 bulan terakhir.')).not.toBeInTheDocument();
    expect((await screen.findByTestId('card-sales-month-value')).textContent).toMatch(/^Rp\d/);
  });
});
