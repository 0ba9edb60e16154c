import { Edit } from 'react-admin';
import { REDIRECT_AFTER_SAVE_MS, useSaveFeedback } from '../../components/useSaveFeedback';
import { webKategoriProdukFeedback } from './webKategoriProdukFeedback';
import { WEB_KATEGORI_PRODUK } from './constants';
import { WebKategoriProdukForm, WebKategoriProdukFormLoading } from './WebKategoriProdukForm';
import { webKategoriProdukMessages } from './messages';

/**
 * The form mounts only once its record is there (react-admin's Edit), so the stored icon photo is in
 * the uploader from the start; skeleton fields until then. Pessimistic: a failed save leaves the form
 * exactly as typed, with the server's error. A record that cannot be loaded shows 'Gagal memuat data
 * kategori.' (or the server's text) back on the grid. Success: the message, the grid after 1.5 s.
 */
export const WebKategoriProdukEdit = () => {
  const { editMutationOptions, editQueryOptions, leaving } = useSaveFeedback(WEB_KATEGORI_PRODUK, webKategoriProdukFeedback, {
    redirectAfterMs: REDIRECT_AFTER_SAVE_MS,
  });
  return (
    <Edit
      title={webKategoriProdukMessages.editTitle}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={editMutationOptions}
      queryOptions={editQueryOptions}
      loading={<WebKategoriProdukFormLoading title={webKategoriProdukMessages.editTitle} />}
    >
      <WebKategoriProdukForm leaving={leaving} />
    </Edit>
  );
};
