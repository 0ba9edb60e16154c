import type { PosKategoriRecord, WebKategoriProdukRecord } from '../schemas';

/** The cashier system's categories (ids as the POS knows them). */
const POS_CATEGORIES: readonly string[] = [
  'Semen & Mortar',
  'Cat & Pelapis',
  'Pipa & Fitting',
  'Keramik & Granit',
  'Besi & Baja',
  'Kayu & Triplek',
  'Atap & Genteng',
  'Listrik',
  'Sanitasi',
  'Perkakas',
  'Bahan Kimia Bangunan',
  'Paku & Baut',
];

export const seedPosKategori = (): PosKategoriRecord[] => POS_CATEGORIES.map((nama_kategori, index) => ({ id: index + 1, nama_kategori }));

/** A small square icon as an SVG data URL: what an uploaded 128x128 icon looks like, without a file. */
const svgIcon = (background: string, label: string): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="24" fill="${background}"/><text x="64" y="80" font-family="Arial, sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#ffffff">${label}</text></svg>`,
  )}`;

interface SeedCategory {
  namaKategori: string;
  icon: string | null;
  foto?: readonly [background: string, label: string];
  deskripsi: string;
  pos: number | null;
  /** How long before seeding it was created (not in urutan order, so the two sorts differ); under 7 days is new. */
  daysAgo: number;
}

const CATEGORIES: readonly SeedCategory[] = [
  { namaKategori: 'Semen & Mortar', icon: '🧱', foto: ['#8d6e63', 'SM'], deskripsi: 'Semen, mortar instan, dan acian untuk pengecoran, plesteran, dan pasangan bata yang kokoh.', pos: 1, daysAgo: 220 },
  { namaKategori: 'Cat & Pelapis', icon: '🎨', foto: ['#e53935', 'CP'], deskripsi: 'Cat tembok, cat kayu dan besi, serta pelapis anti bocor untuk hasil rapi dan tahan cuaca.', pos: 2, daysAgo: 90 },
  { namaKategori: 'Pipa & Fitting', icon: '🚰', deskripsi: 'Pipa PVC, fitting, dan sambungan untuk instalasi air bersih dan saluran pembuangan.', pos: 3, daysAgo: 200 },
  { namaKategori: 'Keramik & Lantai', icon: '🟫', foto: ['#6d4c41', 'KL'], deskripsi: 'Keramik, granit, dan perekat untuk lantai dan dinding yang kuat serta mudah dibersihkan.', pos: 4, daysAgo: 150 },
  { namaKategori: 'Besi & Baja', icon: '🔩', deskripsi: 'Besi beton, hollow, dan wiremesh untuk rangka dan tulangan struktur bangunan.', pos: 5, daysAgo: 180 },
  { namaKategori: 'Kayu & Triplek', icon: '🪵', deskripsi: 'Kayu olahan, triplek, dan multiplek untuk kusen, rangka, dan perabot.', pos: 6, daysAgo: 60 },
  { namaKategori: 'Atap & Genteng', icon: '🏠', foto: ['#1e88e5', 'AG'], deskripsi: 'Genteng, spandek, dan talang untuk penutup atap yang awet dan tahan bocor.', pos: 7, daysAgo: 210 },
  { namaKategori: 'Listrik & Lampu', icon: '💡', deskripsi: 'Kabel, saklar, stopkontak, dan lampu LED untuk instalasi listrik yang aman.', pos: 8, daysAgo: 120 },
  { namaKategori: 'Sanitasi & Kamar Mandi', icon: '🚽', deskripsi: 'Kloset, wastafel, keran, dan shower untuk kamar mandi yang bersih dan higienis.', pos: 9, daysAgo: 160 },
  { namaKategori: 'Perkakas Tukang', icon: '🔧', deskripsi: 'Perkakas tangan dan alat listrik untuk pekerjaan tukang dan perbaikan rumah.', pos: null, daysAgo: 190 },
  { namaKategori: 'Taman & Outdoor', icon: '🌿', deskripsi: 'Paving, batu alam, dan perlengkapan taman untuk halaman yang asri.', pos: null, daysAgo: 30 },
  { namaKategori: 'Waterproofing', icon: '💧', foto: ['#00897b', 'WP'], deskripsi: 'Pelapis anti bocor dan bahan kimia bangunan untuk atap, dak, dan kamar mandi.', pos: 11, daysAgo: 5 },
  { namaKategori: 'Paku, Baut & Sekrup', icon: '📌', deskripsi: 'Paku, baut, mur, dan sekrup berbagai ukuran untuk kayu, besi, dan beton.', pos: 12, daysAgo: 1 },
  { namaKategori: 'Pintu & Jendela', icon: '🚪', deskripsi: 'Daun pintu, kusen aluminium, engsel, dan kunci untuk rumah yang aman.', pos: null, daysAgo: 3 },
];

const HOUR_MS = 60 * 60 * 1000;

/**
 * Web categories relative to the seeding time, so 'Baru Minggu Ini' always has some. Some have an icon
 * photo, some are linked to a POS category; urutan follows the list from 1.
 */
export const seedWebKategoriProduk = (now: Date): WebKategoriProdukRecord[] =>
  CATEGORIES.map((category, index) => ({
    id: index + 1,
    namaKategori: category.namaKategori,
    icon: category.icon,
    fotoIconUrl: category.foto ? svgIcon(...category.foto) : null,
    deskripsi: category.deskripsi,
    kategoriProdukId: category.pos,
    urutan: index + 1,
    // A few hours off the whole day, so dates differ in time too and sorting by date is unambiguous.
    createdAt: new Date(now.getTime() - (category.daysAgo * 24 + (index % 5) + 1) * HOUR_MS).toISOString(),
  }));
