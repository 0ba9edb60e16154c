import { useCallback } from 'react';
import { CATEGORY_ICON_BUCKET } from './rules';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { useImageStorage } from '../../providers/useImageStorage';
import { iconUploadErrorMessage } from './iconUploadError';

/**
 * Stores a category's icon photo when the form is saved: the backend's upload-file, bucket
 * 'kategori-icons', whatever storage is configured (catalogue spec §7). `iconUrl` resolves to the URL to
 * save (the stored one when unchanged, null when removed) or rejects with the spec's text.
 */
export const useWebKategoriProdukIconUpload = () => {
  const { uploadImages, progress } = useImageStorage({ backendOnly: true });

  const iconUrl = useCallback(
    async (photos: readonly UploadedImage[]): Promise<string | null> => {
      try {
        const [url] = await uploadImages(photos.slice(0, 1), { bucket: CATEGORY_ICON_BUCKET });
        return url ?? null;
      } catch (error) {
        throw new Error(iconUploadErrorMessage(error), { cause: error });
      }
    },
    [uploadImages],
  );

  return { iconUrl, progress };
};
