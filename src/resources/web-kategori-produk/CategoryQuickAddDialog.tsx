import { useId, useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useCreate, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { ContractError, errorMessage, HttpError, messageFromBody } from '../../api/errors';
import { webKategoriSchema, type WebKategori } from './schemas';
import { UploadProgress } from '../../components/image-uploader';
import { validateCategory } from './rules';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { messages } from '../../i18n/messages';
import { CategoryFields } from './CategoryFields';
import { WEB_CATEGORY_RESOURCE } from './categoryResource';
import { useCategoryIconUpload } from './useCategoryIconUpload';
import { webKategoriProdukMessages } from './messages';

/**
 * The server's text, else the dialog's own fallback 'Gagal menyimpan kategori.' (the resource's
 * fallback is the page form's wording). Network and contract failures keep their own explanation.
 */
const saveErrorMessage = (error: unknown): string =>
  error instanceof HttpError && !(error instanceof ContractError) && error.status >= 400
    ? messageFromBody(error.body, webKategoriProdukMessages.saveFailedDialog)
    : errorMessage(error, webKategoriProdukMessages.saveFailedDialog);

interface CategoryQuickAddDialogProps {
  open: boolean;
  onClose: () => void;
  /** The category as stored, so the caller can select it at once. */
  onCreated: (category: WebKategori) => void;
}

// The older quick-add sent the POS link as `kategori_produk_id` (spec section 7); the server takes both.
const NEW_CATEGORY = { namaKategori: '', kategori_produk_id: null, urutan: 0, icon: '', deskripsi: '' };

/**
 * Add a web category without leaving the current form (the product form uses it): name, POS link,
 * order, emoji, icon photo and description with AI generation. A failure keeps everything typed and
 * shows the server's text; the dialog cannot be closed or sent twice while saving.
 */
export const CategoryQuickAddDialog = ({ open, onClose, onCreated }: CategoryQuickAddDialogProps) => {
  const notify = useNotify();
  const [create] = useCreate<WebKategori>();
  const { iconUrl, progress } = useCategoryIconUpload();
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
      const stored: unknown = await create(WEB_CATEGORY_RESOURCE, { data: { ...values, fotoIconUrl } }, { returnPromise: true });
      notify(webKategoriProdukMessages.created, { type: 'success' });
      setPhotos([]);
      setFormKey((key) => key + 1);
      // The create answer is not declared by the spec; read it like a category so the POS link has one name.
      const parsed = webKategoriSchema.safeParse(stored);
      onCreated(parsed.success ? parsed.data : (stored as WebKategori));
      onClose();
    } catch (caught) {
      setError(saveErrorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {/* react-admin's Form stops its submit event, so it never reaches the product form around the dialog. */}
      <Form key={formKey} record={NEW_CATEGORY} onSubmit={submit} validate={validateCategory} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{webKategoriProdukMessages.quickAddTitle}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="quick-add-error">
              {error}
            </Alert>
          )}
          <CategoryFields variant="dialog" photos={photos} onPhotosChange={setPhotos} onPhotoBusyChange={setOptimising} disabled={saving} />
          <UploadProgress progress={progress} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {saving ? messages.common.saving : messages.common.save}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
