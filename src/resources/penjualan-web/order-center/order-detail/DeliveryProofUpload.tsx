import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../../../api/errors';
import { ImageUploader, useImageStorage, type UploadedImage } from '../../../../components/image-uploader';
import { penjualanWebMessages } from '../../shared/messages';
import type { Order } from '../../schemas';
import { useOrderAction } from './hooks';
import { OpenFileButton } from '../../../../components/SafeLink';

const m = penjualanWebMessages.order;

/** Order spec §9: the delivery photo is at most 5 MB; stored in bucket bukti-transfer under bukti_pengiriman/. */
export const DELIVERY_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const DELIVERY_PROOF_BUCKET = 'bukti-transfer';
export const DELIVERY_PROOF_FOLDER = 'bukti_pengiriman';
const DELIVERY_PROOF_MESSAGES = { tooLarge: m.deliveryProofTooLarge };

/**
 * Free shipping's proof of delivery (order spec §5 and §7): one photo through the shared image
 * pipeline, uploaded with the backend's upload-file whatever storage is configured (bucket
 * bukti-transfer, path bukti_pengiriman/<random>.<ext>), then recorded with upload-bukti-pengiriman,
 * which completes the order. Up to 5 MB, with its own size message. Progress shows 50, 75 and 100
 * percent; a failure keeps the photo for another try.
 */
export const DeliveryProofUpload = ({ order }: { order: Order }) => {
  const notify = useNotify();
  const { uploadImages } = useImageStorage({ backendOnly: true });
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const record = useOrderAction('uploadDeliveryProof', order, { onDone: () => setPhotos([]) });
  const sending = progress !== null && progress < 100;

  const send = async () => {
    if (sending || record.isPending || photos.length === 0) return;
    setProgress(50);
    let url: string | undefined;
    try {
      [url] = await uploadImages(photos, { bucket: DELIVERY_PROOF_BUCKET, folder: DELIVERY_PROOF_FOLDER, naming: 'random' });
    } catch (error) {
      setProgress(null);
      notify(errorMessage(error, penjualanWebMessages.errors.uploadFile), { type: 'error' });
      return;
    }
    if (!url) {
      setProgress(null);
      notify(penjualanWebMessages.errors.uploadFile, { type: 'error' });
      return;
    }
    setProgress(75);
    const done = await record.runAsync({ bukti_pengiriman_url: url }).catch(() => undefined);
    setProgress(done === undefined ? null : 100);
  };

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
        disabled={sending || record.isPending}
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
        <Button variant="contained" color="success" startIcon={<CloudUploadIcon />} disabled={photos.length === 0 || busy || sending || record.isPending} onClick={() => void send()}>
          {m.uploadProof}
        </Button>
      </Box>
    </Stack>
  );
};
