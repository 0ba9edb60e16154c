import { isSafeUrl } from './validation';

/**
 * What a file is by its own bytes (its magic number), never by its name or declared type: the only
 * types the back office shows inline. A file of any other kind is downloaded, never opened as a page.
 */
export const INLINE_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type InlineFileType = (typeof INLINE_FILE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean => signature.every((byte, i) => bytes[at + i] === byte);

/** The inline type the first bytes of a file say it is (12 bytes are enough), or null. */
export const sniffFileType = (bytes: Uint8Array): InlineFileType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
};

export const isInlineImageType = (type: InlineFileType | null): boolean => type === 'image/png' || type === 'image/jpeg' || type === 'image/webp';

export interface DataUrl {
  /** The media type the URL declares (lower case, without parameters); '' when it declares none. */
  mimeType: string;
  base64: boolean;
  /** The encoded payload after the comma. */
  payload: string;
}

const DATA_URL = /^data:([^,]*),/i;

/** A `data:` URL's parts, or null when the value is not one. */
export const parseDataUrl = (url: string): DataUrl | null => {
  const match = DATA_URL.exec(url);
  if (!match) return null;
  const meta = (match[1] ?? '').split(';').map((part) => part.trim().toLowerCase());
  return { mimeType: meta[0] ?? '', base64: meta.slice(1).includes('base64'), payload: url.slice(match[0].length) };
};

const base64Bytes = (text: string): Uint8Array | null => {
  try {
    const binary = atob(text.replace(/\s/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
};

/** Percent-decoding to bytes: '%XX' is one byte, any other character its UTF-8. */
const percentBytes = (text: string): Uint8Array => {
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      const point = text.codePointAt(i) ?? 0;
      const char = String.fromCodePoint(point);
      out.push(...encoder.encode(char));
      i += char.length - 1;
    }
  }
  return Uint8Array.from(out);
};

/** The bytes a data: URL holds (the first `limit` characters of its payload only, when given); null when they cannot be read. */
export const dataUrlBytes = (data: DataUrl, limit?: number): Uint8Array | null => {
  if (!data.base64) return percentBytes(limit === undefined ? data.payload : data.payload.slice(0, limit));
  // A multiple of 4 base64 characters decodes on its own.
  const payload = limit === undefined ? data.payload : data.payload.replace(/\s/g, '').slice(0, Math.ceil(limit / 4) * 4);
  return base64Bytes(payload);
};

/** The inline type a data: URL's first bytes say (read from its first few characters only, cheap on a 5 MB file). */
export const sniffDataUrl = (url: string): InlineFileType | null => {
  const data = parseDataUrl(url);
  const bytes = data && dataUrlBytes(data, 24);
  return bytes ? sniffFileType(bytes) : null;
};

export type StoredFileProblem = 'url' | 'content';

/**
 * Whether a server may store a file link of a declared type: an http(s) URL or a path on this site
 * (`isSafeUrl`), or a base64 data: URL (what an upload answers) that declares that type and whose bytes
 * are of that type. 'url' for any other link, 'content' when the bytes are not what is declared.
 */
export const storedFileProblem = (url: string, declaredType: string): StoredFileProblem | null => {
  const data = parseDataUrl(url);
  if (!data) return isSafeUrl(url) ? null : 'url';
  if (!data.base64) return 'url';
  const declared = declaredType.trim().toLowerCase();
  if (data.mimeType !== declared) return 'content';
  const bytes = dataUrlBytes(data, 24);
  return bytes && sniffFileType(bytes) === declared ? null : 'content';
};
