import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { PendingImage } from './useImageSelection';
import { TILE_SIZE } from './tileSize';
import { modeValue } from '../modeValue';
import { messages } from '../../i18n/messages';

/** A file still being optimised in the worker. */
export const PendingTile = ({ image }: { image: PendingImage }) => {
  return (
    <Stack component="li" spacing={0.75} sx={{ width: TILE_SIZE, listStyle: 'none' }} data-testid="image-pending" aria-busy="true">
      <Box
        sx={{ width: TILE_SIZE, height: TILE_SIZE, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: modeValue('grey.50', 'action.hover'), display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1 }}
      >
        <CircularProgress size={28} aria-label={messages.image.optimising} />
        <Typography variant="caption" color="text.secondary">
          {messages.image.optimising}
        </Typography>
      </Box>
      <Typography variant="caption" noWrap title={image.name}>
        {image.name}
      </Typography>
    </Stack>
  );
};
