import { Stack, Typography } from '@mui/material';
import { IncompleteMark } from '../../../../components/IncompleteMark';
import { formatDateTimeWIB } from '../../../../domain/format';
import type { Order } from '../../schemas';

/**
 * A list's transaction cell: the code (kept left-to-right, wrapping anywhere on a phone) and the order
 * date in WIB; an order the server sent unreadable is named by its code or id and marked 'data tidak lengkap'.
 */
export const OrderCodeCell = ({ order, testId }: { order: Pick<Order, 'id' | 'kode_transaksi' | 'tanggal_pesan' | '_incomplete'>; testId?: string }) => (
  <Stack spacing={0.25} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
    <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: { lg: 'nowrap' } }} data-testid={testId}>
      <bdi>{order.kode_transaksi || (order._incomplete ? String(order.id) : '')}</bdi>
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {formatDateTimeWIB(order.tanggal_pesan)}
    </Typography>
    <IncompleteMark record={order} name={order.kode_transaksi || String(order.id)} />
  </Stack>
);
