/**
 * Kernel routes relative to the router's /admin basename, and links to pages that later issues build
 * (spelled once here until their area exists). Each area builds its own links from its `routes.ts`.
 */
export const routes = {
  login: () => '/login',
  dashboard: () => '/dashboard',
  orderCenter: () => '/order-center',
  salesReport: (periode: 'bulan-ini' = 'bulan-ini') => `/laporan-penjualan-web?periode=${periode}`,
  soldProductsReport: (periode: 'bulan-ini' = 'bulan-ini') => `/laporan-produk-terjual?periode=${periode}`,
  cashbackSettings: () => '/cashback-settings',
} as const;
