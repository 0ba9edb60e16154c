import { isInlineImageType, parseDataUrl, sniffDataUrl } from '../../../domain/fileType';
import { safeImageSrc } from '../../../domain/safeUrl';
import { once } from '../../../domain/once';
import { format } from '../../../i18n/format';
import { chatManagementMessages as m } from '../messages';
import { CHAT, type AllowedMimeType } from './constants';

/** What the rules read of a picked file (a browser `File` fits). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** A file's name ending, for the few browsers and systems that leave a file's type empty. */
const TYPE_BY_EXTENSION: Record<string, AllowedMimeType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/**
 * The file's type as the spec lists it, or null when it is not one of JPEG, PNG and PDF. The declared
 * type decides; only an empty one falls back to the name's extension.
 */
export const attachmentType = (file: Pick<PickedFile, 'name' | 'type'>): AllowedMimeType | null => {
  const declared = file.type.trim().toLowerCase();
  if (declared) return (CHAT.allowedMimeTypes as readonly string[]).includes(declared) ? (declared as AllowedMimeType) : null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? null;
};

export type AttachmentCheck = { ok: true; mimeType: AllowedMimeType; message: string } | { ok: false; error: string };

/**
 * Operations spec §5: JPEG, PNG or PDF (else the type message) of at most 5 MB, 5242880 bytes (else the size
 * message); a file that passes gives 'File "{file}" siap untuk dikirim'.
 */
export const checkAttachment = (file: PickedFile): AttachmentCheck => {
  const mimeType = attachmentType(file);
  if (!mimeType) return { ok: false, error: m.fileTypeInvalid };
  if (file.size > CHAT.maxFileBytes) return { ok: false, error: m.fileTooLarge };
  return { ok: true, mimeType, message: format(m.fileReady, { file: file.name }) };
};

const kilobytes = once(() => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 0, maximumFractionDigits: 1 }));

/** A file's size in KB as the preview shows it: `12,5 KB` (Indonesian decimal comma), at least 0,1 KB for a non-empty file. */
export const fileSizeKb = (bytes: number): string => {
  const kb = Math.max(0, bytes) / 1024;
  const shown = bytes > 0 ? Math.max(0.1, Math.round(kb * 10) / 10) : 0;
  return format(m.fileSize, { size: kilobytes().format(shown) });
};

/**
 * Whether a file is a picture the conversation shows in an `<img>` (anything else is a link that
 * `openFile` opens by its bytes). A data: URL by its own bytes (PNG, JPEG, WebP), or an SVG the
 * fake's seed draws; an http(s) address declared as an image. An `<img>` runs no script whatever it
 * loads, and `safeImageSrc` keeps every other data: URL and `javascript:` out of its `src`.
 */
export const isPicture = (mimeType: string, fileUrl = ''): boolean => {
  if (safeImageSrc(fileUrl) === null) return false;
  if (fileUrl.startsWith('data:')) return isInlineImageType(sniffDataUrl(fileUrl)) || parseDataUrl(fileUrl)?.mimeType === 'image/svg+xml';
  return mimeType.toLowerCase().startsWith('image/');
};
