import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { format } from '../../../i18n/format';
import { penjualanWebMessages } from '../shared/messages';
import { OpenFileButton, UnsafeLinkText } from '../../../components/SafeLink';
import { displayText } from '../../../domain/displayText';
import { safeImageSrc } from '../../../domain/safeUrl';

const m = penjualanWebMessages.payment;

/**
 * A transfer proof in a list row: a small image that opens large in a dialog (with a full-size link),
 * or 'Belum upload' when the customer has sent none. A broken image says so instead of a blank square.
 */
export const PaymentProofThumbnail = ({ url: stored, code, size = 56 }: { url: string | null; code: string; size?: number }) => {
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  // Only a picture or an http(s) link reaches an <img>; anything else (`javascript:`, `data:text/html`) is shown as text.
  const url = safeImageSrc(stored);
  if (stored && !url) return <UnsafeLinkText value={stored} testId="payment-proof-unsafe" />;
  if (!url) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid="payment-proof-missing">
        {m.noProof}
      </Typography>
    );
  }
  const title = format(m.proofOf, { code: displayText(code) });
  return (
    <>
      <Box
        component="button"
        type="button"
        onClick={() => setOpen(true)}
        aria-label={format(m.openProof, { code: displayText(code) })}
        data-testid="payment-proof-thumbnail"
        sx={{
          p: 0,
          width: size,
          height: size,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.default',
          color: 'text.secondary',
          cursor: 'zoom-in',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {broken ? (
          <ImageNotSupportedIcon fontSize="small" />
        ) : (
          <Box component="img" src={url} alt="" loading="lazy" onError={() => setBroken(true)} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        )}
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" aria-labelledby="payment-proof-title">
        <DialogTitle id="payment-proof-title" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent sx={{ p: 1 }}>
          {broken ? (
            <Typography color="error" sx={{ p: 2 }}>
              {penjualanWebMessages.errors.imageBroken}
            </Typography>
          ) : (
            <Box component="img" src={url} alt={title} sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }} data-testid="payment-proof-large" />
          )}
        </DialogContent>
        <DialogActions>
          <OpenFileButton url={url} startIcon={<OpenInNewIcon />}>
            {m.fullSize}
          </OpenFileButton>
          <Button onClick={() => setOpen(false)} variant="contained">
            {m.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
