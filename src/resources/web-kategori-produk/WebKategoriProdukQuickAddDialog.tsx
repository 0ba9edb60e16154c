import { useId, useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, useCreate, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorMessage } from '../../api/errors';
import { webKategoriProdukSchema, type WebKategoriProduk } from './schemas';
import { UploadProgress } from '../../components/image-uploader';
import { validateWebKategoriProduk } from './rules';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { WebKategoriProdukFields } from './WebKategoriProdukFields';
import { WEB_KATEGORI_PRODUK } from './constants';
import { useWebKategoriProdukIconUpload } from './useWebKategoriProdukIconUpload';
import { webKategoriProdukMessages } from './messages';
import { DialogSaveActions } from '../../components/DialogSaveActions';

interface WebKategoriProdukQuickAddDialogProps {
  open: boolean;
  onClose: () => void;
  /** The category as stored, so the caller can select it at once. */
  onCreated: (category: WebKategoriProduk) => void;
}

// The older quick-add sent the POS link as `kategori_produk_id` (catalogue spec §7); the server takes both.
const NEW_CATEGORY = { namaKategori: '', kategori_produk_id: null, urutan: 0, icon: '', deskripsi: '' };

/**
 * Add a web category without leaving the current form (the product form uses it): name, POS link,
 * order, emoji, icon photo and description with AI generation. A failure keeps everything typed and
 * shows the server's text; the dialog cannot be closed or sent twice while saving.
 */
export const WebKategoriProdukQuickAddDialog = ({ open, onClose, onCreated }: WebKategoriProdukQuickAddDialogProps) => {
  const notify = useNotify();
  const [create] = useCreate<WebKategoriProduk>();
  const { iconUrl, progress } = useWebKategoriProdukIconUpload();
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [optimising, setOptimising] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = saving || optimising;
  const titleId = useId();
  // A new key after a save starts the next category from an empty form, even if the dialog stays open.
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    if (saving) return;
    setError(null);
    // The dialog's content (and the uploader that owns the photo's preview) unmounts on close.
    setPhotos([]);
    onClose();
  };

  const submit = async (values: FieldValues) => {
    if (busy) return;
    setSaving(true);
    setError(null);
    try {
      let fotoIconUrl: string | null;
      try {
        fotoIconUrl = await iconUrl(photos);
      } catch (uploadError) {
        setError((uploadError as Error).message);
        return;
      }
      const stored: unknown = await create(WEB_KATEGORI_PRODUK, { data: { ...values, fotoIconUrl } }, { returnPromise: true });
      notify(webKategoriProdukMessages.created, { type: 'success' });
      setPhotos([]);
      setFormKey((key) => key + 1);
      // The create answer is not declared by the spec; read it like a category so the POS link has one name.
      const parsed = webKategoriProdukSchema.safeParse(stored);
      onCreated(parsed.success ? parsed.data : (stored as WebKategoriProduk));
      onClose();
    } catch (caught) {
      // The server's text, else the dialog's own 'Gagal menyimpan kategori.' (the resource's fallback is
      // the page form's wording); no answer at all keeps its own explanation.
      setError(errorMessage(caught, webKategoriProdukMessages.saveFailedDialog));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {/* react-admin's Form stops its submit event, so it never reaches the product form around the dialog. */}
      <Form key={formKey} record={NEW_CATEGORY} onSubmit={submit} validate={validateWebKategoriProduk} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{webKategoriProdukMessages.quickAddTitle}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="quick-add-error">
              {error}
            </Alert>
          )}
          <WebKategoriProdukFields variant="dialog" photos={photos} onPhotosChange={setPhotos} onPhotoBusyChange={setOptimising} disabled={saving} />
          <UploadProgress progress={progress} />
        </DialogContent>
        <DialogSaveActions onCancel={close} saving={saving} saveDisabled={busy} />
      </Form>
    </Dialog>
  );
};
