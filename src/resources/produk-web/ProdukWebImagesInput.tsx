import { useEffect } from 'react';
import { FormHelperText, Stack } from '@mui/material';
import { useController } from 'react-hook-form';
import { ImageUploader } from '../../components/image-uploader';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { fieldErrorText } from './fieldErrorText';
import { usePhotoBusy } from './photoBusy';

interface ProdukWebImagesInputProps {
  /** The form field holding the images (`fotoUtama`, `galeri`, `varian.0.fotoVarian`). */
  source: string;
  label: string;
  maxFiles: number;
  disabled?: boolean;
  testId?: string;
}

/**
 * The shared image uploader as a form field: product profile, the 1:1 hint, the field's error below.
 * While it optimises, the form's save waits.
 */
export const ProdukWebImagesInput = ({ source, label, maxFiles, disabled, testId }: ProdukWebImagesInputProps) => {
  const { field, fieldState } = useController({ name: source });
  const { report } = usePhotoBusy();
  const error = fieldErrorText(fieldState.error);
  // A removed variant card must not leave the form waiting for its uploader.
  useEffect(() => () => report(source, false), [report, source]);
  return (
    <Stack spacing={0.5}>
      <ImageUploader
        label={label}
        value={(field.value as UploadedImage[] | undefined) ?? []}
        onChange={(images) => field.onChange(images)}
        maxFiles={maxFiles}
        profile="product"
        squareHint
        disabled={disabled}
        testId={testId}
        onBusyChange={(busy) => report(source, busy)}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
};
