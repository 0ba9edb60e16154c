import { useCallback, useContext, useMemo, useRef, useState } from 'react';
import { config } from '../config';
import type { UploadedImage } from '../domain/image/uploadedImage';
import { DataProviderContext } from 'react-admin';
import type { ShopDataProvider } from './dataProvider';
import { useApiCall } from './queries';
import { createImageStorage, uploadImageList, uploadViaBackend, type StoredNaming, type UploadProgressState } from './storage';

export type { UploadProgressState } from './storage';

const supabaseSettings = config.supabaseUrl && config.supabaseAnonKey ? { url: config.supabaseUrl, anonKey: config.supabaseAnonKey } : null;

/**
 * Uploads a form's images through the one storage adapter (Supabase Storage when configured, else the
 * backend's upload-file) and reports progress while it does. Files stored by an earlier attempt of the
 * same form are not uploaded again when a failed save is retried.
 */
export const useImageStorage = ({ backendOnly = false }: { backendOnly?: boolean } = {}) => {
  const call = useApiCall();
  const dataProvider = useContext(DataProviderContext) as ShopDataProvider;
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  const uploaded = useRef(new WeakMap<File, string>());
  const storage = useMemo(
    // backendOnly: pictures the spec sends to the backend's upload-file whatever storage is configured (banners).
    () =>
      createImageStorage({
        supabase: backendOnly ? null : supabaseSettings,
        uploadFile: (params) => uploadViaBackend(call, () => dataProvider.hasToken(), params),
        hasToken: () => dataProvider.hasToken(),
      }),
    [call, dataProvider, backendOnly],
  );

  const uploadImages = useCallback(
    async (images: readonly UploadedImage[], target: { bucket: string; folder?: string; naming?: StoredNaming }): Promise<string[]> => {
      try {
        return await uploadImageList(storage, images, target, { onProgress: setProgress, uploaded: uploaded.current });
      } finally {
        setProgress(null);
      }
    },
    [storage],
  );

  return { uploadImages, progress };
};
