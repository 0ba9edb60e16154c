import { Alert, Box, Button, GlobalStyles, Skeleton, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, pageSx } from '../../../components/PageHeader';
import { RetryAlert } from '../../../components/RetryAlert';
import { entityName } from '../../../domain/entity';
import { formatNumber } from '../../../domain/format';
import { penjualanWebMessages } from '../shared/messages';
import { formatWeightKg, itemWeightKg } from '../shared/rules/items';
import { orderItemCount } from '../shared/rules/links';
import { shownWaybill } from '../shared/rules/waybill';
import { detectShippingType } from '../shared/rules/shippingType';
import type { Order } from '../schemas';
import { useLabelOrders } from './hooks';

const m = penjualanWebMessages.labels;

/** The ids in `?ids=1,2,3`, without blanks or repeats. */
export const labelIds = (raw: string | null): string[] => [...new Set((raw ?? '').split(',').map((id) => id.trim()).filter(Boolean))];

/** A courier shipment names its courier and service; a free-shipping or chat order its shipping type. */
const courierHeading = (order: Order): string => {
  const shipping = detectShippingType(order);
  return shipping.type === 'BITESHIP' ? [shipping.label, order.layanan_kurir?.toUpperCase()].filter(Boolean).join(' ') : shipping.label;
};

const Label = ({ order }: { order: Order }) => {
  const weight = order.items.reduce((sum, item) => sum + itemWeightKg(item), 0);
  const address = order.alamat_pengiriman;
  return (
    <Box component="section" aria-label={`${m.title} ${order.kode_transaksi}`} sx={{ border: '2px solid', borderColor: 'text.primary', borderRadius: 1, p: 2, breakInside: 'avoid', display: 'grid', gap: 1 }} data-testid="shipping-label">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{courierHeading(order)}</Typography>
        <Typography variant="caption">{order.kode_transaksi}</Typography>
      </Stack>
      <Box sx={{ textAlign: 'center', border: '1px dashed', borderColor: 'text.primary', py: 1 }}>
        <Typography variant="caption">{m.waybill}</Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1.6rem', fontWeight: 700, letterSpacing: 2, overflowWrap: 'anywhere' }} data-testid="label-waybill">
          {shownWaybill(order.nomor_resi) ?? '-'}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <Box>
          <Typography variant="caption" sx={{ fontWeight: 700 }}>{m.from}</Typography>
          <Typography variant="body2">{entityName(order.entitas_id, order.kode_transaksi)}</Typography>
          <Typography variant="body2">{m.warehouse}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" sx={{ fontWeight: 700 }}>{m.to}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{address?.penerima || order.nama_penerima}</Typography>
          <Typography variant="body2">{address?.telepon || order.telepon_penerima}</Typography>
          <Typography variant="body2">{[address?.jalan || order.alamat_lengkap, address?.kecamatan, address?.kota, address?.provinsi, address?.kode_pos].filter(Boolean).join(', ')}</Typography>
        </Box>
      </Box>
      <Typography variant="body2">
        {m.weight}: {formatWeightKg(weight)} · {m.items}: {formatNumber(orderItemCount(order))} item{order.biteship_order_id ? ` · ${m.biteshipId}: ${order.biteship_order_id}` : ''}
      </Typography>
    </Box>
  );
};

/**
 * One printable page of shipping labels for the chosen orders (`/order-center/labels?ids=...`): the
 * Order Center's bulk printing, and the fake backend's print link. Printing leaves out the app's bar
 * and sidebar.
 */
export const OrderLabelsPage = () => {
  const [params] = useSearchParams();
  const ids = labelIds(params.get('ids'));
  const { data, isPending, error, refetch, isFetching } = useLabelOrders(ids);
  return (
    <Box sx={pageSx}>
      <GlobalStyles styles={{ '@media print': { '.RaLayout-appFrame > header, .RaSidebar-root, .no-print': { display: 'none !important' }, '.RaLayout-content': { padding: 0 } } }} />
      {/* On paper only the labels: the header and its print button stay on the screen. */}
      <PageHeader
        title={m.title}
        actions={
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!data?.length}>
            {m.print}
          </Button>
        }
        sx={{ '@media print': { display: 'none' } }}
      />
      {ids.length === 0 ? (
        <Alert severity="info">{m.none}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : error ? (
        <RetryAlert error={error} fallback={penjualanWebMessages.errors.loadOrder} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2, '@media print': { gridTemplateColumns: 'repeat(2, 1fr)' } }}>
          {data.map((order) => (
            <Label key={order.id} order={order} />
          ))}
        </Box>
      )}
    </Box>
  );
};
