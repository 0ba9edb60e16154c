import { Create } from 'react-admin';
import { REDIRECT_AFTER_SAVE_MS, useSaveFeedback } from '../useSaveFeedback';
import { categoryFeedback } from './categoryFeedback';
import { WEB_CATEGORY_RESOURCE } from './categoryResource';
import { CategoryForm } from './CategoryForm';
import { webKategoriProdukMessages } from './messages';

const NEW_CATEGORY = { namaKategori: '', kategoriProdukId: null, urutan: 0, icon: '', deskripsi: '', fotoIconUrl: null };

/** Add a web category; 'Kategori web baru berhasil ditambahkan!' then the grid after 1.5 s. */
export const CategoryCreate = () => {
  const { createMutationOptions, leaving } = useSaveFeedback(WEB_CATEGORY_RESOURCE, categoryFeedback, { redirectAfterMs: REDIRECT_AFTER_SAVE_MS });
  return (
    <Create title={webKategoriProdukMessages.createTitle} record={NEW_CATEGORY} mutationOptions={createMutationOptions}>
      <CategoryForm leaving={leaving} />
    </Create>
  );
};
