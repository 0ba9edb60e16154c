/** Pure rules of the image pipeline (spec sections 3, 5 and 9). */
export { isRoughlySquare, SQUARE_TOLERANCE } from './aspectRatio';
export { baseName, fileExtension, randomToken, storageFileName, withExtension } from './fileName';
export { formatBytes } from './formatBytes';
export { ACCEPTED_IMAGE_TYPES, ALLOWED_IMAGE_EXTENSIONS, CATEGORY_ICON_MAX_BYTES, MAX_IMAGE_BYTES, SKIP_WEBP_UNDER_BYTES } from './limits';
export { shouldSkipOptimisation, targetSize, type Size } from './optimisationRules';
export { imageProfiles, type ImageProfile, type ImageProfileName } from './profiles';
export { savingColour, savingPercent, type SavingColour } from './saving';
export { existingImages, existingUrls, type ExistingUploadedImage, type NewUploadedImage, type UploadedImage } from './uploadedImage';
export { uploadFailedAtMessage, uploadFailedMessage } from './uploadMessages';
export {
  defaultImageValidationMessages,
  IMAGE_FORMAT_MIME,
  IMAGE_SIGNATURE_BYTES,
  imageFormatOf,
  validateImageBytes,
  validateImageFile,
  type ImageFormat,
  type FileLike,
  type ImageValidationMessages,
  type ImageValidationOptions,
} from './validateImageFile';
