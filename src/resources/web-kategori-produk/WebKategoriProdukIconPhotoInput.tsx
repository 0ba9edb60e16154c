import { ImageUploader } from '../../components/image-uploader';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { CATEGORY_ICON_MAX_BYTES } from '../../domain/image/limits';
import { webKategoriProdukMessages } from './messages';

interface WebKategoriProdukIconPhotoInputProps {
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  onBusyChange: (busy: boolean) => void;
  /** The quick-add dialog words the size limit more briefly (catalogue spec §5). */
  tooLargeMessage?: string;
  disabled?: boolean;
}

/** The icon photo: one image, 1 MB, the category profile (WebP 0.75 within 400x400), the spec's texts. */
export const WebKategoriProdukIconPhotoInput = ({ value, onChange, onBusyChange, tooLargeMessage = webKategoriProdukMessages.photoTooLarge, disabled = false }: WebKategoriProdukIconPhotoInputProps) => {
  return (
    <ImageUploader
      label={webKategoriProdukMessages.fotoIcon}
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      maxFiles={1}
      profile="category"
      maxBytes={CATEGORY_ICON_MAX_BYTES}
      messages={{
        tooLarge: tooLargeMessage,
        notImage: webKategoriProdukMessages.photoNotImage,
        badFormat: webKategoriProdukMessages.photoFormat,
        noExtension: webKategoriProdukMessages.photoNoExtension,
      }}
      disabled={disabled}
      testId="category-icon-photo"
    />
  );
};
