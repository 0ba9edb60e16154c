/** Upload limits of catalogue spec §5 and §9. */

/** Every uploader except the category icon: 2 MB. */
export const MAX_IMAGE_BYTES = 2_097_152;

/** The category icon: 1 MB (its own messages, see the category form). */
export const CATEGORY_ICON_MAX_BYTES = 1_048_576;

/** WebP files smaller than this are already light enough and are uploaded as they are. */
export const SKIP_WEBP_UNDER_BYTES = 512_000;

/** Extensions the uploaders accept, lower case, without the dot. */
export const ALLOWED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** What the file picker offers (react-dropzone `accept`). */
export const ACCEPTED_IMAGE_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
} as const;
