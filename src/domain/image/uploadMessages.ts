import { imageMessages } from '../../i18n/messages/image';
import { format } from '../../i18n/format';

/** Catalogue spec §8 (product add): 'Gagal unggah {path}: ...' for a file the storage refused. */
export const uploadFailedAtMessage = (path: string, reason: string): string =>
  format(imageMessages.uploadFailedAt, { path, reason });

/** Catalogue spec §8 (product edit): 'Gagal unggah: {message}'. */
export const uploadFailedMessage = (message: string): string => format(imageMessages.uploadFailed, { message });
