import { memo } from 'react';
import { Button, Card, CardActions, CardContent, Checkbox, Chip, Divider, Link } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link as RouterLink } from 'react-router-dom';
import { hasServerId } from '../../../api/schemas/tolerant';
import { IncompleteMark, recordRupiah } from '../../../components/IncompleteMark';
import { OpenFileButton, SafeLink, SafeLinkButton } from '../../../components/SafeLink';
import { displayText } from '../../../domain/displayText';
import { safeImageSrc } from '../../../domain/safeUrl';
import { LongText } from '../../../components/LongText';
import { entityKind, entityName } from '../../../domain/entity';
import { formatDateTimeWIB, formatNumber } from '../../../domain/format';
import { format } from '../../../i18n/format';
import { OrderCardActions } from './OrderCardActions';
import { penjualanWebRoutes } from '../routes';
import { orderItemCount, orderCourierTrackingUrl } from '../shared/rules/links';
import { priorityBadge } from '../shared/rules/badges';
import { detectShippingType } from '../shared/rules/shippingType';
import type { StuckReason } from '../shared/rules/stuck';
import { waybillText } from '../shared/rules/waybill';
import { penjualanWebMessages } from '../shared/messages';
import type { Order } from '../schemas';

const m = penjualanWebMessages.center;
const c = m.card;

const SHIPPING_COLOR = { CHAT_ADMIN: 'success', GRATIS_ONGKIR: 'secondary', BITESHIP: 'primary', UNKNOWN: 'default' } as const;

/**
 * A card's label and value pairs: plain `dt`/`dd` styled once by the card's body (`BODY_SX`), not two
 * styled Typography per field, which were most of a queue's render.
 */
const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </>
);

/**
 * The card's body, styled once here: its rows, ids, chips' line and field lists are plain elements
 * under this one style (a card was some 100 components, a third of them MUI's layout wrappers and
 * their style insertions, rendered again for each new card of a tab).
 */
const BODY_SX = {
  flexGrow: 1,
  pb: 1,
  '& .oc-head': { display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' },
  '& .oc-id': { minWidth: 0 },
  '& .oc-code': { typography: 'subtitle1', m: 0, fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' },
  '& .oc-date': { typography: 'caption', m: 0, color: 'text.secondary' },
  '& .oc-chips': { display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 },
  '& .oc-row': { display: 'flex', gap: 1, alignItems: 'center' },
  '& .oc-proof': { mt: 1 },
  '& .oc-proof img': { width: 48, height: 48, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' },
  '& .oc-tracking-actions': { mt: 0.5 },
  '& .oc-mono': { fontFamily: 'monospace' },
  // A card's label and value pairs.
  '& .oc-fields': { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 },
  '& .oc-fields > dt': { typography: 'body2', color: 'text.secondary' },
  '& .oc-fields > dd': { typography: 'body2', m: 0, minWidth: 0, overflowWrap: 'anywhere' },
} as const;

export interface OrderCardProps {
  order: Order;
  stuck: StuckReason | null;
  /** Biteship orders with a label can be picked for one printable page of labels. */
  selected?: boolean;
  /** Given only for an order with a label; one callback for every card, told which order. */
  onSelect?: (id: Order['id'], selected: boolean) => void;
}

/**
 * One order in the queue (order spec §2, Order queue): everything needed to act on it at a glance.
 * Memoised: the queue re-renders as its pages and filters settle, and a card whose order, state and
 * selection are unchanged is left as it is.
 */
export const OrderCard = memo(function OrderCard({ order, stuck, selected, onSelect }: OrderCardProps) {
  const priority = priorityBadge(order);
  const shipping = detectShippingType(order);
  const kind = entityKind(order.entitas_id, order.kode_transaksi);
  const courierPage = orderCourierTrackingUrl(order);
  const waybill = waybillText(order.nomor_resi);
  const street = order.alamat_pengiriman?.jalan || order.alamat_lengkap;
  const city = order.alamat_pengiriman?.kota || order.kabupaten;
  // A record the server sent in a shape that could not be read: listed by its code, marked, no actions.
  const incomplete = Boolean(order._incomplete);
  const name = order.kode_transaksi || String(order.id);
  const openable = hasServerId(order);
  return (
    <Card variant="outlined" component="article" aria-labelledby={`order-${order.id}-code`} sx={{ display: 'flex', flexDirection: 'column', borderColor: stuck ? 'warning.main' : undefined }} data-testid="order-card">
      <CardContent sx={BODY_SX}>
        <div className="oc-head">
          <div className="oc-id">
            {openable ? (
              <Link component={RouterLink} to={penjualanWebRoutes.order(order.id)} id={`order-${order.id}-code`} data-testid="order-card-code" variant="subtitle1" sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>
                <bdi>{displayText(name)}</bdi>
              </Link>
            ) : (
              <p id={`order-${order.id}-code`} data-testid="order-card-code" className="oc-code">
                <bdi>{displayText(name)}</bdi>
              </p>
            )}
            <p className="oc-date">{formatDateTimeWIB(order.tanggal_pesan)}</p>
          </div>
          {onSelect && (
            <Checkbox checked={Boolean(selected)} onChange={(event) => onSelect(order.id, event.target.checked)} slotProps={{ input: { 'aria-label': format(c.select, { code: displayText(order.kode_transaksi) }) } }} size="small" />
          )}
        </div>
        <div className="oc-chips">
          <IncompleteMark record={order} name={name} />
          <Chip size="small" label={priority.label} color={priority.color} data-testid="order-priority" />
          <Chip size="small" variant="outlined" label={kind === 'CV' ? 'CV' : kind === 'PRIBADI' ? 'Pribadi' : entityName(order.entitas_id)} />
          <Chip size="small" variant="outlined" color={SHIPPING_COLOR[shipping.type]} label={shipping.label} title={shipping.description} data-testid="order-shipping-type" />
          {stuck && <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={m.stuck[stuck]} data-testid="order-stuck" />}
        </div>
        <dl className="oc-fields">
          <Field label={c.total}>
            <strong>{recordRupiah(order, order.total_akhir)}</strong> · {order.metode_pembayaran === 'PAYMENT_GATEWAY' ? 'Payment Gateway' : order.metode_pembayaran === 'MANUAL_TRANSFER' ? 'Transfer Manual' : order.metode_pembayaran || '-'}
          </Field>
          <Field label={c.recipient}>{order.nama_penerima ? <bdi>{displayText(order.nama_penerima)}</bdi> : '-'}</Field>
          <Field label={c.phone}>{order.telepon_penerima || '-'}</Field>
          <Field label={c.shippingCost}>
            {recordRupiah(order, order.ongkir)} · {format(c.items, { count: formatNumber(orderItemCount(order)) })}
          </Field>
          <Field label={c.address}>{[street, city].filter(Boolean).length ? <bdi>{displayText([street, city].filter(Boolean).join(', '))}</bdi> : '-'}</Field>
          {order.catatan_pesanan_dari_pelanggan && (
            <Field label={c.note}>
              <LongText text={order.catatan_pesanan_dari_pelanggan} lines={2} />
            </Field>
          )}
        </dl>
        {order.bukti_transfer_url && (
          <div className="oc-row oc-proof">
            {safeImageSrc(order.bukti_transfer_url) && <img src={safeImageSrc(order.bukti_transfer_url) ?? undefined} alt="" loading="lazy" />}
            <OpenFileButton size="small" url={order.bukti_transfer_url}>
              {c.seeProof}
            </OpenFileButton>
          </div>
        )}
        {(waybill || order.completed_at || order.foto_resi_url) && (
          <>
            <Divider sx={{ my: 1 }} />
            <dl className="oc-fields" data-testid="order-tracking-block">
              {waybill && (
                <Field label={c.waybill}>
                  <span className="oc-mono">
                    <bdi>{displayText(waybill)}</bdi>
                  </span>
                  {courierPage && (
                    <SafeLink href={courierPage} sx={{ ml: 1 }}>
                      {c.track}
                    </SafeLink>
                  )}
                </Field>
              )}
              {order.completed_at && <Field label={c.completedAt}>{formatDateTimeWIB(order.completed_at)}</Field>}
            </dl>
            <div className="oc-row oc-tracking-actions">
              {order.url_cetak_resi && (
                <SafeLinkButton size="small" href={order.url_cetak_resi}>
                  {c.printLabel}
                </SafeLinkButton>
              )}
              {order.foto_resi_url && (
                <OpenFileButton size="small" url={order.foto_resi_url}>
                  {c.deliveryPhoto}
                </OpenFileButton>
              )}
            </div>
          </>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0 }}>
        {incomplete ? (
          openable && (
            <Button component={RouterLink} to={penjualanWebRoutes.order(order.id)} size="small" variant="outlined" sx={{ ml: 'auto' }}>
              {c.open}
            </Button>
          )
        ) : (
          <OrderCardActions order={order}>
            {/* Pushed to the end of its line: bottom right on every card, also when the actions wrap. */}
            <Button component={RouterLink} to={penjualanWebRoutes.order(order.id)} size="small" variant="outlined" sx={{ ml: 'auto' }}>
              {c.open}
            </Button>
          </OrderCardActions>
        )}
      </CardActions>
    </Card>
  );
});
