import { imageMessages } from '../../i18n/messages/image';

/** Spec section 8 (product add): 'Gagal unggah {path}: ...' for a file the storage refused. */
export const uploadFailedAtMessage = (path: string, reason: string): string =>
  imageMessages.uploadFailedAt.replace('%{path}', path).replace('%{reason}', reason);

/** Spec section 8 (product edit): 'Gagal unggah: {message}'. */
export const uploadFailedMessage = (message: string): string => imageMessages.uploadFailed.replace('%{message}', message);
