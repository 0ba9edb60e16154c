import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { LongText } from '../../components/LongText';
import { formatNumber, formatRupiah } from '../../domain/format';
import { penjualanWebMessages } from './messages';
import type { OrderItem } from './schemas';

const m = penjualanWebMessages.detail;

/** The items of an order (spec: product title, variant name and SKU, qty, unit price after discount, subtotal). */
export const OrderItemsTable = ({ items, extra }: { items: readonly OrderItem[]; extra?: (item: OrderItem) => React.ReactNode }) => (
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
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {item.sku_varian_web ?? '-'}
              </Typography>
            </TableCell>
            <TableCell align="right">{formatNumber(Number(item.qty))}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(item.harga_satuan_setelah_diskon_item)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(item.subtotal)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
