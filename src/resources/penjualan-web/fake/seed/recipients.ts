import type { Rng } from '../../../../fake-api/random';

/** Order recipients: Indonesian names, 08xx phones and addresses across Java, Sumatra, Bali, Sulawesi. */
export interface SeedRecipient {
  nama: string;
  telepon: string;
  jalan: string;
  kecamatan: string;
  /** City or regency as written on a label, e.g. 'Kota Surabaya' (also the flat `kabupaten`). */
  kota: string;
  provinsi: string;
  kodePos: string;
}

const FIRST_NAMES = [
  'Budi', 'Siti', 'Agus', 'Dewi', 'Rudi', 'Sri', 'Andi', 'Rina', 'Joko', 'Wahyuni', 'Hendra', 'Fitri',
  'Bambang', 'Nur', 'Eko', 'Lestari', 'Yusuf', 'Ratna', 'Dedi', 'Indah', 'Made', 'Ketut', 'Putu', 'Wayan',
  'Irfan', 'Ayu', 'Rahmat', 'Maria', 'Teguh', 'Novi', 'Slamet', 'Yohanes', 'Fajar', 'Kurniawati', 'Hasan',
] as const;

const LAST_NAMES = [
  'Santoso', 'Wijaya', 'Hidayat', 'Saputra', 'Pratama', 'Setiawan', 'Kusuma', 'Nasution', 'Siregar',
  'Lubis', 'Harahap', 'Sinaga', 'Wibowo', 'Gunawan', 'Rahayu', 'Susanto', 'Purnomo', 'Hakim', 'Sembiring',
  'Suryani', 'Mahendra', 'Wirawan', 'Tanjung', 'Pangaribuan', 'Mokodompit', 'Lumban Gaol', 'Daeng Rani',
] as const;

const PHONE_PREFIXES = ['0812', '0813', '0821', '0822', '0852', '0853', '0857', '0858', '0878', '0877', '0895', '0896', '0881'] as const;

const STREETS = [
  'Jl. Raya Darmo', 'Jl. Diponegoro', 'Jl. Sudirman', 'Jl. Ahmad Yani', 'Jl. Gajah Mada', 'Jl. Pemuda',
  'Jl. Merdeka', 'Jl. Imam Bonjol', 'Jl. Kartini', 'Jl. Cendrawasih', 'Jl. Melati', 'Jl. Kenanga',
  'Jl. Hayam Wuruk', 'Jl. Pahlawan', 'Jl. Sisingamangaraja', 'Jl. Teuku Umar', 'Jl. Pattimura',
  'Jl. Veteran', 'Jl. Mawar', 'Jl. Flamboyan',
] as const;

const HOUSING = ['Perum Griya Asri', 'Perumahan Bumi Indah', 'Komplek Taman Sari', 'Perum Citra Harmoni', 'Cluster Permata Hijau'] as const;

interface Area {
  kota: string;
  provinsi: string;
  kecamatan: ReadonlyArray<readonly [nama: string, kodePos: string]>;
}

const AREAS: readonly Area[] = [
  { kota: 'Kota Surabaya', provinsi: 'Jawa Timur', kecamatan: [['Gubeng', '60281'], ['Wonokromo', '60243'], ['Rungkut', '60293'], ['Tegalsari', '60262']] },
  { kota: 'Kabupaten Sidoarjo', provinsi: 'Jawa Timur', kecamatan: [['Waru', '61256'], ['Candi', '61271'], ['Taman', '61257']] },
  { kota: 'Kota Malang', provinsi: 'Jawa Timur', kecamatan: [['Lowokwaru', '65141'], ['Klojen', '65111']] },
  { kota: 'Kabupaten Gresik', provinsi: 'Jawa Timur', kecamatan: [['Kebomas', '61124'], ['Manyar', '61151']] },
  { kota: 'Kota Semarang', provinsi: 'Jawa Tengah', kecamatan: [['Tembalang', '50275'], ['Banyumanik', '50263']] },
  { kota: 'Kota Surakarta', provinsi: 'Jawa Tengah', kecamatan: [['Laweyan', '57148'], ['Banjarsari', '57131']] },
  { kota: 'Kota Yogyakarta', provinsi: 'DI Yogyakarta', kecamatan: [['Gondokusuman', '55225'], ['Umbulharjo', '55161']] },
  { kota: 'Kabupaten Sleman', provinsi: 'DI Yogyakarta', kecamatan: [['Depok', '55281'], ['Mlati', '55284']] },
  { kota: 'Kota Bandung', provinsi: 'Jawa Barat', kecamatan: [['Coblong', '40132'], ['Antapani', '40291']] },
  { kota: 'Kota Bekasi', provinsi: 'Jawa Barat', kecamatan: [['Bekasi Selatan', '17147'], ['Jatiasih', '17423']] },
  { kota: 'Kabupaten Bogor', provinsi: 'Jawa Barat', kecamatan: [['Cibinong', '16911'], ['Citeureup', '16810']] },
  { kota: 'Kota Jakarta Selatan', provinsi: 'DKI Jakarta', kecamatan: [['Kebayoran Baru', '12110'], ['Tebet', '12810'], ['Jagakarsa', '12620']] },
  { kota: 'Kota Jakarta Timur', provinsi: 'DKI Jakarta', kecamatan: [['Duren Sawit', '13440'], ['Cakung', '13910']] },
  { kota: 'Kota Tangerang Selatan', provinsi: 'Banten', kecamatan: [['Serpong', '15310'], ['Pamulang', '15417']] },
  { kota: 'Kota Medan', provinsi: 'Sumatera Utara', kecamatan: [['Medan Baru', '20153'], ['Medan Johor', '20144']] },
  { kota: 'Kota Palembang', provinsi: 'Sumatera Selatan', kecamatan: [['Ilir Timur I', '30114'], ['Sukarami', '30151']] },
  { kota: 'Kota Padang', provinsi: 'Sumatera Barat', kecamatan: [['Padang Utara', '25132'], ['Kuranji', '25157']] },
  { kota: 'Kota Pekanbaru', provinsi: 'Riau', kecamatan: [['Tampan', '28291'], ['Marpoyan Damai', '28125']] },
  { kota: 'Kota Bandar Lampung', provinsi: 'Lampung', kecamatan: [['Kedaton', '35141'], ['Way Halim', '35136']] },
  { kota: 'Kota Denpasar', provinsi: 'Bali', kecamatan: [['Denpasar Selatan', '80222'], ['Denpasar Barat', '80119']] },
  { kota: 'Kabupaten Badung', provinsi: 'Bali', kecamatan: [['Kuta Selatan', '80361'], ['Mengwi', '80351']] },
  { kota: 'Kota Makassar', provinsi: 'Sulawesi Selatan', kecamatan: [['Panakkukang', '90231'], ['Tamalate', '90224']] },
  { kota: 'Kota Manado', provinsi: 'Sulawesi Utara', kecamatan: [['Wanea', '95117'], ['Malalayang', '95163']] },
  { kota: 'Kota Kendari', provinsi: 'Sulawesi Tenggara', kecamatan: [['Kadia', '93117'], ['Poasia', '93231']] },
  { kota: 'Kota Palu', provinsi: 'Sulawesi Tengah', kecamatan: [['Palu Barat', '94111'], ['Mantikulore', '94233']] },
];

const digits = (rng: Rng, count: number): string =>
  Array.from({ length: count }, () => String(rng.int(0, 9))).join('');

const pad2 = (n: number): string => String(n).padStart(2, '0');

const pickStreet = (rng: Rng): string => {
  const base = `${rng.pick(STREETS)} No. ${rng.int(1, 180)}`;
  if (rng.chance(0.3)) return `${rng.pick(HOUSING)} Blok ${rng.pick(['A', 'B', 'C', 'D', 'E'])}-${rng.int(1, 30)}, ${base}`;
  if (rng.chance(0.4)) return `${base}, RT ${pad2(rng.int(1, 12))}/RW ${pad2(rng.int(1, 9))}`;
  return base;
};

export const pickRecipient = (rng: Rng): SeedRecipient => {
  const area = rng.pick(AREAS);
  const [kecamatan, kodePos] = rng.pick(area.kecamatan);
  return {
    nama: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    telepon: `${rng.pick(PHONE_PREFIXES)}${digits(rng, rng.int(7, 8))}`,
    jalan: pickStreet(rng),
    kecamatan,
    kota: area.kota,
    provinsi: area.provinsi,
    kodePos,
  };
};

/** The one-line address the backend sends next to the structured one. */
export const fullAddress = (r: SeedRecipient): string =>
  `${r.jalan}, Kec. ${r.kecamatan}, ${r.kota}, ${r.provinsi} ${r.kodePos}`;
