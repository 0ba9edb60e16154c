import type { PaletteContribution } from '../../layout/command-palette/types';
import { webKategoriProdukContract } from './contract';
import { webKategoriProdukKeys } from './hooks';
import { webKategoriProdukRoutes } from './routes';

/** The web categories in the command palette: the whole list (cached while typing) matched by name, each opening its edit form. */
export const webKategoriProdukPalette: PaletteContribution = {
  group: 'Kategori',
  search: async (_query, { call, cached }) => {
    const categories = await cached(webKategoriProdukKeys.of('palette'), () => call(webKategoriProdukContract.list));
    return categories.map((category) => ({
      id: String(category.id),
      label: category.namaKategori,
      to: webKategoriProdukRoutes.edit(category.id),
    }));
  },
};
