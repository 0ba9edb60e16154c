/** The notification centre's texts (operations spec §2, client-side notification centre). */
export const notificationCentreMessages = {
  open: 'Notifikasi',
  openWithUnread: 'Notifikasi, %{count} belum dibaca',
  title: 'Notifikasi',
  empty: 'Belum ada notifikasi.',
  markRead: 'Tandai dibaca',
  markAllRead: 'Tandai semua dibaca',
  remove: 'Hapus notifikasi',
  clearAll: 'Hapus semua',
  unread: 'Belum dibaca',
  // Filed by the back office itself when a transfer newly waits for the admin's check.
  pendingPaymentTitle: 'Pembayaran menunggu konfirmasi',
  pendingPaymentMessage: 'Pesanan %{code} (%{total}) atas nama %{name} menunggu verifikasi pembayaran.',
  toastText: '%{title}: %{message}',
} as const;
