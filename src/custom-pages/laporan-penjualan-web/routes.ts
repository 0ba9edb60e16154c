/** The sales report's address under /admin. Build links with these. */
export const laporanPenjualanWebRoutes = {
  report: () => '/laporan-penjualan-web',
  /** The report over a named period: `bulan-ini` (this month) is the dashboard's turnover card. */
  period: (periode: 'bulan-ini') => `/laporan-penjualan-web?periode=${periode}`,
} as const;
