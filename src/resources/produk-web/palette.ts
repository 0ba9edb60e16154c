import type { PaletteContribution } from '../../layout/command-palette/types';
import { produkWebContract } from './contract';
import { produkWebMessages as m } from './messages';
import { produkWebRoutes } from './routes';

/** Enough of the first matches for the palette to rank (it shows five). */
const SEARCH_LIMIT = 20;

/**
 * What the server's product search is asked for a query: the query itself, and for a slug
 * ('semen-gresik-50kg') also its words, since the server searches titles, not slugs.
 */
export const productSearches = (query: string): string[] => {
  const words = query.replace(/-+/g, ' ').trim();
  return /-/.test(query) && !/\s/.test(query) && words ? [query, words] : [query];
};

/** The web products in the command palette: found by title or slug, each opening its edit form; and 'Tambah Produk'. */
export const produkWebPalette: PaletteContribution = {
  group: 'Produk',
  search: async (query, { call }) => {
    const pages = await Promise.all(productSearches(query).map((search) => call(produkWebContract.list, { query: { search, page: 1, perPage: SEARCH_LIMIT } })));
    const products = [...new Map(pages.flat().map((product) => [String(product.id), product])).values()];
    return products.map((product) => ({
      id: String(product.id),
      label: product.judul,
      secondary: [product.slug, product.merk].filter(Boolean).join(' · ') || undefined,
      to: produkWebRoutes.edit(product.id),
      codes: product.slug ? [product.slug] : [],
    }));
  },
  actions: [{ id: 'create', label: m.add, to: produkWebRoutes.create(), terms: ['produk baru'] }],
};
