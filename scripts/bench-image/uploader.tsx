import { Box, Button, Card, CardContent, CardHeader, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, memoryStore } from 'react-admin';
import { HttpError } from '../../src/api/errors';
import { CATEGORY_ICON_MAX_BYTES, ImageUploader, UploadProgress, useImageStorage, type UploadedImage } from '../../src/components/image-uploader';
import type { ShopDataProvider } from '../../src/providers/dataProvider';
import type { UploadFileParams } from '../../src/providers/storage';
import { i18nProvider } from '../../src/providers/i18nProvider';
import storedPhoto from '../../tests/fixtures/images/produk-kecil-400.webp?url';

/**
 * Every state of the ImageUploader on one page, for screenshots in Chromium with the real worker.
 * Uploads go to a stand-in `uploadFile` that answers after 400 ms (or refuses, with the switch on).
 */
const failing = { on: false };
const uploadFile = async ({ file }: UploadFileParams): Promise<string> => {
  await new Promise((resolve) => setTimeout(resolve, 400));
  if (failing.on) throw new HttpError('Bucket penyimpanan penuh', 507);
  return URL.createObjectURL(file);
};
// Only the upload endpoint is called on this page; react-admin's CRUD methods never are.
const dataProvider = {
  call: (_endpoint: unknown, options?: { body?: unknown }) => uploadFile(options?.body as UploadFileParams),
  hasToken: async () => true,
} as unknown as ShopDataProvider;

const Gallery = () => {
  const [photos, setPhotos] = useState<UploadedImage[]>([{ kind: 'existing', id: 'stored-1', url: storedPhoto }]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');
  const [fail, setFail] = useState(false);
  const { uploadImages, progress } = useImageStorage();
  const save = async () => {
    failing.on = fail;
    setResult('');
    try {
      const urls = await uploadImages(photos, { bucket: 'produk-web', folder: 'gallery' });
      setResult(`${urls.length} URL tersimpan.`);
    } catch (error) {
      setResult(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Stack spacing={2}>
      <ImageUploader label="Foto Galeri" value={photos} onChange={setPhotos} maxFiles={5} profile="product" squareHint onBusyChange={setBusy} testId="gallery" />
      <UploadProgress progress={progress} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={save} disabled={busy || progress !== null}>
          Simpan
        </Button>
        <FormControlLabel control={<Switch checked={fail} onChange={(event) => setFail(event.target.checked)} />} label="Penyimpanan menolak" />
      </Stack>
      {result ? <Typography data-testid="save-result">{result}</Typography> : null}
    </Stack>
  );
};

const Single = ({ label, ...props }: { label: string } & Partial<Parameters<typeof ImageUploader>[0]>) => {
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  return <ImageUploader label={label} value={photos} onChange={setPhotos} maxFiles={1} profile="product" {...props} />;
};

const Page = () => (
  <Box sx={{ p: 3, maxWidth: 900, display: 'grid', gap: 3 }}>
    <Card>
      <CardHeader title="Foto Utama" />
      <CardContent>
        <Single label="Foto Utama" squareHint testId="main" />
      </CardContent>
    </Card>
    <Card>
      <CardHeader title="Galeri" />
      <CardContent>
        <Gallery />
      </CardContent>
    </Card>
    <Card>
      <CardHeader title="Ikon kategori" />
      <CardContent>
        <Single
          label="Foto Icon"
          profile="category"
          maxBytes={CATEGORY_ICON_MAX_BYTES}
          messages={{ tooLarge: 'Ukuran file maksimal 1MB. Kompres gambar atau gunakan resolusi 128x128px.', notImage: 'File harus berupa gambar.' }}
          testId="icon"
        />
      </CardContent>
    </Card>
    <Card>
      <CardHeader title="Nonaktif" />
      <CardContent>
        <Single label="Foto Varian" disabled testId="disabled" />
      </CardContent>
    </Card>
  </Box>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <Page />
    </AdminContext>
  </StrictMode>,
);
