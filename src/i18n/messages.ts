/**
 * The kernel's labels and messages (login, shell, shared pieces), verbatim from the spec. Each area keeps
 * its own in its folder's `messages.ts`. Components and rules import them and read them as typed
 * properties (a missing one fails to compile); placeholders are filled with `format` (./format.ts).
 */
import { imageMessages } from './messages/image';

export const messages = {
  common: {
    retry: 'Coba Lagi',
    cancel: 'Batal',
    save: 'Simpan',
    saving: 'Menyimpan...',
    generating: 'Membuat...',
    delete: 'Hapus',
    edit: 'Edit',
    add: 'Tambah',
    actions: 'Aksi',
    active: 'Aktif',
    inactive: 'Non-Aktif',
    unexpected: 'Terjadi kesalahan. Silakan coba lagi.',
    exportFailed: 'Gagal mengekspor data.',
  },
  access: {
    denied: 'Akses admin ditolak.',
    deniedNoToken: 'Akses admin ditolak. Token tidak ditemukan.',
    sessionEnded: 'Sesi admin berakhir. Silakan login kembali.',
  },
  login: {
    title: 'Login Admin',
    subtitle: 'Masuk untuk mengelola toko online',
    email: 'Email',
    password: 'Password',
    submit: 'Login sebagai Admin',
    submitting: 'Memproses...',
    backToShop: 'Kembali ke Toko',
    captchaNotReady: 'Layanan Captcha belum siap. Mohon coba beberapa saat lagi.',
    noToken: 'Login gagal. Token admin tidak ditemukan.',
    failed: 'Email atau password admin salah, atau terjadi kesalahan server.',
    emailRequired: 'Email wajib diisi.',
    passwordRequired: 'Password wajib diisi.',
    demoHint: 'Mode demo: masuk dengan %{email} / %{password}',
    captchaLabel: 'Verifikasi keamanan',
    captchaReadyDemo: 'Captcha uji (mode demo) siap.',
    captchaWaiting: 'Menunggu verifikasi captcha...',
  },
  menu: {
    dashboard: 'Dashboard',
    knowledgeBase: 'Update Knowledge Base Bot',
    knowledgeBaseBusy: 'Mengupdate...',
    logout: 'Logout',
    demoMode: 'Mode demo',
    resetDemo: 'Reset Data Demo',
    resetDemoConfirmTitle: 'Reset data demo?',
    resetDemoConfirm: 'Semua perubahan di mode demo akan dihapus dan data contoh dikembalikan seperti semula.',
    resetDemoDone: 'Data demo dikembalikan ke kondisi awal.',
  },
  upload: {
    noUrl: 'Backend tidak mengembalikan URL gambar',
    noToken: 'Token admin tidak ditemukan. Silakan login kembali.',
  },
  image: imageMessages,
  // How a typed rupiah, percent or count is refused (issue 8); the spec leaves these open.
  number: {
    rupiahUnreadable: 'Nominal tidak terbaca. Tulis angka rupiah, misalnya 1.500.000.',
    percentUnreadable: 'Persentase tidak terbaca. Tulis angka, misalnya 2,5.',
    wholeUnreadable: 'Isi dengan angka bulat, misalnya 10.',
    scientific: 'Notasi ilmiah (seperti 1e6) tidak dapat dipakai. Tulis angkanya lengkap, misalnya 1.000.000.',
    thousands: 'Titik adalah pemisah ribuan dan harus ada tiap 3 angka, misalnya 1.000.000.',
    commaThousands: 'Koma adalah pemisah desimal. Untuk ribuan gunakan titik, misalnya 1.000.',
    oneComma: 'Koma hanya boleh satu, sebagai pemisah desimal (misalnya 2,5).',
    rupiahWhole: 'Rupiah harus bilangan bulat (tanpa sen).',
    wholeOnly: 'Harus bilangan bulat, tanpa angka di belakang koma.',
    percentWhole: 'Persentase harus bilangan bulat, tanpa angka di belakang koma.',
    percentPrecision: 'Persentase paling banyak %{digits} angka di belakang koma.',
    percentThousands: 'Persentase tidak memakai pemisah ribuan. Tulis desimal dengan koma, misalnya 2,5.',
    rupiahNegative: 'Nominal tidak boleh negatif.',
    percentNegative: 'Persentase tidak boleh negatif.',
    wholeNegative: 'Angka tidak boleh negatif.',
    rupiahTooLarge: 'Nominal terlalu besar (maksimal Rp%{max}).',
    tooLarge: 'Angka terlalu besar (maksimal %{max}).',
  },
} as const;

export type Messages = typeof messages;
