/**
 * The banner's link selector (catalogue spec §2): a fixed list of site paths, one product's page
 * (`/produk/{slug}`), or a custom URL or path.
 */
export const PRODUCT_LINK_PREFIX = '/produk/';

/** The storefront's own pages a banner may lead to. */
export const SITE_PATHS = [
  { path: '/', label: 'Beranda' },
  { path: '/produk', label: 'Semua Produk' },
  { path: '/kategori', label: 'Kategori' },
  { path: '/promo', label: 'Promo' },
  { path: '/flash-sale', label: 'Flash Sale' },
  { path: '/tentang-kami', label: 'Tentang Kami' },
  { path: '/kontak', label: 'Kontak' },
] as const;

export type LinkMode = 'page' | 'product' | 'custom';

export interface LinkChoice {
  mode: LinkMode;
  /** A path of SITE_PATHS (mode page). */
  page: string;
  /** A product's slug (mode product). */
  productSlug: string;
  /** The form-only linkTujuanCustom / linkToCustom (mode custom). */
  custom: string;
}

export const emptyLinkChoice = (): LinkChoice => ({ mode: 'page', page: '', productSlug: '', custom: '' });

const isSitePath = (link: string): boolean => SITE_PATHS.some((site) => site.path === link);

/**
 * How a stored link shows in the selector on edit: one of the fixed paths, a product under /produk/,
 * anything else as custom (catalogue spec §2).
 */
export const classifyLink = (stored: string | null | undefined): LinkChoice => {
  const link = (stored ?? '').trim();
  if (link === '') return emptyLinkChoice();
  if (isSitePath(link)) return { ...emptyLinkChoice(), mode: 'page', page: link };
  if (link.startsWith(PRODUCT_LINK_PREFIX) && link.length > PRODUCT_LINK_PREFIX.length) {
    return { ...emptyLinkChoice(), mode: 'product', productSlug: decodeURIComponent(link.slice(PRODUCT_LINK_PREFIX.length)) };
  }
  return { ...emptyLinkChoice(), mode: 'custom', custom: link };
};

export const productLink = (slug: string): string => `${PRODUCT_LINK_PREFIX}${encodeURIComponent(slug)}`;

/** The link the banner stores for a choice ('' when nothing is chosen yet). */
export const resolveLink = (choice: LinkChoice): string => {
  switch (choice.mode) {
    case 'page':
      return choice.page.trim();
    case 'product':
      return choice.productSlug.trim() ? productLink(choice.productSlug.trim()) : '';
    case 'custom':
      return choice.custom.trim();
  }
};
