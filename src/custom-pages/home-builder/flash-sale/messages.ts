/**
 * The flash sale card's texts (catalogue spec §2, §5 and §8). Its validation and success texts are the
 * product area's (`produkWebMessages.flashSalePercent`, `flashSaleDate`, `flashSaleOn`, `flashSaleOff`),
 * shared with its fake server; texts the spec leaves open are worded in its voice.
 */
export const flashSaleMessages = {
  title: 'Flash Sale',
  description: 'Produk dengan flash sale aktif. Cari produk untuk memasang flash sale baru.',
  activeList: 'Produk flash sale aktif',
  empty: 'Belum ada produk flash sale.',
  searchLabel: 'Cari produk',
  searchHint: 'Ketik minimal 2 huruf.',
  searchResults: 'Hasil pencarian',
  searchEmpty: 'Produk tidak ditemukan.',
  setUp: 'Atur Flash Sale',
  setUpFor: 'Atur flash sale %{name}',
  dialogTitle: 'Atur Flash Sale',
  percentLabel: 'Diskon (%)',
  endDateLabel: 'Tanggal berakhir',
  endDateHint: 'Flash sale berlaku sampai akhir hari yang dipilih (WIB).',
  normalPrice: 'Harga normal',
  startFrom: 'Mulai dari',
  afterDiscount: 'Setelah diskon',
  percentOff: '-%{percent}%',
  endsOn: 'Berakhir %{date}',
  noEnd: 'Tanpa tanggal berakhir',
  remove: 'Hapus flash sale %{name}',
  removeTitle: 'Hapus flash sale?',
  removeContent: 'Flash sale untuk "%{name}" akan dinonaktifkan dan harganya kembali normal.',
  removeConfirm: 'Hapus',
  toggleFailed: 'Gagal mengubah status flash sale.',
} as const;
