/** The sold-products report's address under /admin (its declaration's path). Build links with these. */
export const laporanProdukTerjualRoutes = {
  /** With a named period, the report opens on it: `bulan-ini` (this month) is the dashboard's best-sellers chart. */
  report: (periode?: 'bulan-ini') => (periode ? `/laporan-produk-terjual?periode=${periode}` : '/laporan-produk-terjual'),
} as const;
