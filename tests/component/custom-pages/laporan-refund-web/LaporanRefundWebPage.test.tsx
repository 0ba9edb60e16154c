// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LaporanRefundWebPage } from '@/custom-pages/laporan-refund-web/LaporanRefundWebPage';
import { refundReport } from '@/custom-pages/laporan-refund-web/fake/report';
import { jakartaDay } from '@/domain/jakartaTime';
import { formatRupiah } from '@/domain/format';
import { penjualanWebRoutes } from '@/resources/penjualan-web/routes';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

describe('LaporanRefundWebPage', () => {
  it("shows the year's refunds with their totals, each linking to its transaction", async () => {
    const year = jakartaDay(new Date()).year;
    const { db } = renderWithAdmin(<LaporanRefundWebPage />, { initialPath: `/laporan-refund-web?filter=TAHUNAN&tahun=${year}` });
    const expected = refundReport(db.refundRecords, db.penjualanWeb, { filter: 'TAHUNAN', tahun: year });
    expect(expected.length).toBeGreaterThan(0);
    expect(await screen.findByTestId('refund-total-value')).toHaveTextContent(formatRupiah(expected.reduce((s, r) => s + r.nominal_refund, 0)));
    const rows = screen.getAllByTestId('refund-row');
    expect(rows).toHaveLength(expected.length);
    const first = expected[0];
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', penjualanWebRoutes.transaction(first?.id_penjualan_web_asal ?? ''));
  });

  it("shows 'Gagal memuat data laporan refund.' and Coba Lagi recovers", async () => {
    const user = userEvent.setup();
    renderWithAdmin(<LaporanRefundWebPage />, {
      initialPath: '/laporan-refund-web?filter=TAHUNAN&tahun=2026',
      faults: [{ method: 'GET', path: '/admin/laporan-refund-web', status: 500, body: {}, times: 1 }],
    });
    expect(await screen.findByText('Gagal memuat data laporan refund.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByTestId('refund-total')).toBeInTheDocument();
  });

  it('shows the empty state for a year without refunds', async () => {
    const { db } = renderWithAdmin(<LaporanRefundWebPage />, { initialPath: `/laporan-refund-web?filter=TAHUNAN&tahun=${jakartaDay(new Date()).year - 9}` });
    expect(db).toBeDefined();
    expect(await screen.findByText('Belum ada refund pada periode ini.')).toBeInTheDocument();
  });
});
