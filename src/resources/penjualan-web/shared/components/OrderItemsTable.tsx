import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { LongText } from '../../../../components/LongText';
import { useIsPhone } from '../../../../components/useIsPhone';
import { formatNumber, formatRupiah } from '../../../../domain/format';
import { penjualanWebMessages } from '../messages';
import type { OrderItem } from '../../schemas';

const m = penjualanWebMessages.detail;

type OrderItemsProps = { items: readonly OrderItem[]; extra?: (item: OrderItem) => React.ReactNode };

const Sku = ({ item }: { item: OrderItem }) => (
  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
    {item.sku_varian_web ?? '-'}
  </Typography>
);

/**
 * A phone's items, one stacked row each as react-admin's SimpleList shows a list: the five columns of
 * the table are wider than a phone, and a sideways scroll would hide the price and subtotal.
 */
const OrderItemsList = ({ items, extra }: OrderItemsProps) => (
  <Box component="ul" aria-label={m.items} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="order-items-list">
    {items.map((item) => (
      <Box component="li" key={String(item.id_detail)} data-testid="order-item-row" sx={{ py: 1.5, minWidth: 0, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
        <LongText text={item.judul_produk_induk} variant="body1" />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
          {/* No column to keep filled here, so no '-' for an item without variants. */}
          {item.nama_varian && <LongText text={item.nama_varian} lines={1} color="text.secondary" sx={{ minWidth: 0 }} />}
          <Sku item={item} />
        </Stack>
        {extra?.(item)}
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(Number(item.qty))} × {formatRupiah(item.harga_satuan_setelah_diskon_item)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="order-item-subtotal">
            {formatRupiah(item.subtotal)}
          </Typography>
        </Stack>
      </Box>
    ))}
  </Box>
);

/** The items of an order (spec: product title, variant name and SKU, qty, unit price after discount, subtotal). */
export const OrderItemsTable = ({ items, extra }: OrderItemsProps) => {
  const isPhone = useIsPhone();
  if (isPhone) return <OrderItemsList items={items} extra={extra} />;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={m.items}>
        <TableHead>
          <TableRow>
            <TableCell>{m.colProduct}</TableCell>
            <TableCell>{m.colVariant}</TableCell>
            <TableCell align="right">{m.colQty}</TableCell>
            <TableCell align="right">{m.colUnitPrice}</TableCell>
            <TableCell align="right">{m.colSubtotal}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={String(item.id_detail)} data-testid="order-item-row">
              <TableCell sx={{ minWidth: 160 }}>
                <LongText text={item.judul_produk_induk} />
                {extra?.(item)}
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                <LongText text={item.nama_varian ?? '-'} lines={1} />
                <Sku item={item} />
              </TableCell>
              <TableCell align="right">{formatNumber(Number(item.qty))}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupiah(item.harga_satuan_setelah_diskon_item)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="order-item-subtotal">
                {formatRupiah(item.subtotal)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
