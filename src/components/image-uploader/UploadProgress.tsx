import { Box, LinearProgress, Typography } from '@mui/material';
import type { UploadProgressState } from '../../providers/storage';
import { format } from '../../i18n/format';
import { messages } from '../../i18n/messages';

/** 'Mengunggah foto 2 dari 5...' with a bar, while a form's photos are being uploaded. */
export const UploadProgress = ({ progress }: { progress: UploadProgressState | null }) => {
  if (!progress || progress.total === 0) return null;
  const text = format(messages.image.uploading, { done: progress.done, total: progress.total });
  return (
    <Box role="status" data-testid="upload-progress" sx={{ my: 1 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {text}
      </Typography>
      <LinearProgress variant="determinate" value={(progress.done / progress.total) * 100} aria-label={text} />
    </Box>
  );
};
