import type { PaletteContribution } from '../../layout/command-palette/types';
import { merkContract } from './contract';
import { merkKeys } from './hooks';
import { merkRoutes } from './routes';

/** The brands in the command palette: the whole list (cached while typing) matched by name or slug, each opening its edit form. */
export const merkPalette: PaletteContribution = {
  group: 'Merk',
  search: async (_query, { call, cached }) => {
    const brands = await cached(merkKeys.of('palette'), () => call(merkContract.list));
    return brands.map((brand) => ({
      id: String(brand.id),
      label: brand.nama,
      secondary: brand.slug,
      to: merkRoutes.edit(brand.id),
      codes: [brand.slug],
    }));
  },
};
