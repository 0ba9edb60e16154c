/** The dashboard's labels and messages (spec), verbatim. */
export const dashboardMessages = {
  title: 'Dashboard',
  ordersToday: 'Pesanan Hari Ini',
  salesMonth: 'Omzet Bulan Ini',
  pendingOrders: 'Pesanan Belum Diproses',
  pendingUnit: 'Pesanan',
  ordersUnit: 'Pesanan',
  toOrderCenter: 'Buka Order Center',
  toSalesReport: 'Lihat Laporan Penjualan',
  loadFailed: 'Gagal memuat data ringkasan dashboard.',
  empty: 'Data ringkasan tidak tersedia.',
} as const;
