import { errorMessage, HttpError } from '../../api/errors';
import { messages } from '../../i18n/messages';
import { webKategoriProdukMessages } from './messages';
import { format } from '../../i18n/format';

/**
 * Catalogue spec §5 and §8 for a failed icon upload: 'Gagal mendapatkan URL foto.' when the server stored nothing
 * it could point to, 'Gagal upload foto: {reason}' when it said why, else 'Gagal upload foto.'. The
 * shared storage wraps the cause in its product wording ('Gagal unggah {path}: ...'), so read the cause.
 */
export const iconUploadErrorMessage = (error: unknown): string => {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (cause instanceof HttpError && cause.message === messages.upload.noUrl) return webKategoriProdukMessages.photoNoUrl;
  const reason = errorMessage(cause, '');
  return reason ? format(webKategoriProdukMessages.photoUploadFailed, { error: reason }) : webKategoriProdukMessages.photoUploadFailedPlain;
};
