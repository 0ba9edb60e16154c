import type { Rng } from '../../../../fake-api/random';

/** Free-text notes customers and admins leave on orders (Indonesian, as typed). */
const CUSTOMER_NOTES = [
  'Tolong dikirim pagi hari ya, siang tidak ada orang di rumah.',
  'Mohon dibungkus rapi, untuk proyek renovasi kamar mandi.',
  'Semen jangan sampai basah ya kak.',
  'Hubungi dulu sebelum kirim.',
  'Alamat di belakang masjid, rumah pagar hijau.',
  'Kirim ke lokasi proyek, penerima Pak Slamet (mandor).',
  'Warna cat sesuai pesanan, jangan diganti.',
  'Kalau stok motif marmer habis, ganti motif polos saja.',
  'Titip di pos satpam kalau tidak ada orang.',
  'Minta nota/faktur untuk keperluan kantor.',
  'Jalan masuk gang sempit, mobil besar tidak bisa masuk.',
  'Barang untuk dipakai minggu depan, tolong jangan telat.',
] as const;

const ADMIN_NOTES = [
  'Sudah konfirmasi via WhatsApp, pelanggan siap terima.',
  'Stok dicek gudang, aman.',
  'Pelanggan minta kirim hari Senin.',
  'Packing ekstra untuk barang pecah belah.',
  'Ongkir truk dikoordinasikan lewat chat.',
] as const;

export const CANCEL_REASONS = [
  'Stok barang habis di gudang',
  'Pelanggan membatalkan pesanan',
  'Alamat di luar jangkauan pengiriman',
  'Pelanggan salah memilih varian',
] as const;

export const pickCustomerNote = (rng: Rng): string | null => (rng.chance(0.3) ? rng.pick(CUSTOMER_NOTES) : null);

export const pickAdminNote = (rng: Rng): string | null => (rng.chance(0.12) ? rng.pick(ADMIN_NOTES) : null);
