/**
 * Web categories (catalogue spec §2, §5 and §8): the spec's labels and messages verbatim; the few texts
 * the spec leaves open (limits on urutan and the emoji, server refusals) are worded the same way.
 */
export const webKategoriProdukMessages = {
  name: 'Kategori Web',
  listTitle: 'Kategori Produk Web',
  createTitle: 'Tambah Kategori Web',
  editTitle: 'Edit Kategori Web',
  add: 'Tambah Kategori',

  // Stat cards and grid controls
  statTotal: 'Total Kategori',
  statWithPhoto: 'Dengan Foto',
  statLinked: 'Linked ke POS',
  statNewThisWeek: 'Baru Minggu Ini',
  search: 'Cari kategori',
  sortBy: 'Urutkan',
  sortNama: 'Nama',
  sortUrutan: 'Urutan',
  sortTanggal: 'Tanggal',
  sortAsc: 'Naik',
  sortDesc: 'Turun',
  sortToggle: 'Balik arah urutan',
  menu: 'Menu kategori %{name}',
  noMatch: 'Tidak ada kategori yang cocok dengan "%{q}".',
  empty: 'Belum ada kategori web.',
  emptyAction: 'Tambah kategori pertama',

  // Card
  order: 'Urutan %{urutan}',
  posLink: 'POS: %{name}',
  posLinkUnknown: 'POS #%{id}',
  posUnlinked: 'Belum terhubung ke POS',
  newBadge: 'Baru',

  // Form fields
  namaKategori: 'Nama Kategori',
  kategoriProdukId: 'Kategori POS',
  posNone: 'Tidak dihubungkan',
  posHint: 'Opsional: hubungkan ke kategori di sistem kasir.',
  urutan: 'Urutan',
  urutanHint: 'Bilangan bulat mulai 0; kecil tampil lebih dulu.',
  icon: 'Ikon Emoji',
  iconHint: 'Maksimal 2 karakter, contoh 🧱',
  fotoIcon: 'Foto Ikon',
  deskripsi: 'Deskripsi',
  descriptionCounter: '%{count}/%{max} karakter',
  generateEmoji: 'Generate Emoji',
  generateDescription: 'Generate Deskripsi',
  preview: 'Pratinjau Kartu',
  previewName: 'Belum diberi nama',
  quickAddTitle: 'Tambah Kategori Baru',

  // Validation (catalogue spec §5)
  nameRequired: 'Nama Kategori wajib diisi.',
  descriptionTooLong: 'Deskripsi maksimal 160 karakter.',
  iconTooLong: 'Ikon maksimal 2 karakter.',
  urutanInvalid: 'Urutan harus bilangan bulat, minimal 0.',
  nameFirst: 'Isi nama kategori terlebih dahulu.',
  dialogNameFirst: 'Nama kategori harus diisi dulu sebelum generate deskripsi',
  defaultDescription: 'Kategori produk bahan bangunan berkualitas',

  // Icon photo (catalogue spec §5 and §8)
  photoTooLarge: 'Ukuran file maksimal 1MB. Kompres gambar atau gunakan resolusi 128x128px.',
  dialogPhotoTooLarge: 'Ukuran file maksimal 1MB',
  photoNotImage: 'File harus berupa gambar.',
  photoFormat: 'Format file harus JPG, PNG, atau WEBP',
  photoNoExtension: 'File tidak memiliki ekstensi.',
  photoNoUrl: 'Gagal mendapatkan URL foto.',
  photoUploadFailed: 'Gagal upload foto: %{error}',
  photoUploadFailedPlain: 'Gagal upload foto.',

  // Server answers and failures (catalogue spec §8)
  posLoadFailed: 'Gagal memuat opsi kategori POS.',
  saveFailedDialog: 'Gagal menyimpan kategori.',
  saveFailed: 'Gagal menyimpan kategori web.',
  generateDescriptionFailed: 'Gagal generate deskripsi: %{error}',
  loadFailed: 'Gagal memuat daftar kategori web.',
  deleteFailed: 'Gagal menghapus kategori.',
  getFailed: 'Gagal mengambil data kategori web.',
  /** A form's category data that could not be loaded (the edit form's record, the product form's choices). */
  dataLoadFailed: 'Gagal memuat data kategori.',
  generateEmojiFailed: 'Gagal generate emoji.',
  emojiMissing: 'Gagal mendapatkan emoji.',
  descriptionMissing: 'Gagal mendapatkan deskripsi.',
  /** For screens that list categories as options (the product form). */
  /** The home builder's category order (updateCategoryOrder); its success text is orderSaved. */
  orderSaveFailed: 'Gagal menyimpan urutan. Coba lagi.',
  orderSaved: 'Urutan kategori berhasil disimpan!',
  deleted: 'Kategori berhasil dihapus!',
  updated: 'Kategori web berhasil diperbarui!',
  created: 'Kategori web baru berhasil ditambahkan!',
  /** For the home builder's category order card. */
  deleteConfirmTitle: 'Hapus kategori "%{name}"?',
  deleteConfirm: 'Yakin ingin menghapus kategori ini? Tindakan ini tidak dapat dibatalkan.',
} as const;
