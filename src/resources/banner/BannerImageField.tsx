import { useCallback, useMemo } from 'react';
import { ImageUploader, MAX_IMAGE_BYTES, type UploadedImage } from '../../components/image-uploader';
import { format } from '../../i18n/format';
import type { ImageSlot } from './kinds';
import { bannerMessages as m } from './messages';
import { acceptedRatioText, fitsBannerTarget } from './rules/ratio';

const MEGABYTE = 1_048_576;

/**
 * One picture of a banner on the shared uploader: JPEG/PNG/WEBP up to 2 MB with the banner uploader's
 * own texts, a shape that fits the slot (catalogue spec §5), optimised for the slot's profile.
 */
export const BannerImageField = ({
  label,
  slot,
  value,
  onChange,
  onBusyChange,
  helperText,
  disabled,
}: {
  label: string;
  slot: ImageSlot;
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  onBusyChange: (busy: boolean) => void;
  helperText?: string;
  disabled?: boolean;
}) => {
  const texts = useMemo(() => ({ badFormat: m.badFormat, tooLarge: format(m.tooLarge, { size: MAX_IMAGE_BYTES / MEGABYTE }) }), []);
  const { width, height } = slot.target;
  const acceptSize = useCallback(
    (size: { width: number; height: number }) =>
      fitsBannerTarget(size, { width, height }) ? null : format(m.wrongShape, { width, height, ratios: acceptedRatioText({ width, height }) }),
    [width, height],
  );
  return (
    <ImageUploader
      label={label}
      value={value}
      onChange={onChange}
      maxFiles={1}
      profile={slot.profile}
      messages={texts}
      acceptSize={acceptSize}
      onBusyChange={onBusyChange}
      helperText={helperText}
      disabled={disabled}
    />
  );
};
