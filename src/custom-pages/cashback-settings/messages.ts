/**
 * Cashback programme settings (catalogue spec §2, §5 and §8): the spec's texts verbatim; the field rules'
 * messages, which the spec leaves open, in the same voice.
 */
export const cashbackSettingsMessages = {
  menu: 'Cashback',
  title: 'Pengaturan Program Cashback',
  intro: 'Cashback diberikan dari total belanja pelanggan per order, sesuai persentase dan batas di bawah ini.',
  persen: 'Persentase Cashback (%)',
  persenHint: 'Antara 0 dan 100, kelipatan 0,1.',
  maksimal: 'Maksimal Cashback per Order',
  maksimalHint: 'Minimal Rp0, kelipatan Rp1.000. Tombol panah atas/bawah menambah atau mengurangi Rp1.000.',
  aktif: 'Program cashback aktif',
  aktifOn: 'Pelanggan mendapat cashback pada order berikutnya.',
  aktifOff: 'Program tidak berjalan; pelanggan tidak mendapat cashback.',
  notSetYet: 'Pengaturan cashback belum pernah disimpan. Isi lalu simpan untuk memulai program.',

  // Validation (catalogue spec §5)
  persenRequired: 'Persentase cashback wajib diisi.',
  persenRange: 'Persentase cashback harus antara 0-100.',
  persenStep: 'Persentase cashback hanya boleh kelipatan 0,1.',
  maksimalRequired: 'Maksimal cashback per order wajib diisi.',
  maksimalNegative: 'Maksimal cashback per order tidak boleh kurang dari 0.',
  maksimalStep: 'Maksimal cashback per order harus kelipatan Rp1.000.',

  // Results (catalogue spec §8)
  loadFailed: 'Gagal memuat data pengaturan cashback.',
  saveFailed: 'Gagal menyimpan pengaturan cashback.',
  saved: 'Pengaturan cashback berhasil disimpan!',
} as const;
