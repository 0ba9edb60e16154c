import { TextInput } from 'react-admin';
import { WholeNumberInput } from '../../components/NumberTextInput';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { WebKategoriProdukDescriptionInput } from './WebKategoriProdukDescriptionInput';
import { WebKategoriProdukEmojiInput } from './WebKategoriProdukEmojiInput';
import { WebKategoriProdukIconPhotoInput } from './WebKategoriProdukIconPhotoInput';
import { WebKategoriProdukPosSelect } from './WebKategoriProdukPosSelect';
import { webKategoriProdukMessages } from './messages';

export interface WebKategoriProdukFieldsProps {
  /**
   * `dialog`: the quick-add dialog, which sends the POS link as `kategori_produk_id` like the older
   * quick-add and words two messages differently (catalogue spec §5 and §7).
   */
  variant: 'page' | 'dialog';
  photos: UploadedImage[];
  onPhotosChange: (images: UploadedImage[]) => void;
  onPhotoBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

/** Every category field, in the spec's order, for the add/edit form and the quick-add dialog. */
export const WebKategoriProdukFields = ({ variant, photos, onPhotosChange, onPhotoBusyChange, disabled = false }: WebKategoriProdukFieldsProps) => {
  const dialog = variant === 'dialog';
  return (
    <>
      <TextInput source="namaKategori" label={webKategoriProdukMessages.namaKategori} fullWidth autoFocus disabled={disabled} />
      <WebKategoriProdukPosSelect source={dialog ? 'kategori_produk_id' : 'kategoriProdukId'} disabled={disabled} />
      <WholeNumberInput
        source="urutan"
        label={webKategoriProdukMessages.urutan}
        helperText={webKategoriProdukMessages.urutanHint}
        min={0}
        step={1}
        disabled={disabled}
        sx={{ width: 320 }}
      />
      <WebKategoriProdukEmojiInput disabled={disabled} />
      <WebKategoriProdukIconPhotoInput
        value={photos}
        onChange={onPhotosChange}
        onBusyChange={onPhotoBusyChange}
        tooLargeMessage={dialog ? webKategoriProdukMessages.dialogPhotoTooLarge : undefined}
        disabled={disabled}
      />
      <WebKategoriProdukDescriptionInput missingName={dialog ? webKategoriProdukMessages.dialogNameFirst : undefined} disabled={disabled} />
    </>
  );
};
