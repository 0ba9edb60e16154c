/** The sold-products report's address under /admin. Build links with these. */
export const laporanProdukTerjualRoutes = {
  report: () => '/laporan-produk-terjual',
  /** The report over a named period: `bulan-ini` (this month) is the dashboard's best-sellers chart. */
  period: (periode: 'bulan-ini') => `/laporan-produk-terjual?periode=${periode}`,
} as const;
