import { penjualanWebMessages } from '../../shared/messages';

const refund = penjualanWebMessages.refund;

/**
 * What the fake order server answers. The spec's own texts come from the area's messages (`shared/messages.ts`); the rest are
 * written in the same voice where the spec names a refusal without its words. `%{name}` placeholders
 * are filled with `format()`.
 */
export const orderServerMessages = {
  notFound: penjualanWebMessages.errors.transactionNotFound,
  wrongState: penjualanWebMessages.errors.wrongState,
  hasBiteshipId: penjualanWebMessages.errors.hasBiteshipId,
  noBiteshipId: penjualanWebMessages.errors.noBiteshipId,

  badQuery: 'Parameter %{name} tidak valid.',
  reasonRequired: 'Alasan pembatalan harus diisi.',
  noteTooLong: 'Catatan maksimal %{max} karakter.',
  /** The spec's text for an empty new waybill (order spec §5), the same on the server. */
  waybillRequired: 'Mohon isi nomor resi baru',
  waybillInvalid: 'Nomor resi hanya boleh berisi huruf, angka dan tanda hubung, maksimal %{max} karakter.',
  courierNoTrackingMarker: 'Pengiriman kurir tidak memakai penanda tanpa resi. Kirim nomor resi kurir atau kosongkan.',
  proofRequired: 'URL bukti pengiriman harus diisi.',
  proofInvalid: 'URL bukti pengiriman tidak valid.',
  notGratisOngkir: 'Bukti pengiriman hanya untuk order Gratis Ongkir.',
  notBiteship: 'Order ini bukan pengiriman Biteship.',
  biteshipOrderMismatch: 'order_id tidak sesuai dengan order yang diproses.',
  biteshipItemsEmpty: 'Daftar barang untuk Biteship tidak boleh kosong.',
  biteshipItemsInvalid: 'Barang "%{name}": jumlah dan berat harus lebih dari 0, harga tidak boleh negatif.',
  biteshipNotDelivered: 'Paket belum diterima penerima menurut Biteship (status: %{status}).',
  biteshipNotCancellable: 'Order Biteship tidak dapat dibatalkan: paket sudah di tangan kurir (status: %{status}).',
  reasonCodeUnknown: 'Kode alasan pembatalan Biteship tidak dikenal: gunakan %{codes}.',
  customReasonRequired: 'Alasan pembatalan harus diisi untuk alasan lainnya.',

  /** Refunds: the spec's form texts (order spec §5) where the server refuses the same thing, the rest in their voice. */
  refundReasonRequired: refund.reasonRequired,
  refundReasonTooLong: 'Alasan refund maksimal %{max} karakter.',
  refundAmountNotPositive: refund.totalNotPositive,
  refundAmountNotWhole: 'Nominal refund harus rupiah bulat (tanpa sen).',
  refundWrongEntity: 'Order %{code} adalah order %{entity}: refund harus melalui /admin/refunds/%{endpoint}.',
  refundNotPaid: refund.notPaid,
  refundNothingLeft: refund.nothingLeft,
  refundOverRemaining: refund.overRemaining,
  refundTypeMismatch: 'Jenis refund untuk %{amount} adalah %{type}: FULL hanya untuk nominal sebesar total akhir (%{total}) atau lebih.',
  refundDuplicate: 'Refund yang sama (%{amount}) baru saja dicatat untuk order ini. Periksa riwayat refund sebelum mencatatnya lagi.',
  refundItemsRequired: refund.noItemChosen,
  refundItemUnknown: 'Item %{id} bukan bagian dari order ini.',
  refundItemTwice: 'Item "%{name}" disebut lebih dari sekali.',
  refundQtyNotWhole: 'Qty refund "%{name}" harus bilangan bulat minimal 1.',
  refundQtyNegative: 'Qty refund "%{name}" harus bilangan bulat 0 atau lebih.',
  /** The spec's 'Qty refund tidak boleh melebihi qty asli ({qty})' with what may still be refunded, and the item. */
  refundQtyOver: `${refund.qtyOverOriginal} untuk "%{name}".`,
  refundItemAmount: 'Nominal refund "%{name}" harus %{expected} (%{qty} x %{price}).',
  refundItemsSum: 'Jumlah nominal item (%{sum}) tidak sama dengan nominal refund (%{amount}).',
  shippingFeeNegative: refund.shippingFeeNegative,
  shippingFeeNotWhole: 'Shipping fee harus rupiah bulat (tanpa sen).',
  shippingFeeOverOngkir: 'Shipping fee baru tidak boleh melebihi ongkir (%{amount}).',
  productRefundNegative: refund.productNegative,
  shippingRefundNegative: refund.shippingNegative,
  productRefundOverGoods: refund.productOverGoods,
  shippingRefundOverPaid: refund.shippingOverPaid,
  legacyRefundSumMismatch: 'Nominal refund (%{amount}) harus sama dengan refund produk + refund ongkir (%{sum}).',
  gatewayNotVerifiable: 'Pembayaran payment gateway diproses otomatis dan tidak perlu diverifikasi.',

  completed: 'Pesanan berhasil diselesaikan.',
  cancelled: 'Pesanan berhasil dibatalkan.',
  cancelledWithRefund: 'Pesanan berhasil dibatalkan. Refund %{amount} diproses melalui transfer manual.',
  cancelledAlreadyRefunded: 'Pesanan berhasil dibatalkan. Seluruh pembayaran (%{amount}) sudah di-refund sebelumnya.',
  refunded: 'Refund %{amount} berhasil dicatat dan diteruskan ke pending cash untuk ditransfer manual.',
  legacyRefunded: 'Refund %{amount} berhasil dicatat. Transfer dana secara manual ke rekening pelanggan.',
  adjustRefunded: 'Partial refund %{count} item sebesar %{amount} berhasil dicatat.',
  paymentVerified: 'Pembayaran berhasil diverifikasi. Pesanan siap dikirim.',
  paymentRejected: 'Pembayaran ditolak. Pesanan dibatalkan.',
  shipped: 'Pesanan berhasil dikirim.',
  proofUploaded: 'Bukti pengiriman berhasil diunggah. Pesanan selesai.',
  waybillUpdated: 'Nomor resi berhasil diperbarui.',
  biteshipCreated: 'Order Biteship berhasil dibuat dengan resi %{waybill}.',
  webhookOk: 'Webhook service berfungsi. Status order Biteship saat ini: %{status}.',
  trackingRefreshed: 'Informasi tracking berhasil diperbarui.',
  autoCompleted: 'Pesanan selesai: paket sudah diterima menurut Biteship.',
  biteshipCancelled: 'Order Biteship berhasil dibatalkan. Pesanan kembali siap dikirim.',
  refundsFixed: penjualanWebMessages.refundRecords.fixed,
  nothingToFix: 'Tidak ada refund PROCESSING yang dananya sudah dicairkan.',
} as const;
