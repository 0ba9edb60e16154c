import { dataUrlBytes, INLINE_FILE_TYPES, parseDataUrl, sniffFileType, type InlineFileType } from '../domain/fileType';
import { safeHref } from '../domain/safeUrl';

/** The name a file of unknown kind is saved under: nothing in it (name or extension) comes from the sender. */
export const NEUTRAL_FILE_NAME = 'lampiran.bin';

export type OpenFileResult = 'opened' | 'downloaded' | 'elsewhere' | 'refused';

const openBlob = (bytes: Uint8Array, type: InlineFileType): void => {
  const objectUrl = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
};

/** Saves bytes as an opaque file: a download never renders, whatever the bytes are. */
const saveBlob = (bytes: Uint8Array): void => {
  const objectUrl = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = NEUTRAL_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
};

/** Opens bytes the way their magic number allows: PNG, JPEG, WebP and PDF in a new tab as a blob of that type; anything else downloaded. */
const openBytes = (bytes: Uint8Array): OpenFileResult => {
  const type = sniffFileType(bytes.subarray(0, 16));
  if (type && (INLINE_FILE_TYPES as readonly string[]).includes(type)) {
    openBlob(bytes, type);
    return 'opened';
  }
  saveBlob(bytes);
  return 'downloaded';
};

/**
 * Opens a file a customer or the server supplied, never as a page of this app: a `data:` URL is decoded
 * and its own bytes decide (`openBytes`); an http(s) URL or site path is fetched and its bytes decide
 * too; a cross-site file that cannot be read here (CORS) opens on its own site, whose pages cannot read
 * this app's storage. Any other link (`javascript:`, a malformed data: URL) is refused.
 */
export const openFile = async (url: string): Promise<OpenFileResult> => {
  const data = parseDataUrl(url);
  if (data) {
    const bytes = dataUrlBytes(data);
    return bytes ? openBytes(bytes) : 'refused';
  }
  const href = safeHref(url);
  if (!href) return 'refused';
  const target = new URL(href, window.location.href);
  try {
    const response = await fetch(target, { credentials: 'omit' });
    if (!response.ok) throw new Error(String(response.status));
    return openBytes(new Uint8Array(await response.arrayBuffer()));
  } catch {
    if (target.origin === window.location.origin) return 'refused';
    window.open(target.href, '_blank', 'noopener,noreferrer');
    return 'elsewhere';
  }
};

/** `window.open` of a stored link in a new tab when the link rule allows it; false (nothing opened) otherwise. */
export const openSafeUrl = (value: unknown): boolean => {
  const href = safeHref(value);
  if (!href) return false;
  window.open(href, '_blank', 'noopener,noreferrer');
  return true;
};
