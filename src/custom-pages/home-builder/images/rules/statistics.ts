/**
 * How many of the images the shop uses are already WebP (catalogue spec §9: legacy images load slowly).
 * Pure: the hook reads the products, categories and banners and hands their URLs here.
 */

/** Where an image is used; each is a row of the statistics panel. */
export const imageSources = ['productMain', 'productGallery', 'variant', 'categoryIcon', 'mainBanner', 'subBanner'] as const;
export type ImageSource = (typeof imageSources)[number];

export interface ImageCount {
  /** Unique non-empty URLs. */
  total: number;
  webp: number;
  /** Everything that is not WebP (JPEG, PNG, SVG, GIF, no extension...). */
  legacy: number;
}

export interface SourceCount extends ImageCount {
  source: ImageSource;
}

export interface ImageStatistics extends ImageCount {
  /** Whole percent of `total` that is WebP; 0 when there are no images. */
  webpPercent: number;
  sources: SourceCount[];
}

export type ImageUrlsBySource = Partial<Record<ImageSource, ReadonlyArray<string | null | undefined>>>;

const DATA_WEBP = /^data:image\/webp[;,]/i;

/**
 * A URL is WebP when its path ends in `.webp` (the query and hash ignored: `foto.webp?v=2`) or when it
 * is a WebP data URL. A `?format=webp` alone says nothing about the stored file, so it does not count.
 */
export const isWebpUrl = (url: string): boolean => {
  const trimmed = url.trim();
  if (/^data:/i.test(trimmed)) return DATA_WEBP.test(trimmed);
  const path = trimmed.split('#', 1)[0]!.split('?', 1)[0]!;
  return /\.webp$/i.test(path);
};

/** The distinct non-blank URLs, trimmed, in first-seen order. */
export const uniqueUrls = (urls: Iterable<string | null | undefined>): string[] => {
  const seen = new Set<string>();
  for (const url of urls) {
    const trimmed = url?.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
};

const countOf = (urls: readonly string[]): ImageCount => {
  const webp = urls.filter(isWebpUrl).length;
  return { total: urls.length, webp, legacy: urls.length - webp };
};

/**
 * Counts per source (each URL once within its source) and in total (each URL once overall, so a photo
 * used as a product's main photo and in its gallery is one image).
 */
export const imageStatistics = (bySource: ImageUrlsBySource): ImageStatistics => {
  const sources = imageSources.map((source): SourceCount => ({ source, ...countOf(uniqueUrls(bySource[source] ?? [])) }));
  const all = countOf(uniqueUrls(imageSources.flatMap((source) => bySource[source] ?? [])));
  const webpPercent = all.total ? Math.round((all.webp / all.total) * 100) : 0;
  return { ...all, webpPercent, sources };
};

/** The URLs of the product list's items: main photos, galleries and (when the list returns them) variant photos. */
export interface ProductImageFields {
  fotoUtamaUrl?: string | null;
  galeriFotoUrls?: ReadonlyArray<string> | null;
  varian?: ReadonlyArray<{ fotoVarianUrls?: ReadonlyArray<string> | null }> | null;
}

export const productImageUrls = (products: readonly ProductImageFields[]): Pick<ImageUrlsBySource, 'productMain' | 'productGallery' | 'variant'> => ({
  productMain: products.map((product) => product.fotoUtamaUrl),
  productGallery: products.flatMap((product) => product.galeriFotoUrls ?? []),
  variant: products.flatMap((product) => (product.varian ?? []).flatMap((variant) => variant.fotoVarianUrls ?? [])),
});
