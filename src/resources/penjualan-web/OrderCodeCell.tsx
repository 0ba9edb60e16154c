import { Stack, Typography } from '@mui/material';
import { formatDateTimeWIB } from '../../domain/format';
import type { Order } from './schemas';

/** A list's transaction cell: the code (kept left-to-right, wrapping anywhere on a phone) and the order date in WIB. */
export const OrderCodeCell = ({ order, testId }: { order: Pick<Order, 'kode_transaksi' | 'tanggal_pesan'>; testId?: string }) => (
  <Stack spacing={0.25} sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: { lg: 'nowrap' } }} data-testid={testId}>
      <bdi>{order.kode_transaksi}</bdi>
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {formatDateTimeWIB(order.tanggal_pesan)}
    </Typography>
  </Stack>
);
