import { Avatar, Box, Typography } from '@mui/material';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import type { WebProduct } from './schemas';
import { format } from '../../i18n/format';
import { produkWebMessages } from './messages';
import { LongText } from '../../components/LongText';
import { modeValue } from '../../components/modeValue';
import { safeImageSrc } from '../../domain/safeUrl';

/** Photo, title, slug and the running number of the row across pages. */
export const ProdukWebSummaryCell = ({ product, number }: { product: WebProduct; number: number }) => {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 240 }}>
      {/* A missing or broken photo falls back to the icon (MUI Avatar shows its children then). */}
      <Avatar
        variant="rounded"
        src={safeImageSrc(product.fotoUtamaUrl) ?? undefined}
        alt={product.judul}
        sx={{ width: 56, height: 56, bgcolor: modeValue('grey.200', 'grey.800'), color: modeValue('grey.500', 'grey.400') }}
        slotProps={{ img: { loading: 'lazy' } }}
      >
        <ImageNotSupportedOutlinedIcon aria-label={produkWebMessages.noPhoto} />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <LongText text={product.judul} sx={{ fontWeight: 600 }} testId="product-title" />
        <LongText text={product.slug} variant="caption" color="text.secondary" lines={1} />
        <Typography variant="caption" color="text.disabled" component="div">
          {format(produkWebMessages.rowNumber, { number })}
        </Typography>
      </Box>
    </Box>
  );
};
