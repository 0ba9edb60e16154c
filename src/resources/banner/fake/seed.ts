import type { MainBanner, SubBanner } from '../schemas';
import { BANNER_TARGETS } from '../rules/ratio';
import { bannerArt } from './art';
import { productLink } from '../rules/link';

export interface MainBannerRecord extends MainBanner {
  id: number;
  urutan: number;
  createdAt: string;
  updatedAt: string;
}

export interface SubBannerRecord extends SubBanner {
  id: number;
  urutan: number;
  createdAt: string;
  updatedAt: string;
}

const PRODUCT_LINK = 'product';

const MAIN = [
  { judul: 'Promo Akhir Tahun Bahan Bangunan', caption: 'Diskon hingga 25% untuk semen, cat dan keramik', link: '/promo', aktif: true },
  // Links to the shop's first published cement (see seedMainBanners).
  { judul: 'Semen Harga Grosir', caption: 'Beli 10 sak lebih hemat', link: PRODUCT_LINK, aktif: true },
  { judul: 'Gratis Ongkir Jabodetabek', caption: 'Minimal belanja Rp1.500.000', link: '/flash-sale', aktif: true },
  { judul: 'Renovasi Musim Hujan', caption: 'Atap, talang dan cat anti bocor', link: 'https://wa.me/6281234567890', aktif: false },
] as const;

const SUB = [
  { judul: 'Cat Tembok Pilihan', caption: 'Warna cerah tahan lama', link: '/kategori', aktif: true },
  { judul: 'Perkakas Tukang', caption: 'Lengkap untuk proyek Anda', link: '/produk', aktif: true },
] as const;

const stamp = (now: Date, daysAgo: number): string => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();

/** The product banner links to a product the storefront really has, seeded before the banners. */
export const seedMainBanners = (now: Date, products: ReadonlyArray<{ judul: string; slug: string; isPublishedInduk: boolean }>): MainBannerRecord[] => {
  const cement = products.find((p) => p.isPublishedInduk && /semen/i.test(p.judul)) ?? products.find((p) => p.isPublishedInduk);
  return MAIN.map((banner, index) => {
    const desktop = bannerArt({ ...BANNER_TARGETS.desktop, title: banner.judul, caption: banner.caption, seed: `main-${index}` });
    // The first banner has a picture made for phones; the others fall back to the desktop one.
    const mobile = index === 0 ? bannerArt({ ...BANNER_TARGETS.mobile, title: banner.judul, caption: banner.caption, seed: `main-${index}` }) : desktop;
    return {
      id: index + 1,
      judul: banner.judul,
      altText: `${banner.judul}: ${banner.caption}`,
      gambarDesktopUrl: desktop,
      gambarMobileUrl: mobile,
      linkTujuan: banner.link === PRODUCT_LINK ? (cement ? productLink(cement.slug) : '/produk') : banner.link,
      isAktif: banner.aktif,
      urutan: index,
      createdAt: stamp(now, 60 - index * 10),
      updatedAt: stamp(now, 30 - index * 5),
    };
  });
};

export const seedSubBanners = (now: Date): SubBannerRecord[] =>
  SUB.map((banner, index) => ({
    id: index + 1,
    judul: banner.judul,
    fotoUrl: bannerArt({ ...BANNER_TARGETS.sub, title: banner.judul, caption: banner.caption, seed: `sub-${index}` }),
    linkTo: banner.link,
    aktif: banner.aktif,
    urutan: index,
    createdAt: stamp(now, 40 - index * 10),
    updatedAt: stamp(now, 20 - index * 5),
  }));
