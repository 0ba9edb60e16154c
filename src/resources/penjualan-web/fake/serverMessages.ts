import { penjualanWebMessages } from '../messages';

/**
 * What the fake order server answers. The spec's own texts come from `errorMessages.ts`; the rest are
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
  /** The spec's text for an empty new waybill (section 5), the same on the server. */
  waybillRequired: 'Mohon isi nomor resi baru',
  waybillInvalid: 'Nomor resi hanya boleh berisi huruf, angka dan tanda hubung, maksimal %{max} karakter.',
  courierWaybillRequired: 'Nomor resi harus diisi untuk pengiriman dengan kurir. Gunakan Buat Order Biteship untuk resi otomatis.',
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

  completed: 'Pesanan berhasil diselesaikan.',
  cancelled: 'Pesanan berhasil dibatalkan.',
  cancelledWithRefund: 'Pesanan berhasil dibatalkan. Refund %{amount} diproses melalui transfer manual.',
  shipped: 'Pesanan berhasil dikirim.',
  proofUploaded: 'Bukti pengiriman berhasil diunggah. Pesanan selesai.',
  waybillUpdated: 'Nomor resi berhasil diperbarui.',
  biteshipCreated: 'Order Biteship berhasil dibuat dengan resi %{waybill}.',
  webhookOk: 'Webhook service berfungsi. Status order Biteship saat ini: %{status}.',
  trackingRefreshed: 'Informasi tracking berhasil diperbarui.',
  autoCompleted: 'Pesanan selesai: paket sudah diterima menurut Biteship.',
  biteshipCancelled: 'Order Biteship berhasil dibatalkan. Pesanan kembali siap dikirim.',
} as const;
