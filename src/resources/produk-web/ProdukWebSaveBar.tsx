import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { UploadProgress, type UploadProgressState } from '../../components/image-uploader';
import { RouteButton } from '../../components/RouteButton';
import type { ProdukWebFormMode } from './rules/validation';
import { produkWebRoutes } from './routes';
import { usePhotoBusy } from './photoBusy';
import { messages } from '../../i18n/messages';
import { produkWebMessages } from './messages';

interface ProdukWebSaveBarProps {
  mode: ProdukWebFormMode;
  progress: UploadProgressState | null;
  failure: string | null;
  saved: boolean;
}

/**
 * Save and cancel. Sent once: disabled while photos are optimised or uploaded, while the request runs
 * and after success until the list opens. The last failure stays visible beside the button.
 */
export const ProdukWebSaveBar = ({ mode, progress, failure, saved }: ProdukWebSaveBarProps) => {
  const { isSubmitting } = useFormState();
  const { busy } = usePhotoBusy();
  const pending = isSubmitting || saved;
  return (
    <Box sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', px: 2, py: 1.5 }}>
      <UploadProgress progress={progress} />
      {failure && !isSubmitting && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="product-save-error">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={pending || busy}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        >
          {isSubmitting ? produkWebMessages.saving : mode === 'create' ? produkWebMessages.saveNew : produkWebMessages.save}
        </Button>
        <RouteButton to={produkWebRoutes.list()} label={messages.common.cancel} />
      </Box>
    </Box>
  );
};
