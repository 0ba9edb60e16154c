/**
 * Typed URL builders for the spec's routes, relative to the router's /admin basename. Links to pages
 * of later issues are listed here too, so they are spelled once.
 */
export const routes = {
  login: () => '/login',
  dashboard: () => '/dashboard',
  orderCenter: () => '/order-center',
  salesReport: (periode: 'bulan-ini' = 'bulan-ini') => `/laporan-penjualan-web?periode=${periode}`,
  merk: {
    list: () => '/merk',
    create: () => '/merk/tambah',
    edit: (id: string | number) => `/merk/edit/${encodeURIComponent(String(id))}`,
  },
  webKategori: {
    list: () => '/web-kategori-produk',
    create: () => '/web-kategori-produk/tambah',
    edit: (id: string | number) => `/web-kategori-produk/edit/${encodeURIComponent(String(id))}`,
  },
  voucher: {
    list: () => '/voucher',
    create: () => '/voucher/tambah',
    edit: (id: string | number) => `/voucher/edit/${encodeURIComponent(String(id))}`,
  },
  cashbackSettings: () => '/cashback-settings',
  produkWeb: {
    list: () => '/produk-web',
    create: () => '/produk-web/tambah',
    edit: (id: string | number) => `/produk-web/edit/${encodeURIComponent(String(id))}`,
  },
} as const;
