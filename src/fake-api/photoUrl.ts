import { isSafeUrl } from '../domain/validation';

/**
 * The photos the fake backend itself hands out: its upload answers with the file in a base64 data: URL
 * and its seed draws pictures as SVG data: URLs (there is no file store). A real backend would see
 * short https URLs there instead.
 */
const FAKE_PHOTO_DATA_URL = /^data:image\/(?:jpeg|png|webp|gif);base64,|^data:image\/svg\+xml;(?:utf8|base64),/;

/**
 * A photo URL the fake server stores: an http(s) URL or a site path (domain/validation's `isSafeUrl`),
 * or one of its own data: URLs; never `javascript:` or a data: URL of another kind.
 */
export const isStorablePhotoUrl = (value: string): boolean => isSafeUrl(value) || FAKE_PHOTO_DATA_URL.test(value);
