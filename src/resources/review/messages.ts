/** The review manager's texts (operations spec §2, §5 and §8), verbatim where the spec quotes them. */
export const reviewMessages = {
  title: 'Review Manager',
  subtitle: 'Kelola ulasan pelanggan untuk produk toko online',

  // Operations spec §8 (Reviews)
  noToken: 'Token admin tidak ditemukan',
  saveFailed: 'Gagal menyimpan review',
  deleteFailed: 'Gagal menghapus review',
  uploadFailed: 'Gagal upload gambar: %{msg}',
  created: 'Review berhasil ditambahkan!',
  updated: 'Review berhasil diupdate!',
  deleted: 'Review berhasil dihapus!',
  // Operations spec §8 (the area's generic load failure)
  loadFailed: 'Gagal memuat data',

  // Operations spec §5 (Review form)
  deleteConfirm: 'Yakin ingin menghapus review ini?',
  deleteTitle: 'Hapus review dari %{name}?',
  productRequired: 'Produk wajib dipilih.',
  nameRequired: 'Nama pembeli wajib diisi.',
  ratingRequired: 'Rating wajib dipilih (1 sampai 5 bintang).',
  ratingInvalid: 'Rating harus bilangan bulat 1 sampai 5.',
  productNotFound: 'Produk tidak ditemukan.',
  photoInvalid: 'Foto %{index} bukan URL gambar yang valid.',
  tooManyPhotos: 'Maksimal %{max} foto per review.',
  notFound: 'Review tidak ditemukan.',

  // Stats cards (operations spec §2)
  statsLabel: 'Ringkasan review',
  statTotal: 'Total Review',
  statAverage: 'Rata-rata Rating',
  statProducts: 'Produk Diulas',
  statWithPhotos: 'Review dengan Foto',

  // Search and filter
  search: 'Cari nama atau komentar',
  productFilter: 'Filter produk',

  // List
  add: 'Tambah Review',
  empty: 'Belum ada review.',
  emptyAction: 'Tambah review pertama',
  noMatch: 'Tidak ada review yang cocok dengan pencarian atau filter.',
  unknownProduct: 'Produk #%{id}',
  stars: '%{rating} dari 5 bintang',
  noComment: 'Tanpa komentar',
  photoAlt: 'Foto review %{index} dari %{name}',
  photoBroken: 'Foto tidak dapat dimuat',
  editReview: 'Edit review dari %{name}',
  selectReview: 'Pilih review dari %{name}',
  selectPage: 'Pilih semua review di halaman ini',
  selectedCount: '%{count} review dipilih',
  clearSelection: 'Batalkan pilihan',
  bulkDelete: 'Hapus yang dipilih',
  bulkDeleteTitle: 'Hapus %{count} review?',
  bulkDeleteContent: 'Yakin ingin menghapus %{count} review yang dipilih? Tindakan ini tidak dapat dibatalkan.',
  bulkDeleted: '%{count} review berhasil dihapus!',
  bulkPartly: '%{deleted} review berhasil dihapus, %{failed} gagal: %{error}',
  bulkNone: 'Gagal menghapus %{failed} review: %{error}',

  // Form (operations spec §2)
  addTitle: 'Tambah Review',
  editTitle: 'Edit Review',
  product: 'Produk',
  productsLoading: 'Memuat produk...',
  noProducts: 'Tidak ada produk yang cocok',
  userName: 'Nama Pembeli',
  rating: 'Rating',
  ratingValue: '%{rating} dari 5',
  ratingEmpty: 'Belum ada bintang',
  komentar: 'Komentar',
  photos: 'Foto Review',
  photoHint: 'PNG, JPG, WEBP hingga 1MB',
  photoTooLarge: 'Ukuran file maksimal 1MB',

  // CSV
  csvProduct: 'Produk',
  csvProductId: 'ID Produk',
  csvDate: 'Tanggal',
  csvPhotoCount: 'Jumlah Foto',
  csvPhotos: 'Foto',
  storedPhoto: '(gambar tersimpan)',
} as const;
