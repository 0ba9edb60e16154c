import { Box, Chip, Stack, Typography } from '@mui/material';
import type { WebProduct } from './schemas';
import { priceDisplay } from './rules/priceDisplay';
import { format } from '../../i18n/format';
import { produkWebMessages } from './messages';

/** The displayed price; a running discount adds the struck-through price and SALE, wholesale a GROSIR badge. */
export const PriceCell = ({ product }: { product: WebProduct }) => {
  const { price, struck, badge } = priceDisplay(product);
  const variants = product.varian?.length ?? 0;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }} data-testid="product-price">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {price}
        </Typography>
        {badge === 'SALE' && <Chip size="small" color="error" label={produkWebMessages.sale} sx={{ fontWeight: 700, height: 20 }} />}
        {badge === 'GROSIR' && <Chip size="small" color="info" variant="outlined" label={produkWebMessages.wholesale} sx={{ fontWeight: 700, height: 20, color: 'info.dark', borderColor: 'info.dark' }} />}
      </Box>
      {struck && (
        <Typography variant="caption" color="text.secondary" sx={{ textDecoration: 'line-through' }} data-testid="product-price-struck">
          {struck}
        </Typography>
      )}
      {variants > 0 && (
        <Typography variant="caption" color="text.secondary">
          {format(produkWebMessages.variantCount, { count: variants })}
        </Typography>
      )}
    </Stack>
  );
};
