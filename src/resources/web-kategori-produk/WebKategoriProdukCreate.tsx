import { Create } from 'react-admin';
import { REDIRECT_AFTER_SAVE_MS, useSaveFeedback } from '../../components/useSaveFeedback';
import { webKategoriProdukFeedback } from './webKategoriProdukFeedback';
import { WEB_KATEGORI_PRODUK } from './constants';
import { WebKategoriProdukForm } from './WebKategoriProdukForm';
import { webKategoriProdukMessages } from './messages';

const NEW_CATEGORY = { namaKategori: '', kategoriProdukId: null, urutan: 0, icon: '', deskripsi: '', fotoIconUrl: null };

/** Add a web category; 'Kategori web baru berhasil ditambahkan!' then the grid after 1.5 s. */
export const WebKategoriProdukCreate = () => {
  const { createMutationOptions, leaving } = useSaveFeedback(WEB_KATEGORI_PRODUK, webKategoriProdukFeedback, { redirectAfterMs: REDIRECT_AFTER_SAVE_MS });
  return (
    <Create title={webKategoriProdukMessages.createTitle} record={NEW_CATEGORY} mutationOptions={createMutationOptions}>
      <WebKategoriProdukForm leaving={leaving} />
    </Create>
  );
};
