import { useState } from 'react';
import { Box, Card, Skeleton, Stack } from '@mui/material';
import { SaveButton, SimpleForm, Title, Toolbar, useNotify, useRecordContext, useSaveContext } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { WebKategoriProduk } from './schemas';
import { RouteButton } from '../../components/RouteButton';
import { UploadProgress } from '../../components/image-uploader';
import { validateWebKategoriProduk } from './rules';
import { existingImages, type UploadedImage } from '../../domain/image/uploadedImage';
import { webKategoriProdukRoutes } from './routes';
import { WebKategoriProdukFields } from './WebKategoriProdukFields';
import { WebKategoriProdukPreview } from './WebKategoriProdukPreview';
import { useWebKategoriProdukIconUpload } from './useWebKategoriProdukIconUpload';
import { messages } from '../../i18n/messages';

/** Save stays disabled while a photo is optimised, while saving, and once saved (the grid is coming). */
const WebKategoriProdukToolbar = ({ locked }: { locked: boolean }) => {
  const { isSubmitting } = useFormState();
  const busy = locked || isSubmitting;
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable={!busy} disabled={busy} />
      <RouteButton to={webKategoriProdukRoutes.list()} label={messages.common.cancel} />
    </Toolbar>
  );
};

/**
 * The one form body of add and edit: fields on the left, the live preview card on the right. On save
 * the icon photo is stored first (bucket 'kategori-icons'); if that fails nothing is sent and the form
 * keeps everything, photo included.
 */
export const WebKategoriProdukForm = ({ leaving }: { leaving: boolean }) => {
  const record = useRecordContext<WebKategoriProduk>();
  const { save } = useSaveContext();
  const notify = useNotify();
  const [photos, setPhotos] = useState<UploadedImage[]>(() => existingImages([record?.fotoIconUrl]));
  const [optimising, setOptimising] = useState(false);
  const { iconUrl, progress } = useWebKategoriProdukIconUpload();

  const submit = async (values: FieldValues) => {
    if (optimising || leaving || !save) return;
    let fotoIconUrl: string | null;
    try {
      fotoIconUrl = await iconUrl(photos);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return;
    }
    return save({ ...values, fotoIconUrl });
  };

  return (
    <SimpleForm onSubmit={submit} validate={validateWebKategoriProduk} toolbar={<WebKategoriProdukToolbar locked={leaving || optimising} />} warnWhenUnsavedChanges>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' }, width: '100%', alignItems: 'start' }}>
        <Box sx={{ minWidth: 0, maxWidth: 640 }}>
          <WebKategoriProdukFields variant="page" photos={photos} onPhotosChange={setPhotos} onPhotoBusyChange={setOptimising} disabled={leaving} />
          <UploadProgress progress={progress} />
        </Box>
        <WebKategoriProdukPreview photos={photos} />
      </Box>
    </SimpleForm>
  );
};

/** The edit page while its record loads: the same card, with skeleton fields. */
export const WebKategoriProdukFormLoading = ({ title }: { title: string }) => (
  <Card sx={{ mt: 2 }}>
    <Title title={title} />
    <Stack spacing={2} sx={{ maxWidth: 640, p: 2 }} data-testid="category-form-loading" aria-busy="true">
      {[1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rounded" height={48} />
      ))}
      <Skeleton variant="rounded" height={96} />
    </Stack>
  </Card>
);
