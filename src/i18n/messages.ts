/**
 * The kernel's labels and messages (login, shell, shared pieces), verbatim from the spec. Each area keeps
 * its own in its folder's `messages.ts`. Components and rules import them and read them as typed
 * properties (a missing one fails to compile); placeholders are filled with `format` (./format.ts).
 */
import { imageMessages } from './messages/image';
import { numberMessages } from './messages/number';
import { validationMessages } from './messages/validation';

export const messages = {
  common: {
    retry: 'Coba Lagi',
    cancel: 'Batal',
    ok: 'OK',
    reasonRequired: 'Alasan harus diisi',
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
  /** A record of a list the server sent in a shape that could not be read (see api/schemas/tolerant.ts). */
  incomplete: {
    mark: 'data tidak lengkap',
    show: 'Lihat data mentah %{name}',
    title: 'Data tidak lengkap: %{name}',
    intro: 'Server mengirim data ini dalam bentuk yang tidak dapat dibaca sepenuhnya. Nilai yang tidak terbaca tidak ditampilkan sebagai angka. Berikut data mentah dari server.',
    issues: 'Bagian yang tidak terbaca',
    raw: 'Data mentah',
    close: 'Tutup',
    amount: 'tidak terbaca',
    unnamed: 'tanpa kode',
  },
  access: {
    denied: 'Akses admin ditolak.',
    deniedNoToken: 'Akses admin ditolak. Token tidak ditemukan.',
    sessionEnded: 'Sesi admin berakhir. Silakan login kembali.',
    /** Fulfilment and operations screens without a session (order spec §5 and §8, operations spec §6 and §8). */
    loginAsAdmin: 'Akses ditolak. Silakan login sebagai admin.',
    noAdminToken: 'Akses ditolak. Token admin tidak ditemukan.',
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
    /** The same badge at a phone's width, where the app bar has little room. */
    demoModeShort: 'Demo',
    /** The light/dark button while light (what it does), and the phone drawer's switch (checked while dark). */
    darkMode: 'Mode gelap',
    /** The light/dark button while dark. */
    lightMode: 'Mode terang',
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
  number: numberMessages,
  validation: validationMessages,
} as const;

export type Messages = typeof messages;
