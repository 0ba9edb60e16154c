import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, FormLabel, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { formatBytes } from '../../domain/image/formatBytes';
import { MAX_IMAGE_BYTES } from '../../domain/image/limits';
import { ACCEPT_ATTRIBUTE, dropZoneSx } from './dropZone';
import type { ImageProfileName } from '../../domain/image/profiles';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import type { ImageValidationMessages } from '../../domain/image/validateImageFile';
import { ImageTile } from './ImageTile';
import { PendingTile } from './PendingTile';
import { useImageSelection } from './useImageSelection';
import { format } from '../../i18n/format';
import { imageMessages } from '../../i18n/messages/image';

export interface ImageUploaderProps {
  label: string;
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  maxFiles: number;
  profile: ImageProfileName;
  /** Default 2 MB (catalogue spec §5); the category icon passes 1 MB. */
  maxBytes?: number;
  /** The spec's texts for uploaders with their own wording (the category icon). */
  messages?: Partial<ImageValidationMessages>;
  /** Product photos: warn when a photo is not about 1:1. */
  squareHint?: boolean;
  disabled?: boolean;
  /** Replaces the default hint (formats, size and count limits). */
  helperText?: string;
  testId?: string;
  /** True while files are being optimised, so a form can hold its save until they are ready. */
  onBusyChange?: (busy: boolean) => void;
  /** A shape rule (banners): the reason a decoded picture of this pixel size is refused, or null. Keep it stable (module level or memoised). */
  acceptSize?: (size: { width: number; height: number }) => string | null;
}


/**
 * Drag-and-drop or pick images (react-dropzone): each is checked, optimised for `profile` off the main
 * thread and shown with its saving; photos can be removed. See index.ts for how forms use it.
 */
export const ImageUploader = ({
  label,
  value,
  onChange,
  maxFiles,
  profile,
  maxBytes = MAX_IMAGE_BYTES,
  messages,
  squareHint = false,
  disabled = false,
  helperText,
  testId,
  onBusyChange,
  acceptSize,
}: ImageUploaderProps) => {
  const inputId = useId();
  const hintId = useId();
  const labelId = useId();
  const { pending, feedback, addFiles, remove } = useImageSelection({ value, onChange, maxFiles, profile, maxBytes, messages, squareHint, onBusyChange, acceptSize });
  const full = value.length + pending.length >= maxFiles;
  const { getRootProps, getInputProps, isDragActive: dragging } = useDropzone({
    // Refused files (e.g. too many for a single-file picker) go through the same checks, so the
    // administrator is told why each one was left out.
    onDrop: (accepted, rejections) => void addFiles([...accepted, ...rejections.map((rejection) => rejection.file)]),
    disabled: disabled || full,
    multiple: maxFiles > 1,
  });

  const hint =
    helperText ?? (full ? format(imageMessages.full, { max: maxFiles }) : format(imageMessages.formats, { size: formatBytes(maxBytes), max: maxFiles }));
  const zoneDisabled = disabled || full;
  // A closed zone takes no drop, so it never invites one (react-dropzone can report a late drag state).
  const isDragActive = dragging && !zoneDisabled;

  return (
    <Stack spacing={1} data-testid={testId}>
      <FormLabel id={labelId} htmlFor={inputId} disabled={disabled} sx={{ fontWeight: 500, color: 'text.primary' }}>
        {label}
      </FormLabel>
      {/* Beside the zone, not in it: a focusable input inside a role=button is nested interaction. */}
      <input {...getInputProps({ id: inputId, accept: ACCEPT_ATTRIBUTE, disabled: zoneDisabled })} />
      <Box
        // Named by its prompt only: the field's label names the file input (getByLabel), and the hint
        // ('... Hapus foto ...' when full) must not leak into the name of a button.
        {...getRootProps({
          role: 'button',
          'aria-label': imageMessages.dropPrompt,
          'aria-describedby': `${labelId} ${hintId}`,
          'aria-disabled': zoneDisabled,
        })}
        sx={dropZoneSx({ active: isDragActive, disabled: zoneDisabled })}
      >
        <CloudUploadOutlinedIcon color={zoneDisabled ? 'disabled' : 'primary'} />
        <Typography variant="body2">{isDragActive ? imageMessages.dropActive : imageMessages.dropPrompt}</Typography>
        <Typography id={hintId} variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      {feedback.rejected.length > 0 ? (
        <Alert severity="error" role="alert" data-testid="image-errors">
          {feedback.rejected.map((file, index) => (
            <div key={`${index}-${file.name}`}>{format(imageMessages.rejectedFile, { name: file.name, reason: file.reason })}</div>
          ))}
        </Alert>
      ) : null}
      {feedback.ignored > 0 ? (
        <Alert severity="warning" role="alert" data-testid="image-ignored">
          {format(imageMessages.ignored, { count: feedback.ignored, max: maxFiles })}
        </Alert>
      ) : null}
      {value.length + pending.length > 0 ? (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0 }}>
          {value.map((image, index) => (
            <ImageTile key={image.id} image={image} description={maxFiles > 1 ? `${label} ${index + 1}` : label} onRemove={remove} disabled={disabled} />
          ))}
          {pending.map((image) => (
            <PendingTile key={image.id} image={image} />
          ))}
        </Box>
      ) : null}
    </Stack>
  );
};
