import { createRng } from '../../../fake-api/random';
import { REVIEW_RATING } from '../rules/form';
import { reviewPhotoArt } from './art';

/** A stored review (operations spec §3) as the fake backend keeps it; a type, not an interface, so it fits the list schema's open objects. */
export type ReviewRecord = {
  id: number;
  produkWebId: number;
  userName: string;
  rating: number;
  komentar: string;
  foto: Array<{ url: string }>;
  createdAt: string;
};

const BUYERS = [
  'Budi Santoso',
  'Siti Rahmawati',
  'Agus Setiawan',
  'Dewi Lestari',
  'Rudi Hartono',
  'Rina Marlina',
  'Hendra Wijaya',
  'Yuni Astuti',
  'Joko Susilo',
  'Maya Sari',
  'Andi Pratama',
  'Fitri Handayani',
  'Eko Prasetyo',
  'Nur Aini',
  'Bambang Riyadi',
  'Lina Kusuma',
  'Toko Bangun Jaya',
  'CV Sinar Abadi',
  'Pak Darto (Mandor)',
  'Wahyu Nugroho',
] as const;

const COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Barang sesuai deskripsi, pengiriman cepat. Mantap!',
    'Kualitas bagus, tukang saya juga puas. Pasti order lagi.',
    'Packing rapi dan aman, tidak ada yang rusak.',
    'Harga bersaing dibanding toko bangunan dekat rumah.',
    'Admin responsif, barang sampai sehari setelah pesan.',
  ],
  4: [
    'Barang bagus, hanya pengiriman agak lama.',
    'Sesuai pesanan. Kardus sedikit penyok tapi isi aman.',
    'Kualitas oke untuk harga segini.',
    'Sudah dipakai untuk renovasi dapur, hasilnya rapi.',
  ],
  3: ['Lumayan, tapi warnanya sedikit beda dari foto.', 'Standar. Pengiriman perlu diperbaiki.', 'Cukup, sesuai harga.'],
  2: ['Ada beberapa yang retak saat sampai.', 'Pengiriman terlambat tiga hari tanpa kabar.'],
  1: ['Barang tidak sesuai pesanan, sudah komplain belum ada jawaban.'],
};

const SEED = 20261123;
const REVIEW_COUNT = 48;
const DAY_MS = 86_400_000;

/**
 * Reviews for the storefront's own products (published ones, so the picker and filter know them),
 * mostly good as a shop's are, some with one to three photos, one with a photo the server has lost
 * (the list shows its placeholder). A higher id is a newer review; the same every time.
 */
export const seedReview = (now: Date, products: ReadonlyArray<{ id: number; judul: string; isPublishedInduk: boolean }>): ReviewRecord[] => {
  const shop = products.filter((product) => product.isPublishedInduk);
  if (shop.length === 0) return [];
  const rng = createRng(SEED);
  // A handful of products gather most reviews, as best sellers do.
  const favourites = shop.slice(0, Math.min(8, shop.length));
  const reviews: ReviewRecord[] = [];
  for (let index = 0; index < REVIEW_COUNT; index += 1) {
    const product = rng.chance(0.6) ? rng.pick(favourites) : rng.pick(shop);
    const rating = rng.weighted<number>([
      [5, 50],
      [4, 28],
      [3, 12],
      [2, 6],
      [1, 4],
    ]);
    const withPhotos = rng.chance(0.3);
    const photoCount = withPhotos ? rng.int(1, 3) : 0;
    const foto = Array.from({ length: photoCount }, (_, photo) => ({ url: reviewPhotoArt({ caption: product.judul, variant: index * 3 + photo }) }));
    const daysAgo = (REVIEW_COUNT - index) * 3 + rng.int(0, 2);
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS - rng.int(0, 12) * 3_600_000).toISOString();
    reviews.push({
      id: index + 1,
      produkWebId: product.id,
      userName: rng.pick(BUYERS),
      rating: Math.min(REVIEW_RATING.max, Math.max(REVIEW_RATING.min, rating)),
      // Some buyers rate without a word.
      komentar: rng.chance(0.12) ? '' : rng.pick(COMMENTS[rating] ?? COMMENTS[5] ?? []),
      foto,
      createdAt,
    });
  }
  // One photo the storage has lost, on a recent review (the list's first page): a placeholder shows instead.
  const lost = [...reviews].reverse().find((review) => review.foto.length > 0);
  if (lost) lost.foto.push({ url: '/uploads/review-photos/foto-hilang.webp' });
  return reviews;
};
