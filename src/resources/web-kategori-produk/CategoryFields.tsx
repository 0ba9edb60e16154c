import { NumberInput, TextInput, useTranslate } from 'react-admin';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { messages } from '../../i18n/messages';
import { CategoryDescriptionInput } from './CategoryDescriptionInput';
import { CategoryEmojiInput } from './CategoryEmojiInput';
import { CategoryIconPhotoInput } from './CategoryIconPhotoInput';
import { CategoryPosSelect } from './CategoryPosSelect';

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
  const translate = useTranslate();
  const dialog = variant === 'dialog';
  return (
    <>
      <TextInput source="namaKategori" label={translate('app.category.namaKategori')} fullWidth autoFocus disabled={disabled} />
      <CategoryPosSelect source={dialog ? 'kategori_produk_id' : 'kategoriProdukId'} disabled={disabled} />
      <NumberInput
        source="urutan"
        label={translate('app.category.urutan')}
        helperText={translate('app.category.urutanHint')}
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
        tooLargeMessage={dialog ? messages.category.dialogPhotoTooLarge : undefined}
        disabled={disabled}
      />
      <CategoryDescriptionInput missingName={dialog ? messages.category.dialogNameFirst : undefined} disabled={disabled} />
    </>
  );
};
