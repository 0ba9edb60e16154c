/**
 * One order in the Order Center (/order-center/:orderId): its panels, shipping, tracking and WhatsApp links.
 * Spec texts verbatim (order spec: 2-order-fulfilment.md); `%{name}` placeholders are filled with `format()`.
 */
export const orderDetailMessages = {
  order: {
    backToQueue: 'Kembali ke Queue',
    urgent: 'REQUIRES IMMEDIATE ACTION',
    items: '%{count} item',
    status: 'Status Order',
    payment: 'Pembayaran',
    shipping: 'Pengiriman',
    priority: 'Prioritas',
    recipient: 'Penerima',
    copyName: 'Salin nama',
    copyPhone: 'Salin telepon',
    chat: 'Chat',
    address: 'Alamat Pengiriman',
    copyAddress: 'Salin alamat',
    viewMap: 'Lihat peta',
    note: 'Catatan Pelanggan',
    copyNote: 'Salin catatan',
    noNote: 'Tidak ada catatan.',
    products: 'Produk',
    searchProducts: 'Cari produk',
    noProductMatch: 'Tidak ada produk yang cocok.',
    weight: 'Berat',
    finance: 'Rincian Keuangan',
    proof: 'Bukti Pembayaran',
    noProof: 'Belum ada bukti transfer.',
    zoom: 'Perbesar',
    fullSize: 'Ukuran penuh',
    download: 'Download',
    copyUrl: 'Salin URL',
    copied: 'Disalin ke clipboard.',
    copyFailed: 'Gagal menyalin ke clipboard.',
    shippingPanel: 'Pengelolaan Pengiriman',
    completedNotice: 'Pesanan ini sudah selesai%{when}.',
    cancelledNotice: 'Pesanan ini dibatalkan.',
    unknownWarning: 'Jenis kurir pesanan ini belum diset (%{description}). Koordinasikan pengiriman secara manual, atau refund pesanan bila tidak bisa dikirim.',
    chatIntro: 'Koordinasikan ongkir dan jadwal pengiriman dengan pelanggan lewat WhatsApp.',
    freeIntro: 'Antar pesanan, lalu upload foto bukti pengiriman untuk menyelesaikan order.',
    biteshipIntro: 'Kurir dipesan lewat Biteship: label, pickup dan tracking otomatis.',
    /** Ours: /kirim of a Biteship order sends the waybill it has, or none (order spec §7). */
    biteshipShipWithWaybill: 'Pesanan dikirim dengan nomor resi %{waybill}. Status berubah menjadi DIKIRIM.',
    biteshipShipWithoutWaybill: 'Pesanan dikirim tanpa nomor resi; resi dapat diisi nanti lewat Update Nomor Resi. Status berubah menjadi DIKIRIM.',
    cancelOrder: 'Batalkan Pesanan',
    cancelTitle: 'Batalkan pesanan %{code}?',
    cancelReason: 'Alasan pembatalan',
    completeOrder: 'Selesaikan Pesanan',
    completeTitle: 'Selesaikan pesanan %{code}?',
    completeReason: 'Catatan (boleh kosong)',
    updateWaybill: 'Update Nomor Resi',
    waybillTitle: 'Update nomor resi %{code}',
    newWaybill: 'Nomor resi baru',
    courierName: 'Nama kurir',
    adminNotes: 'Catatan admin',
    waybillRequired: 'Mohon isi nomor resi baru',
    waybillExamples: 'Contoh format: JNE 011234567890 · J&T JP1234567890 · SiCepat 004012345678',
    confirmWaybill: 'Ganti nomor resi menjadi %{waybill}?',
    save: 'Simpan',
    deliveryProof: 'Foto Bukti Pengiriman',
    deliveryProofHint: 'Gambar JPG, PNG atau WEBP, maksimal 5 MB.',
    /** Ours, in the words of the shop's other size limits ('Ukuran file maksimal 2MB'): order spec §9 gives 5 MB. */
    deliveryProofTooLarge: 'Ukuran file maksimal 5MB',
    uploadProof: 'Upload Bukti & Selesaikan',
    /** Ours: the no-tracking marker in words, wherever a waybill is shown. */
    noTrackingWaybill: 'Dikirim tanpa resi (kurir toko)',
    /** Ours: which finishing action the courier type calls for (order spec §1 and §4), above the buttons. */
    finishHint: {
      deliveryProof: 'Gratis ongkir: upload foto bukti pengiriman, pesanan otomatis selesai. Tombol lain hanya bila foto tidak ada.',
      autoComplete: 'Biteship: tandai terkirim setelah kurir melaporkan paket diterima. Selesaikan manual hanya bila status Biteship tidak bergerak.',
      complete: 'Chat admin: selesaikan pesanan setelah pelanggan mengonfirmasi barang diterima.',
    },
    /** Ours: the delivery photo stored on a completed order. */
    deliveryPhotoAlt: 'Foto bukti pengiriman %{code}',
    trackLive: 'Track Live',
    print: 'Print',
    refreshTracking: 'Refresh Tracking',
    autoComplete: 'Auto-complete (Terkirim)',
    confirmAutoComplete: 'Tandai pesanan %{code} selesai karena sudah terkirim?',
    cancelBiteship: 'Batalkan Order Biteship',
    cancelBiteshipTitle: 'Batalkan order Biteship %{code}?',
    reasonCode: 'Alasan',
    customReason: 'Alasan lainnya',
    customReasonRequired: 'Tulis alasan pembatalan',
    testWebhook: 'Test Webhook',
    biteshipId: 'Biteship Order ID',
    biteshipStatus: 'Status Biteship',
    createTitle: 'Create Biteship Order %{code}',
    customerName: 'Nama penerima',
    customerPhone: 'Telepon penerima',
    customerAddress: 'Alamat penerima',
    totalPrice: 'Nilai barang',
    itemName: 'Barang',
    quantity: 'Qty',
    price: 'Harga',
    weightGram: 'Berat (gram)',
    timeline: 'Riwayat Order',
    noTimeline: 'Belum ada riwayat.',
    /** When the server keeps no history (`riwayat_status` is ours, not the spec's): read from the order itself. */
    timelineDerived: 'Server tidak mengirim riwayat lengkap; disusun dari data pesanan.',
    timelinePlaced: 'Pesanan dibuat',
    timelineCompleted: 'Pesanan selesai',
    timelineNow: 'Status saat ini',
    timelineStatuses: 'Pembayaran %{payment} · Pengiriman %{shipping}',
    debug: 'Debug (hanya development)',
    notFound: 'Data transaksi tidak ditemukan.',
  },
  shipping: {
    chatAdminLabel: 'Chat Admin',
    chatAdminDescription: 'Koordinasi via WhatsApp',
    gratisOngkirLabel: 'Gratis Ongkir',
    gratisOngkirDescription: 'Kirim manual, selesai dengan foto bukti',
    /** A Biteship order whose courier is not named anywhere in the order. */
    biteshipLabel: 'Biteship',
    unknownLabel: 'Belum Diset',
    /** The unknown type's description when the order names no shipping method at all. */
    unknownNoMethod: 'Metode pengiriman kosong',
  },
  items: {
    outOfStock: 'Out of Stock',
    lowStock: 'Low Stock',
    inStock: 'In Stock',
    weightKg: '%{kg} kg',
  },
  tracking: {
    dateMissing: 'Tanggal tidak tersedia',
    dateInvalid: 'Tanggal tidak valid',
    loadFailed: 'Gagal memuat data tracking',
    empty: 'Belum ada data tracking',
    urlMissing: 'Tracking URL tidak tersedia untuk order ini',
  },
  whatsapp: {
    phoneMissing: 'Nomor telepon customer tidak tersedia',
    /** Order Center, chat-admin tab: entity, code, total, item count; asks about payment, address and delivery time. */
    orderCenterGreeting:
      'Halo Kak, ini admin %{entity}.\n\n' +
      'Terima kasih sudah berbelanja. Kami ingin mengonfirmasi pesanan Kakak:\n' +
      'Kode transaksi: %{code}\n' +
      'Total: %{total}\n' +
      'Jumlah: %{count} item\n\n' +
      'Mohon bantu konfirmasi:\n' +
      '1. Apakah pembayaran sudah dilakukan?\n' +
      '2. Apakah alamat pengiriman sudah benar dan lengkap?\n' +
      '3. Kapan waktu pengiriman yang Kakak inginkan?\n\n' +
      'Terima kasih.',
    /** Who the greeting says is writing when the order's entity is unknown. */
    entityFallback: 'toko kami',
    /** Read-only transaction detail: the recipient's name and the transaction code. */
    transactionDetailGreeting: 'Halo %{name}, kami ingin menindaklanjuti pesanan Anda dengan kode transaksi %{code}.',
    /** How the greeting addresses a recipient without a name. */
    nameFallback: 'Kak',
  },
  trackingPage: {
    title: 'Lacak Pengiriman %{code}',
    back: 'Kembali ke order',
  },
  trackingPanel: {
    title: 'Riwayat Pengiriman',
    lastStatus: 'Status terakhir',
    courier: 'Kurir',
    waybill: 'No. Resi',
    estimate: 'Estimasi tiba',
    openTracking: 'Lacak di halaman pengiriman',
    openCourier: 'Buka halaman kurir',
  },
} as const;
