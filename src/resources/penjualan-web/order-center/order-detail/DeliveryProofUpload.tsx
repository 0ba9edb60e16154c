import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { ImageUploader, type UploadedImage } from '../../../../components/image-uploader';
import { penjualanWebMessages } from '../../shared/messages';
import type { Order } from '../../schemas';
import { useDeliveryProofUpload } from './hooks';
import { OpenFileButton } from '../../../../components/SafeLink';

const m = penjualanWebMessages.order;

/** Order spec §9: the delivery photo is at most 5 MB; stored in bucket bukti-transfer under bukti_pengiriman/. */
export const DELIVERY_PROOF_MAX_BYTES = 5 * 1024 * 1024;
const DELIVERY_PROOF_MESSAGES = { tooLarge: m.deliveryProofTooLarge };

/**
 * Free shipping's proof of delivery (order spec §5 and §7): one photo through the shared image
 * pipeline, uploaded with the backend's upload-file whatever storage is configured (bucket
 * bukti-transfer, path bukti_pengiriman/<random>.<ext>), then recorded with upload-bukti-pengiriman,
 * which completes the order. Up to 5 MB, with its own size message. Progress shows 50, 75 and 100
 * percent; a failure keeps the photo for another try.
 */
export const DeliveryProofUpload = ({ order }: { order: Order }) => {
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [busy, setBusy] = useState(false);
  const { send, progress, sending } = useDeliveryProofUpload(order, { onDone: () => setPhotos([]) });

  return (
    <Stack spacing={1.5} data-testid="delivery-proof">
      <ImageUploader
        label={m.deliveryProof}
        value={photos}
        onChange={setPhotos}
        maxFiles={1}
        profile="general"
        maxBytes={DELIVERY_PROOF_MAX_BYTES}
        messages={DELIVERY_PROOF_MESSAGES}
        helperText={m.deliveryProofHint}
        disabled={sending}
        onBusyChange={setBusy}
      />
      {progress !== null && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label={m.deliveryProof} />
          <Typography variant="caption" color="text.secondary">
            {progress}%
          </Typography>
        </Box>
      )}
      {order.foto_resi_url && (
        <Alert severity="success">
          {m.deliveryProof}:{' '}
          <OpenFileButton url={order.foto_resi_url} size="small" sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}>
            lihat
          </OpenFileButton>
        </Alert>
      )}
      <Box>
        <Button variant="contained" color="success" startIcon={<CloudUploadIcon />} disabled={photos.length === 0 || busy || sending} onClick={() => send(photos)}>
          {m.uploadProof}
        </Button>
      </Box>
    </Stack>
  );
};
