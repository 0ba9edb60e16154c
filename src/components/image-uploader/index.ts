/**
 * The one image pipeline shared by every uploader (issue 3, item 4; catalogue spec §3, §5, §7, §8 and §9).
 *
 * In a form:
 *
 *   const [photos, setPhotos] = useState<UploadedImage[]>(existingImages(record.galeriFotoUrls));
 *   const { uploadImages, progress } = useImageStorage();
 *
 *   <ImageUploader label="Foto Galeri" value={photos} onChange={setPhotos} maxFiles={5} profile="product" squareHint />
 *   <UploadProgress progress={progress} />
 *
 *   // on save: existing URLs are kept, new files are uploaded in order; throws 'Gagal unggah {path}: ...'
 *   const galeriFotoUrls = await uploadImages(photos, { bucket: PRODUCT_IMAGE_BUCKET, folder: PRODUCT_IMAGE_FOLDERS.gallery });
 *
 * - `ImageUploader` validates each file (image type, size, JPG/PNG/WEBP, an extension, then its first bytes: a
 *   file that is no image whatever its name is refused with 'File harus berupa gambar'; limits and texts
 *   can be overridden, e.g. the category icon: `maxBytes={CATEGORY_ICON_MAX_BYTES}` and
 *   `messages={{ tooLarge: '...', notImage: 'File harus berupa gambar.' }}`), cuts off files beyond
 *   `maxFiles`, optimises each to WebP for `profile` in a Web Worker, and shows the saving. Invalid files
 *   are never added. `onBusyChange(true)` while files are being optimised: disable saving then.
 * - It owns the `preview` object URLs of the images it adds and revokes them on removal and unmount,
 *   so keep it mounted as long as the form holds its value.
 * - A removed existing photo is dropped from the array; compare with what was loaded to find removals
 *   (`existingUrls(images)`).
 * - `useImageStorage().uploadImages` sends product photos to Supabase Storage when VITE_SUPABASE_URL and
 *   VITE_SUPABASE_ANON_KEY are set, else to the backend's upload-file. A file already uploaded by an
 *   earlier (failed) save of the same form is not sent again.
 * - Label the field with `label`: `getByLabel(label)` is the file input (Playwright `setInputFiles`).
 */
export { ImageUploader, type ImageUploaderProps } from './ImageUploader';
export { UploadProgress } from './UploadProgress';
export { existingImages, existingUrls, type UploadedImage } from '../../domain/image/uploadedImage';
export type { ImageProfileName } from '../../domain/image/profiles';
export { CATEGORY_ICON_MAX_BYTES, MAX_IMAGE_BYTES } from '../../domain/image/limits';
export type { ImageValidationMessages } from '../../domain/image/validateImageFile';
export { useImageStorage, type UploadProgressState } from '../../providers/useImageStorage';
export { PRODUCT_IMAGE_BUCKET, PRODUCT_IMAGE_FOLDERS } from '../../providers/storage';
