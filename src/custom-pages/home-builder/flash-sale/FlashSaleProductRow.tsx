import type { ReactNode } from 'react';
import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { LongText } from '../../../components/LongText';
import { formatDate, formatRupiah } from '../../../domain/format';
import { format } from '../../../i18n/format';
import { produkWebMessages, type WebProduct } from '../../../resources/produk-web/public';
import { flashSaleRowView } from './rules';
import { flashSaleMessages as m } from './messages';
import { modeValue } from '../../../components/modeValue';
import { safeImageSrc } from '../../../domain/safeUrl';

const Price = ({ label, value, strong, struck, testId }: { label: string; value: number | null; strong?: boolean; struck?: boolean; testId: string }) =>
  value === null ? null : (
    <Typography variant="caption" component="div" color={strong ? 'error.main' : 'text.secondary'} data-testid={testId}>
      {label}:{' '}
      <Box component="span" sx={{ fontWeight: strong ? 700 : 500, textDecoration: struck ? 'line-through' : undefined }}>
        {formatRupiah(value)}
      </Box>
    </Typography>
  );

/**
 * One product in the flash sale card (the running list and the search results): photo, title, normal,
 * "start from" and discounted prices, and, in the running list, the percent and end date. The action
 * sits under the text on a phone and at the right from 600 px, so nothing is wider than the screen.
 */
export const FlashSaleProductRow = ({ product, showDiscount, action, testId }: { product: WebProduct; showDiscount: boolean; action: ReactNode; testId: string }) => {
  const view = flashSaleRowView(product);
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center', gap: 1.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
    >
      {/* A missing or broken photo falls back to the icon (MUI Avatar shows its children then). */}
      <Avatar variant="rounded" src={safeImageSrc(view.photoUrl) ?? undefined} alt={view.title} sx={{ width: 56, height: 56, bgcolor: modeValue('grey.200', 'grey.800'), color: modeValue('grey.500', 'grey.400') }} slotProps={{ img: { loading: 'lazy' } }}>
        <ImageNotSupportedOutlinedIcon aria-label={produkWebMessages.noPhoto} />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 80px)', sm: 'auto' } }}>
        <LongText text={view.title} sx={{ fontWeight: 600 }} testId="flash-sale-title" />
        {showDiscount && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 0.25 }}>
            {view.percentText !== null && <Chip size="small" color="error" label={format(m.percentOff, { percent: view.percentText })} sx={{ fontWeight: 700, height: 20 }} data-testid="flash-sale-percent" />}
            <Typography variant="caption" color="text.secondary" data-testid="flash-sale-end">
              {view.endsAt ? format(m.endsOn, { date: formatDate(view.endsAt) }) : m.noEnd}
            </Typography>
          </Stack>
        )}
        <Price label={m.normalPrice} value={view.normalPrice} struck={showDiscount && view.afterDiscount !== null} testId="flash-sale-normal" />
        {!(showDiscount && view.startFrom === view.afterDiscount) && <Price label={m.startFrom} value={view.startFrom} testId="flash-sale-start-from" />}
        {showDiscount && <Price label={m.afterDiscount} value={view.afterDiscount} strong testId="flash-sale-after" />}
      </Box>
      <Box sx={{ flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}>{action}</Box>
    </Box>
  );
};
