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
  toastText: '%{title}: %{message}',
} as const;
