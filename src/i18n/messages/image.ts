/**
 * The image pipeline (catalogue spec §5, §8 and §9): validation and upload messages verbatim; the
 * uploader's own texts (drop zone, sizes, warnings) worded the same way.
 */
export const imageMessages = {
  // Catalogue spec §5, Image upload (general)
  notImage: 'File harus berupa gambar',
  tooLarge: 'Ukuran file maksimal 2MB',
  badFormat: 'Format file harus JPG, PNG, atau WEBP',
  noExtension: 'File tidak memiliki ekstensi.',

  // Catalogue spec §8 (product add / product edit)
  uploadFailedAt: 'Gagal unggah %{path}: %{reason}',
  uploadFailed: 'Gagal unggah: %{message}',

  // Drop zone
  dropPrompt: 'Seret & lepas gambar di sini, atau klik untuk memilih',
  dropActive: 'Lepaskan gambar di sini',
  formats: 'JPG, PNG, atau WEBP, maksimal %{size} per file. Maksimal %{max} foto.',
  full: 'Sudah %{max} foto (batas maksimal). Hapus foto untuk menggantinya.',
  ignored: '%{count} file diabaikan karena melebihi batas %{max} foto.',
  rejectedFile: '%{name}: %{reason}',

  // Preview tiles
  remove: 'Hapus foto',
  optimising: 'Mengoptimalkan...',
  sizes: '%{original} → %{optimized}',
  saving: 'Hemat %{percent}%',
  notOptimised: 'Diunggah tanpa optimasi',
  stored: 'Tersimpan',
  aspectWarning: 'Rasio %{width}x%{height} bukan 1:1. Foto produk sebaiknya persegi (mis. 800x800).',

  // Upload progress
  uploading: 'Mengunggah foto %{done} dari %{total}...',
} as const;
