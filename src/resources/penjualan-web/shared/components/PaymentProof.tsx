import { useState } from 'react';
import { Box, Button, Dialog, DialogContent, IconButton, Stack, Typography } from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import DownloadIcon from '@mui/icons-material/Download';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify } from 'react-admin';
import { penjualanWebMessages } from '../messages';
import { useCopy } from './useCopy';
import { OpenFileButton, UnsafeLinkText } from '../../../../components/SafeLink';
import { safeImageSrc } from '../../../../domain/safeUrl';

const m = penjualanWebMessages.order;

/** Saves an image under a name of the order's code; a cross-origin image that cannot be read fails clearly. */
const download = async (url: string, name: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
};

/** The payment proof (order spec §2): zoom, full size, download and copy URL; a broken image says so. */
export const PaymentProof = ({ url: stored, code }: { url: string | null; code: string }) => {
  const notify = useNotify();
  const copy = useCopy();
  const [zoomed, setZoomed] = useState(false);
  const [broken, setBroken] = useState(false);
  const [downloading, setDownloading] = useState(false);
  if (!stored) return <Typography color="text.secondary">{m.noProof}</Typography>;
  // Only a picture or an http(s) link reaches an <img>; anything else (`javascript:`, `data:text/html`) is shown as text.
  const url = safeImageSrc(stored);
  if (!url) return <UnsafeLinkText value={stored} testId="payment-proof-unsafe" />;
  return (
    <Stack spacing={1}>
      {broken ? (
        <Typography color="error">{penjualanWebMessages.errors.imageBroken}</Typography>
      ) : (
        <Box component="button" type="button" onClick={() => setZoomed(true)} aria-label={m.zoom} sx={{ p: 0, border: 0, background: 'none', cursor: 'zoom-in', alignSelf: 'flex-start' }}>
          <Box component="img" src={url} alt={`${m.proof} ${code}`} onError={() => setBroken(true)} sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }} data-testid="payment-proof" />
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" startIcon={<ZoomInIcon />} onClick={() => setZoomed(true)} disabled={broken}>
          {m.zoom}
        </Button>
        <OpenFileButton size="small" startIcon={<OpenInNewIcon />} url={url}>
          {m.fullSize}
        </OpenFileButton>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={downloading}
          onClick={() => {
            setDownloading(true);
            download(url, `bukti-transfer-${code}`)
              .catch(() => notify(penjualanWebMessages.errors.download, { type: 'error' }))
              .finally(() => setDownloading(false));
          }}
        >
          {m.download}
        </Button>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy(url)}>
          {m.copyUrl}
        </Button>
      </Stack>
      <Dialog open={zoomed} onClose={() => setZoomed(false)} maxWidth="lg" aria-label={`${m.proof} ${code}`}>
        <IconButton onClick={() => setZoomed(false)} aria-label={penjualanWebMessages.actions.cancel} sx={{ position: 'absolute', right: 8, top: 8, bgcolor: 'background.paper' }}>
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ p: 1 }}>
          <Box component="img" src={url} alt={`${m.proof} ${code}`} sx={{ maxWidth: '100%', maxHeight: '85vh', display: 'block' }} />
        </DialogContent>
      </Dialog>
    </Stack>
  );
};
