import { DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { useDeleteRecord } from '../../components/useDeleteRecord';
import { format } from '../../i18n/format';
import { GRID_TOAST_MS, WEB_KATEGORI_PRODUK } from './constants';
import { webKategoriProdukMessages } from './messages';
import type { WebKategoriProduk } from './schemas';

interface WebKategoriProdukDeleteDialogProps {
  /** The category asked about; kept while the dialog closes so its title does not change mid-fade. */
  category: WebKategoriProduk | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The spec's confirmation before deleting a category, opened from the card's menu; the one delete flow,
 * with the grid's 3 s toast for the success.
 */
export const WebKategoriProdukDeleteDialog = ({ category, open, onClose }: WebKategoriProdukDeleteDialogProps) => {
  const { remove, isPending } = useDeleteRecord<WebKategoriProduk>(WEB_KATEGORI_PRODUK, webKategoriProdukMessages, { toastMs: GRID_TOAST_MS });
  return (
    <DeleteConfirmDialog
      open={open && category !== null}
      title={format(webKategoriProdukMessages.deleteConfirmTitle, { name: category?.namaKategori ?? '' })}
      content={webKategoriProdukMessages.deleteConfirm}
      pending={isPending}
      onConfirm={() => {
        if (category && open) void remove(category).finally(onClose);
      }}
      onClose={onClose}
    />
  );
};
