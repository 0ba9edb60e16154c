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
 * Spec section 5 (Image upload, Category icon): the message for a file the uploader refuses, or null.
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
