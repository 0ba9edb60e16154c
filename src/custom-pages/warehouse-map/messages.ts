/**
 * The warehouse map (operations spec §2, §5, §8 and §9): the spec's texts verbatim; texts the spec leaves
 * open are worded in the same voice.
 */
export const warehouseMapMessages = {
  menu: 'Peta Gudang',
  title: 'Peta Gudang',
  intro: 'Cari produk untuk melihat lokasinya di gudang, lalu pindahkan stok ecer antara lantai dan rak.',

  // Map
  mapLabel: 'Peta zona gudang',
  mapHint: 'Geser untuk memindah peta, gulir atau tombol untuk memperbesar. Pilih zona dengan klik, Enter atau Spasi.',
  zoomIn: 'Perbesar peta',
  zoomOut: 'Perkecil peta',
  zoomReset: 'Atur ulang tampilan peta',
  zoneName: 'Zona %{code}, %{type}',
  zoneHolds: '%{qty} pcs %{product}',
  zoneEmpty: 'tidak ada stok produk terpilih',
  zoneSelected: 'Zona terpilih: %{code} (%{type})',
  mapEmpty: 'Belum ada zona gudang.',
  legendStock: 'Zona berisi produk terpilih',
  legendSelected: 'Zona terpilih',

  // Zone types
  typeRack: 'Rak',
  typeFloor: 'Lantai',
  typeLoading: 'Area bongkar muat',
  typeOther: 'Area lain',

  // Search (operations spec §5)
  searchLabel: 'Cari produk',
  searchHint: 'Cari dan pilih produk berdasarkan nama/kode.',
  searchResults: 'Saran produk',
  searchEmpty: 'Produk tidak ditemukan.',
  searching: 'Mencari produk...',
  chosenProduct: 'Produk terpilih',
  clearProduct: 'Ganti produk',

  // Stock by location
  stockTitle: 'Lokasi Stok',
  stockLocation: 'Lokasi',
  stockZone: 'Zona',
  stockQty: 'Jumlah',
  stockPcs: '%{qty} pcs',
  stockEmpty: 'Produk ini belum punya stok di lokasi mana pun.',
  stockTotal: 'Total %{qty} pcs',
  noProduct: 'Pilih produk terlebih dahulu.',

  // Quick actions
  actionsTitle: 'Aksi Cepat',
  floorLocation: 'Lokasi lantai',
  rackLocation: 'Lokasi rak',
  qty: 'Jumlah (pcs)',
  bongkarKoli: 'Bongkar Koli',
  bongkarKoliHint: 'Buka satu koli grosir di lokasi lantai dan taruh isinya sebagai stok ecer di rak.',
  putaway: 'Pindahkan ke Rak',
  returnToFloor: 'Kembalikan ke Lantai',
  pickFromMap: 'Klik zona di peta untuk memilih lokasi.',
  locationOption: '%{code} (%{qty} pcs)',

  // Move validation (operations spec §5; the quantity and location texts are the area's own)
  productRequired: 'Pilih produk terlebih dahulu.',
  floorRequired: 'Pilih lokasi lantai.',
  rackRequired: 'Pilih lokasi rak.',
  floorNotFloor: 'Lokasi lantai harus berupa sel lantai.',
  rackNotRack: 'Lokasi rak harus berupa slot rak.',
  qtyRequired: 'Jumlah wajib diisi.',
  qtyWhole: 'Jumlah harus bilangan bulat lebih dari 0.',
  qtyTooLarge: 'Jumlah maksimal %{max} pcs.',
  notEnough: 'Stok di %{code} hanya %{qty} pcs.',

  // Results (operations spec §8)
  loadMapFailed: 'Gagal memuat peta gudang',
  loadStockFailed: 'Gagal mencari lokasi produk',
  bongkarKoliFailed: 'Gagal bongkar koli',
  putawayFailed: 'Gagal putaway ecer',
  returnFailed: 'Gagal return ke floor',
  bongkarKoliDone: 'Bongkar koli berhasil.',
  putawayDone: 'Berhasil pindahkan ecer ke rak.',
  returnDone: 'Berhasil kembalikan ke floor.',

  // Fake server (what a real server would say)
  productNotFound: 'Produk tidak ditemukan.',
  locationNotFound: 'Lokasi %{code} tidak ditemukan.',
  noKoli: 'Tidak ada koli utuh %{product} di %{code}: stok lantai %{qty} pcs, satu koli berisi %{isi} pcs.',
} as const;
