/** The sales report's address under /admin (its declaration's path). Build links with these. */
export const laporanPenjualanWebRoutes = {
  /** With a named period, the report opens on it: `bulan-ini` (this month) is the dashboard's turnover card. */
  report: (periode?: 'bulan-ini') => (periode ? `/laporan-penjualan-web?periode=${periode}` : '/laporan-penjualan-web'),
} as const;
