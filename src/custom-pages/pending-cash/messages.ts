/** Pending cash as the order screens show it (fulfilment spec sections 2, 4 and 8). */
export const pendingCashMessages = {
  refunds: {
    title: 'Riwayat Refund',
    empty: 'Belum ada refund untuk order ini.',
    done: 'Selesai',
    inProgress: 'Dalam proses',
    fix: 'Perbaiki status refund',
    fixHint: 'Refund berstatus PROCESSING yang dananya sudah dicairkan ditandai COMPLETED.',
    fixConfirm: 'Perbaiki status refund yang sudah dicairkan?',
    fixed: '%{count} refund diperbaiki.',
    fixFailed: 'Gagal memperbaiki status refund',
    loadFailed: 'Gagal memuat riwayat refund.',
  },
} as const;
