import CloseIcon from '@mui/icons-material/Close';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import { formatBytes } from '../../domain/image/formatBytes';
import { savingColour, savingPercent } from '../../domain/image/saving';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { TILE_SIZE } from './tileSize';
import { modeValue } from '../modeValue';
import { format } from '../../i18n/format';
import { messages } from '../../i18n/messages';
import { safeImageSrc } from '../../domain/safeUrl';

interface ImageTileProps {
  image: UploadedImage;
  /** What the photo is, for screen readers: the uploader's label and its place ('Galeri Foto 2'). */
  description: string;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

/** What the optimiser did for a new image: sizes before and after, and the saving in its colour. */
const NewImageFacts = ({ image }: { image: Extract<UploadedImage, { kind: 'new' }> }) => {
  if (!image.isOptimized) {
    return (
      <Typography variant="caption" color="text.secondary" data-testid="image-size">
        {formatBytes(image.size)} · {messages.image.notOptimised}
      </Typography>
    );
  }
  const percent = savingPercent(image.originalSize, image.optimizedSize);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="caption" color="text.secondary" data-testid="image-size">
        {format(messages.image.sizes, { original: formatBytes(image.originalSize), optimized: formatBytes(image.optimizedSize) })}
      </Typography>
      <Chip size="small" color={savingColour(percent)} label={format(messages.image.saving, { percent })} data-testid="image-saving" />
    </Stack>
  );
};

/** One photo of the uploader: its preview, what happened to it, and its remove button. */
export const ImageTile = ({ image, description, onRemove, disabled }: ImageTileProps) => {
  // A stored address reaches the <img> only through the link rule; a new file's preview is this page's own blob.
  const src = image.kind === 'new' ? image.preview : (safeImageSrc(image.url) ?? undefined);
  const alt = image.kind === 'new' ? `${description}: ${image.name}` : description;
  return (
    <Stack component="li" spacing={0.75} sx={{ width: TILE_SIZE, listStyle: 'none' }} data-testid="image-tile">
      <Box sx={{ position: 'relative', width: TILE_SIZE, height: TILE_SIZE, borderRadius: 1, overflow: 'hidden', bgcolor: modeValue('grey.100', 'grey.900'), border: 1, borderColor: 'divider' }}>
        <Box component="img" src={src} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        <IconButton
          aria-label={messages.image.remove}
          title={messages.image.remove}
          size="small"
          disabled={disabled}
          onClick={() => onRemove(image.id)}
          sx={{ position: 'absolute', top: 4, right: 4, bgcolor: modeValue('rgba(255,255,255,0.9)', 'rgba(28,30,34,0.9)'), '&:hover': { bgcolor: 'background.paper' } }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {image.kind === 'new' ? (
        <>
          <Typography variant="caption" noWrap title={image.name}>
            {image.name}
          </Typography>
          <NewImageFacts image={image} />
          {image.aspectWarning && image.width && image.height ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }} role="status" data-testid="aspect-warning">
              <WarningAmberIcon color="warning" sx={{ fontSize: 16, mt: '2px' }} />
              <Typography variant="caption" color="warning.dark">
                {format(messages.image.aspectWarning, { width: image.width, height: image.height })}
              </Typography>
            </Stack>
          ) : null}
        </>
      ) : (
        <Chip size="small" variant="outlined" label={messages.image.stored} sx={{ alignSelf: 'flex-start' }} />
      )}
    </Stack>
  );
};
