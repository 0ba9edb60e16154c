import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { ProductFormValues } from './rules/formValues';
import type { ProductWithPhotoUrls } from './rules/payload';
import type { ProductFormMode } from './rules/validation';
import { useImageStorage } from '../../providers/useImageStorage';
import { produkWebKeys } from './hooks';
import { produkWebRoutes } from './routes';
import { REDIRECT_AFTER_SAVE_MS } from '../useSaveFeedback';
import { storeProductPhotos } from './storeProductPhotos';
import { produkWebMessages } from './messages';

const RESOURCE = 'produk-web';

/**
 * Saving a product: photos first (a refused upload stops there), then POST or PUT. A failure of either
 * step shows its message beside the save button and leaves the form, photos included, as it was; success shows the spec's
 * message and returns to the list after 1.5 s, the form staying locked meanwhile.
 */
export const useProductSave = (mode: ProductFormMode) => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const redirect = useRedirect();
  const { uploadImages, progress } = useImageStorage();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fallback = mode === 'create' ? produkWebMessages.createFailed : produkWebMessages.updateFailed;

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => redirect(produkWebRoutes.list()), REDIRECT_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saved, redirect]);

  // Shown beside the save button until the next attempt: a toast would vanish before a long form is checked.
  const fail = (text: string) => setFailure(text);

  const submit = async (values: ProductFormValues) => {
    if (saved) return;
    setFailure(null);
    let stored: ProductWithPhotoUrls;
    try {
      stored = await storeProductPhotos(values, uploadImages);
    } catch (error) {
      // Already the spec's 'Gagal unggah {path}: ...'.
      fail(error instanceof Error && error.message ? error.message : fallback);
      return;
    }
    try {
      if (mode === 'create') await dataProvider.create(RESOURCE, { data: stored });
      else await dataProvider.update(RESOURCE, { id: values.id as NonNullable<ProductFormValues['id']>, data: stored, previousData: { id: values.id as NonNullable<ProductFormValues['id']> } });
    } catch (error) {
      fail(errorMessage(error, fallback));
      return;
    }
    // The list, the edit view and the unlinked cashier products all changed.
    void queryClient.invalidateQueries({ queryKey: produkWebKeys.all });
    notify(mode === 'create' ? produkWebMessages.created : produkWebMessages.updated, { type: 'success' });
    setSaved(true);
  };

  return { submit, progress, failure, saved };
};
