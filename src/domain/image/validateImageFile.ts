import { imageMessages } from '../../i18n/messages/image';
import { fileExtension } from './fileName';
import { ALLOWED_IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from './limits';

export interface ImageValidationMessages {
  notImage: string;
  tooLarge: string;
  badFormat: string;
  noExtension: string;
}

export interface ImageValidationOptions {
  maxBytes?: number;
  /** Overrides, e.g. the category icon's 'Ukuran file maksimal 1MB. Kompres gambar ...'. */
  messages?: Partial<ImageValidationMessages>;
}

/** What validation needs of a File (so the rule runs on plain objects in tests and in Node). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export const defaultImageValidationMessages: ImageValidationMessages = {
  notImage: imageMessages.notImage,
  tooLarge: imageMessages.tooLarge,
  badFormat: imageMessages.badFormat,
  noExtension: imageMessages.noExtension,
};

const isAllowedExtension = (extension: string): boolean => (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);

/**
 * Catalogue spec §5 (Image upload, Category icon): the message for a file the uploader refuses, or null.
 * Checked in the order a person can act on: what the file is, its name, then its size.
 */
export const validateImageFile = (file: FileLike, { maxBytes = MAX_IMAGE_BYTES, messages = {} }: ImageValidationOptions = {}): string | null => {
  const text = { ...defaultImageValidationMessages, ...messages };
  // The browser derives `type` from the extension; an empty type with a known extension is still refused
  // below, because nothing then says the bytes are an image.
  if (file.type && !file.type.startsWith('image/')) return text.notImage;
  const extension = fileExtension(file.name);
  if (!extension) return text.noExtension;
  if (!file.type) return text.notImage;
  if (!isAllowedExtension(extension)) return text.badFormat;
  if (file.size > maxBytes) return text.tooLarge;
  return null;
};

/** The image formats recognised by their first bytes; GIF is recognised so it is refused for its format, not as "not an image". */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** How many leading bytes `imageFormatOf` needs (WebP's tag ends at byte 12). */
export const IMAGE_SIGNATURE_BYTES = 12;

export const IMAGE_FORMAT_MIME: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const startsWith = (head: Uint8Array, signature: readonly number[], at = 0): boolean =>
  head.length >= at + signature.length && signature.every((byte, index) => head[at + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/**
 * What the first bytes of a file say it is (its magic number), or null for anything that is not a
 * JPEG, PNG, WebP or GIF. The name and the browser's type only echo the extension: a text file named
 * `.jpg` claims image/jpeg and would be stored as a broken photo.
 */
export const imageFormatOf = (head: Uint8Array): ImageFormat | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  return null;
};

/** Formats the uploaders take (catalogue spec §5: JPG, PNG or WEBP). */
const UPLOADABLE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];

/**
 * The second check, on the file's first bytes (`IMAGE_SIGNATURE_BYTES` of them), after
 * `validateImageFile` passed: 'File harus berupa gambar' when they are no image, the format message
 * for a GIF in disguise; null for a JPEG, PNG or WebP whatever its name says.
 */
export const validateImageBytes = (head: Uint8Array, { messages = {} }: Pick<ImageValidationOptions, 'messages'> = {}): string | null => {
  const text = { ...defaultImageValidationMessages, ...messages };
  const detected = imageFormatOf(head);
  if (!detected) return text.notImage;
  if (!UPLOADABLE_FORMATS.includes(detected)) return text.badFormat;
  return null;
};
