import type { UploadedImage } from '../../domain/image/uploadedImage';
import type { ProdukWebFormValues } from './rules/formValues';
import { withPhotoUrls, type ProdukWebWithPhotoUrls } from './rules/payload';
import { PRODUCT_IMAGE_BUCKET, PRODUCT_IMAGE_FOLDERS } from '../../providers/storage';

type UploadImages = (images: readonly UploadedImage[], target: { bucket: string; folder?: string }) => Promise<string[]>;

/**
 * Stores the form's new photos (bucket produk-web: main, gallery and variants folders, catalogue spec §7)
 * and returns the values with URLs in their place. Photos already stored keep their URL.
 */
export const storeProdukWebPhotos = async (values: ProdukWebFormValues, uploadImages: UploadImages): Promise<ProdukWebWithPhotoUrls> => {
  const main = await uploadImages(values.fotoUtama, { bucket: PRODUCT_IMAGE_BUCKET, folder: PRODUCT_IMAGE_FOLDERS.main });
  const gallery = await uploadImages(values.galeri, { bucket: PRODUCT_IMAGE_BUCKET, folder: PRODUCT_IMAGE_FOLDERS.gallery });
  const variants: string[][] = [];
  // Variant photos only matter in variant mode; the cards' photos are kept in the form otherwise.
  for (const variant of values.pakaiVarian ? values.varian : []) {
    variants.push(await uploadImages(variant.fotoVarian, { bucket: PRODUCT_IMAGE_BUCKET, folder: PRODUCT_IMAGE_FOLDERS.variants }));
  }
  return withPhotoUrls(values, { fotoUtamaUrl: main[0] ?? null, galeriFotoUrls: gallery, varian: variants });
};
