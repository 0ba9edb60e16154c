import { Box, Button, Card, CardActions, CardContent, Checkbox, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link as RouterLink } from 'react-router-dom';
import { LongText } from '../../components/LongText';
import { entityKind, entityName } from '../../domain/entity';
import { formatDateTimeWIB, formatNumber, formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { OrderCardActions } from './OrderCardActions';
import { penjualanWebRoutes } from './routes';
import { orderItemCount, orderCourierTrackingUrl } from './rules/links';
import { priorityBadge } from './rules/badges';
import { detectShippingType } from './rules/shippingType';
import type { StuckReason } from './rules/stuck';
import { shownWaybill } from './rules/waybill';
import { penjualanWebMessages } from './messages';
import type { Order } from './schemas';

const m = penjualanWebMessages.center;
const c = m.card;

const SHIPPING_COLOR = { CHAT_ADMIN: 'success', GRATIS_ONGKIR: 'secondary', BITESHIP: 'primary', UNKNOWN: 'default' } as const;

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);

export interface OrderCardProps {
  order: Order;
  stuck: StuckReason | null;
  /** Biteship orders with a label can be picked for one printable page of labels. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

/** One order in the queue (spec section 2, Order queue): everything needed to act on it at a glance. */
export const OrderCard = ({ order, stuck, selected, onSelect }: OrderCardProps) => {
  const priority = priorityBadge(order);
  const shipping = detectShippingType(order);
  const kind = entityKind(order.entitas_id, order.kode_transaksi);
  const courierPage = orderCourierTrackingUrl(order);
  const waybill = shownWaybill(order.nomor_resi);
  const street = order.alamat_pengiriman?.jalan || order.alamat_lengkap;
  const city = order.alamat_pengiriman?.kota || order.kabupaten;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`order-${order.id}-code`} sx={{ display: 'flex', flexDirection: 'column', borderColor: stuck ? 'warning.main' : undefined }} data-testid="order-card">
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={penjualanWebRoutes.order(order.id)} id={`order-${order.id}-code`} data-testid="order-card-code" variant="subtitle1" sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>
              {order.kode_transaksi}
            </Link>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatDateTimeWIB(order.tanggal_pesan)}
            </Typography>
          </Box>
          {onSelect && (
            <Checkbox checked={Boolean(selected)} onChange={(event) => onSelect(event.target.checked)} slotProps={{ input: { 'aria-label': format(c.select, { code: order.kode_transaksi }) } }} size="small" />
          )}
        </Stack>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5, my: 1 }}>
          <Chip size="small" label={priority.label} color={priority.color} data-testid="order-priority" />
          <Chip size="small" variant="outlined" label={kind === 'CV' ? 'CV' : kind === 'PRIBADI' ? 'Pribadi' : entityName(order.entitas_id)} />
          <Chip size="small" variant="outlined" color={SHIPPING_COLOR[shipping.type]} label={shipping.label} title={shipping.description} data-testid="order-shipping-type" />
          {stuck && <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={m.stuck[stuck]} data-testid="order-stuck" />}
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }}>
          <Field label={c.total}>
            <strong>{formatRupiah(order.total_akhir)}</strong> · {order.metode_pembayaran === 'PAYMENT_GATEWAY' ? 'Payment Gateway' : 'Transfer Manual'}
          </Field>
          <Field label={c.recipient}>{order.nama_penerima || '-'}</Field>
          <Field label={c.phone}>{order.telepon_penerima || '-'}</Field>
          <Field label={c.shippingCost}>
            {formatRupiah(order.ongkir)} · {format(c.items, { count: formatNumber(orderItemCount(order)) })}
          </Field>
          <Field label={c.address}>{[street, city].filter(Boolean).join(', ') || '-'}</Field>
          {order.catatan_pesanan_dari_pelanggan && (
            <Field label={c.note}>
              <LongText text={order.catatan_pesanan_dari_pelanggan} lines={2} />
            </Field>
          )}
        </Box>
        {order.bukti_transfer_url && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <Box component="img" src={order.bukti_transfer_url} alt="" loading="lazy" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
            <Button size="small" href={order.bukti_transfer_url} target="_blank" rel="noopener noreferrer">
              {c.seeProof}
            </Button>
          </Stack>
        )}
        {(waybill || order.completed_at || order.foto_resi_url) && (
          <>
            <Divider sx={{ my: 1 }} />
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }} data-testid="order-tracking-block">
              {waybill && (
                <Field label={c.waybill}>
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {waybill}
                  </Box>
                  {courierPage && (
                    <Link href={courierPage} target="_blank" rel="noopener noreferrer" sx={{ ml: 1 }}>
                      {c.track}
                    </Link>
                  )}
                </Field>
              )}
              {order.completed_at && <Field label={c.completedAt}>{formatDateTimeWIB(order.completed_at)}</Field>}
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              {order.url_cetak_resi && (
                <Button size="small" href={order.url_cetak_resi} target="_blank" rel="noopener noreferrer">
                  {c.printLabel}
                </Button>
              )}
              {order.foto_resi_url && (
                <Button size="small" href={order.foto_resi_url} target="_blank" rel="noopener noreferrer">
                  {c.deliveryPhoto}
                </Button>
              )}
            </Stack>
          </>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0 }}>
        <OrderCardActions order={order}>
          {/* Pushed to the end of its line: bottom right on every card, also when the actions wrap. */}
          <Button component={RouterLink} to={penjualanWebRoutes.order(order.id)} size="small" variant="outlined" sx={{ ml: 'auto' }}>
            {c.open}
          </Button>
        </OrderCardActions>
      </CardActions>
    </Card>
  );
};
