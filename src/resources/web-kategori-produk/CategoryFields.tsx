import { NumberInput, TextInput } from 'react-admin';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { CategoryDescriptionInput } from './CategoryDescriptionInput';
import { CategoryEmojiInput } from './CategoryEmojiInput';
import { CategoryIconPhotoInput } from './CategoryIconPhotoInput';
import { CategoryPosSelect } from './CategoryPosSelect';
import { webKategoriProdukMessages } from './messages';

export interface CategoryFieldsProps {
  /**
   * `dialog`: the quick-add dialog, which sends the POS link as `kategori_produk_id` like the older
   * quick-add and words two messages differently (spec sections 5 and 7).
   */
  variant: 'page' | 'dialog';
  photos: UploadedImage[];
  onPhotosChange: (images: UploadedImage[]) => void;
  onPhotoBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

/** Every category field, in the spec's order, for the add/edit form and the quick-add dialog. */
export const CategoryFields = ({ variant, photos, onPhotosChange, onPhotoBusyChange, disabled = false }: CategoryFieldsProps) => {
  const dialog = variant === 'dialog';
  return (
    <>
      <TextInput source="namaKategori" label={webKategoriProdukMessages.namaKategori} fullWidth autoFocus disabled={disabled} />
      <CategoryPosSelect source={dialog ? 'kategori_produk_id' : 'kategoriProdukId'} disabled={disabled} />
      <NumberInput
        source="urutan"
        label={webKategoriProdukMessages.urutan}
        helperText={webKategoriProdukMessages.urutanHint}
        min={0}
        step={1}
        disabled={disabled}
        sx={{ width: 320 }}
      />
      <CategoryEmojiInput disabled={disabled} />
      <CategoryIconPhotoInput
        value={photos}
        onChange={onPhotosChange}
        onBusyChange={onPhotoBusyChange}
        tooLargeMessage={dialog ? webKategoriProdukMessages.dialogPhotoTooLarge : undefined}
        disabled={disabled}
      />
      <CategoryDescriptionInput missingName={dialog ? webKategoriProdukMessages.dialogNameFirst : undefined} disabled={disabled} />
    </>
  );
};
