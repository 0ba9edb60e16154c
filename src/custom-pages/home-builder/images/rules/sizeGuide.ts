import { homeBuilderImageMessages as m } from '../messages';

/** One recommended size of catalogue spec §9. */
export interface RecommendedSize {
  key: string;
  label: string;
  width: number;
  height: number;
  /** The spec's file-size advice, where it gives one. */
  maxBytes?: number;
}

export interface RecommendedSizeGroup {
  key: 'banner' | 'product' | 'category';
  title: string;
  sizes: readonly RecommendedSize[];
}

const MB = 1024 * 1024;
const KB = 1024;

/** Catalogue spec §9, Recommended sizes, grouped as the shop uses them. */
export const recommendedSizes: readonly RecommendedSizeGroup[] = [
  {
    key: 'banner',
    title: m.guideGroupBanner,
    sizes: [
      { key: 'main-banner', label: m.guideMainBanner, width: 1920, height: 1080, maxBytes: 2 * MB },
      { key: 'mobile-banner', label: m.guideMobileBanner, width: 1080, height: 1920 },
      { key: 'sub-banner', label: m.guideSubBanner, width: 800, height: 400 },
    ],
  },
  {
    key: 'product',
    title: m.guideGroupProduct,
    sizes: [
      { key: 'product-main', label: m.guideProductMain, width: 800, height: 800, maxBytes: 500 * KB },
      { key: 'product-gallery', label: m.guideProductGallery, width: 600, height: 600 },
      { key: 'thumbnail', label: m.guideThumbnail, width: 300, height: 300 },
    ],
  },
  {
    key: 'category',
    title: m.guideGroupCategory,
    sizes: [
      { key: 'category-icon', label: m.guideCategoryIcon, width: 128, height: 128 },
      { key: 'category-banner', label: m.guideCategoryBanner, width: 400, height: 200 },
    ],
  },
];
