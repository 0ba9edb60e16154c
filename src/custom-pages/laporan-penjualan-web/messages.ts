/** The sales report's labels and messages (catalogue spec §2 and §8), verbatim where the spec words them. */
export const laporanPenjualanWebMessages = {
  title: 'Laporan Penjualan Web',
  subtitle: 'Pesanan lunas (LUNAS) menurut tanggal pesan, dalam waktu Jakarta (WIB).',
  loadFailed: 'Gagal memuat data laporan penjualan.',
  orderCount: 'Jumlah Order',
  salesTotal: 'Total Penjualan',
  chartTitle: 'Grafik Penjualan',
  chartLabel: 'Grafik total penjualan per periode',
  empty: 'Belum ada penjualan pada periode ini.',
  breakdownUnavailable: 'Data rincian penjualan tidak tersedia dari server.',
  csvFile: 'laporan-penjualan-web',
  csvPeriod: 'Periode',
  csvLabel: 'Label',
} as const;
