import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { ProdukWebFormValues } from './rules/formValues';
import type { ProdukWebWithPhotoUrls } from './rules/payload';
import type { ProdukWebFormMode } from './rules/validation';
import { useImageStorage } from '../../providers/useImageStorage';
import { produkWebKeys } from './hooks';
import { REDIRECT_AFTER_SAVE_MS, useBackToList } from '../../components/useSaveFeedback';
import { storeProdukWebPhotos } from './storeProdukWebPhotos';
import { produkWebMessages } from './messages';

const RESOURCE = 'produk-web';

/**
 * Saving a product: photos first (a refused upload stops there), then POST or PUT. A failure of either
 * step shows its message beside the save button and leaves the form, photos included, as it was; success shows the spec's
 * message and returns to the list after 1.5 s, the form staying locked meanwhile.
 */
export const useProdukWebSave = (mode: ProdukWebFormMode) => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { uploadImages, progress } = useImageStorage();
  const [failure, setFailure] = useState<string | null>(null);
  const { leaving: saved, leave } = useBackToList(RESOURCE, REDIRECT_AFTER_SAVE_MS);
  const fallback = mode === 'create' ? produkWebMessages.createFailed : produkWebMessages.updateFailed;

  // Shown beside the save button until the next attempt: a toast would vanish before a long form is checked.
  const fail = (text: string) => setFailure(text);

  const submit = async (values: ProdukWebFormValues) => {
    if (saved) return;
    setFailure(null);
    let stored: ProdukWebWithPhotoUrls;
    try {
      stored = await storeProdukWebPhotos(values, uploadImages);
    } catch (error) {
      // Already the spec's 'Gagal unggah {path}: ...'.
      fail(error instanceof Error && error.message ? error.message : fallback);
      return;
    }
    try {
      if (mode === 'create') await dataProvider.create(RESOURCE, { data: stored });
      else await dataProvider.update(RESOURCE, { id: values.id as NonNullable<ProdukWebFormValues['id']>, data: stored, previousData: { id: values.id as NonNullable<ProdukWebFormValues['id']> } });
    } catch (error) {
      fail(errorMessage(error, fallback));
      return;
    }
    // The list, the edit view and the unlinked cashier products all changed.
    // Marked stale, not refetched now: a refetch would drop the just-linked cashier products from the
    // pickers' options and blank them while the form still shows what was saved (until it leaves).
    void queryClient.invalidateQueries({ queryKey: produkWebKeys.all, refetchType: 'none' });
    leave(mode === 'create' ? produkWebMessages.created : produkWebMessages.updated);
  };

  return { submit, progress, failure, saved };
};
