import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { WebKategori } from './schemas';
import { messages } from '../../i18n/messages';
import { GRID_TOAST_MS, WEB_CATEGORY_RESOURCE } from './categoryResource';
import { webKategoriProdukMessages } from './messages';

interface CategoryDeleteDialogProps {
  /** The category asked about; kept while the dialog closes so its title does not change mid-fade. */
  category: WebKategori | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The spec's confirmation before deleting a category. Pessimistic and sent once: the buttons are
 * disabled while the request runs; the grid's toast reports the outcome (3 s for the success).
 */
export const CategoryDeleteDialog = ({ category, open, onClose }: CategoryDeleteDialogProps) => {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<WebKategori>();

  const confirm = () => {
    if (!category || !open || isPending) return;
    remove(
      WEB_CATEGORY_RESOURCE,
      { id: category.id, previousData: category },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          notify(webKategoriProdukMessages.deleted, { type: 'success', autoHideDuration: GRID_TOAST_MS });
        },
        onError: (error) => {
          onClose();
          notify(errorMessage(error, webKategoriProdukMessages.deleteFailed), { type: 'error' });
        },
      },
    );
  };

  return (
    <Confirm
      isOpen={open && category !== null}
      loading={isPending}
      title={webKategoriProdukMessages.deleteConfirmTitle}
      titleTranslateOptions={{ name: category?.namaKategori ?? '' }}
      content={webKategoriProdukMessages.deleteConfirm}
      confirm={messages.common.delete}
      confirmColor="warning"
      ConfirmIcon={DeleteIcon}
      onConfirm={confirm}
      onClose={() => {
        if (!isPending) onClose();
      }}
    />
  );
};
