import type { Voucher, VoucherAudience, VoucherDiscountType, VoucherStatus } from '../schemas';
import { jakartaIsoDayPlus } from '../../../domain/jakartaTime';

interface SeedVoucher {
  nama: string;
  kode: string;
  tipe: VoucherDiscountType;
  nilai: number;
  /** PERSEN only; 0 = no cap. */
  maks?: number;
  minBelanja: number;
  kuota: number | null;
  /** Days from the seed day (Jakarta), so the demo always has running, upcoming and expired vouchers. */
  mulai: number;
  berakhir: number;
  status: VoucherStatus;
  email?: string;
}

// Oldest first: ids and creation times follow this order.
const VOUCHERS: readonly SeedVoucher[] = [
  { nama: 'Member Baru Toko Online', kode: 'MEMBERBARU', tipe: 'NOMINAL', nilai: 15000, minBelanja: 100000, kuota: null, mulai: -200, berakhir: 165, status: 'AKTIF' },
  { nama: 'Promo Keramik Lebaran', kode: 'KERAMIKLEBARAN', tipe: 'PERSEN', nilai: 15, maks: 100000, minBelanja: 1000000, kuota: 100, mulai: -120, berakhir: -60, status: 'NONAKTIF' },
  { nama: 'Diskon Pipa & Fitting', kode: 'PIPAHEMAT', tipe: 'PERSEN', nilai: 7.5, maks: 30000, minBelanja: 250000, kuota: null, mulai: -60, berakhir: -1, status: 'AKTIF' },
  { nama: 'Hemat Baja Ringan', kode: 'BAJARINGAN20K', tipe: 'NOMINAL', nilai: 20000, minBelanja: 400000, kuota: 150, mulai: -45, berakhir: 15, status: 'NONAKTIF' },
  { nama: 'Gratis Ongkir Proyek', kode: 'ONGKIRPROYEK', tipe: 'NOMINAL', nilai: 50000, minBelanja: 2000000, kuota: 50, mulai: -30, berakhir: 60, status: 'AKTIF' },
  { nama: 'Renovasi Rumah Bu Sari', kode: 'RENOVASISARI', tipe: 'PERSEN', nilai: 10, maks: 250000, minBelanja: 3000000, kuota: 1, mulai: -20, berakhir: -2, status: 'NONAKTIF', email: 'sari.wulandari@yahoo.co.id' },
  { nama: 'Diskon Semen Akhir Tahun', kode: 'SEMENAKHIRTAHUN', tipe: 'PERSEN', nilai: 10, maks: 50000, minBelanja: 500000, kuota: 200, mulai: -10, berakhir: 50, status: 'AKTIF' },
  { nama: 'Diskon Sanitair Kamar Mandi', kode: 'SANITAIR8', tipe: 'PERSEN', nilai: 8, maks: 150000, minBelanja: 1500000, kuota: 40, mulai: -7, berakhir: 21, status: 'AKTIF' },
  { nama: 'Potongan Cat Tembok 25 Ribu', kode: 'CATHEMAT25', tipe: 'NOMINAL', nilai: 25000, minBelanja: 300000, kuota: null, mulai: -5, berakhir: 25, status: 'AKTIF' },
  { nama: 'Pelanggan Setia Pak Budi', kode: 'SETIABUDI', tipe: 'PERSEN', nilai: 5, maks: 0, minBelanja: 0, kuota: 1, mulai: -3, berakhir: 30, status: 'AKTIF', email: 'budi.santoso@gmail.com' },
  { nama: 'Kontraktor CV Maju Jaya', kode: 'MAJUJAYA100K', tipe: 'NOMINAL', nilai: 100000, minBelanja: 5000000, kuota: 3, mulai: -1, berakhir: 90, status: 'AKTIF', email: 'purchasing@majujaya.co.id' },
  { nama: 'Flash Sale Besi Beton', kode: 'BESIBETON12', tipe: 'PERSEN', nilai: 12, maks: 75000, minBelanja: 750000, kuota: 30, mulai: 7, berakhir: 14, status: 'AKTIF' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Jakarta calendar day `offset` days from `now`, as `YYYY-MM-DD`. */
const dayFrom = (now: Date, offset: number): string => jakartaIsoDayPlus(now, offset);

export const seedVoucher = (now: Date): Voucher[] =>
  VOUCHERS.map((v, index) => {
    const audience: VoucherAudience = v.email ? 'PRIVATE' : 'PUBLIC';
    return {
      id: index + 1,
      nama_voucher: v.nama,
      kode_voucher: v.kode,
      tipe_diskon: v.tipe,
      nilai_diskon: v.nilai,
      nominal_diskon_maks: v.tipe === 'PERSEN' ? (v.maks ?? 0) : null,
      min_belanja: v.minBelanja,
      kuota_voucher: v.kuota,
      tanggal_mulai: dayFrom(now, v.mulai),
      tanggal_berakhir: dayFrom(now, v.berakhir),
      status: v.status,
      voucher_type: audience,
      customer_email: v.email ? { email: v.email } : null,
      // Created a few days before each starts (upcoming ones: a few hours ago), in list order.
      created_at: new Date(now.getTime() - Math.max(v.mulai * -1 + 3, 0) * DAY_MS - (VOUCHERS.length - index) * 60_000).toISOString(),
    };
  });
