import { Box } from '@mui/material';
import { useState } from 'react';
import { PHOTO_PLACEHOLDER } from './photoPlaceholder';
import { reviewMessages as m } from './messages';
import { safeImageSrc } from '../../domain/safeUrl';

const SIZE = { xs: 64, sm: 80 };

/** One review photo as a thumbnail; a photo that fails to load is replaced by the placeholder (operations spec §2). */
export const ReviewPhotoThumb = ({ url, alt }: { url: string; alt: string }) => {
  const [broken, setBroken] = useState(false);
  return (
    <Box
      component="img"
      src={broken ? PHOTO_PLACEHOLDER : (safeImageSrc(url) ?? PHOTO_PLACEHOLDER)}
      alt={broken ? m.photoBroken : alt}
      title={broken ? m.photoBroken : undefined}
      onError={() => setBroken(true)}
      data-testid={broken ? 'review-photo-broken' : 'review-photo'}
      sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', display: 'block', flexShrink: 0 }}
    />
  );
};
