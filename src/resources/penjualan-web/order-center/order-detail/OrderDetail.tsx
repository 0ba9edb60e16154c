import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, IconButton, InputAdornment, Skeleton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import MapIcon from '@mui/icons-material/Map';
import SearchIcon from '@mui/icons-material/Search';
import ReportIcon from '@mui/icons-material/Report';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '../../../../components/RetryAlert';
import { IncompleteMark } from '../../../../components/IncompleteMark';
import { showsDebugPanels } from '../../../../config';
import { LongText } from '../../../../components/LongText';
import { entityName } from '../../../../domain/entity';
import { formatDateTimeWIB, formatNumber, formatRupiah } from '../../../../domain/format';
import { format } from '../../../../i18n/format';
import { EventTimeline } from '../../shared/components/EventTimeline';

import { penjualanWebMessages } from '../../shared/messages';
import { OrderFinance } from '../../shared/components/OrderFinance';
import { OrderItemsTable } from '../../shared/components/OrderItemsTable';
import { OrderShippingPanel } from './OrderShippingPanel';
import { OrderStatusChip } from '../../shared/components/OrderStatusChip';
import { PaymentProof } from '../../shared/components/PaymentProof';
import { PaymentVerifyActions } from '../../payment-verification/PaymentVerifyActions';
import { RefundButtons } from '../refunds/RefundButtons';
import { RefundRecords } from '../refunds/RefundRecords';
import { refundableRemaining, refundedSoFar } from '../../shared/rules/refund';
import { penjualanWebRoutes } from '../../routes';
import { orderActions } from '../../shared/rules/actions';
import { stockLabel, itemWeightText } from '../../shared/rules/items';
import { orderItemCount, orderMapsUrl, recipientChatLink } from '../../shared/rules/links';
import { tabForOpenedOrder, type OrderCenterTab } from '../../shared/rules/orderCenterTab';
import { orderTimeline } from '../../shared/rules/timeline';
import { orderBadges } from '../../shared/rules/badges';
import { detectShippingType } from '../../shared/rules/shippingType';
import { stuckReason } from '../../shared/rules/stuck';
import type { Order } from '../../schemas';
import { useOrder } from '../../shared/hooks';
import { SectionCard } from '../../../../components/SectionCard';
import { ShipmentTrackingPanel } from '../../shared/components/ShipmentTrackingPanel';
import { useCopy } from '../../shared/components/useCopy';
import { orderCenterSearch } from '../filters';
import { displayText } from '../../../../domain/displayText';

const m = penjualanWebMessages.order;

const CopyButton = ({ label, text }: { label: string; text: string }) => {
  const copy = useCopy();
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => void copy(text)}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const addressText = (order: Order): string =>
  [
    order.alamat_pengiriman?.jalan || order.alamat_lengkap,
    order.alamat_pengiriman?.kecamatan || order.kecamatan,
    order.alamat_pengiriman?.kota || order.kabupaten,
    order.alamat_pengiriman?.provinsi || order.provinsi,
    order.alamat_pengiriman?.kode_pos,
  ]
    .filter(Boolean)
    .join(', ');

const ProductSearch = ({ order }: { order: Order }) => {
  const [query, setQuery] = useState('');
  const items = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    return wanted ? order.items.filter((item) => [item.judul_produk_induk, item.nama_varian, item.sku_varian_web].some((text) => text?.toLowerCase().includes(wanted))) : order.items;
  }, [order.items, query]);
  return (
    <Stack spacing={1}>
      {order.items.length > 3 && (
        <TextField
          size="small"
          label={m.searchProducts}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          sx={{ maxWidth: 320 }}
        />
      )}
      {items.length === 0 ? (
        <Typography color="text.secondary">{m.noProductMatch}</Typography>
      ) : (
        <OrderItemsTable
          items={items}
          extra={(item) => (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" label={stockLabel(item.qty)} />
              <Chip size="small" variant="outlined" label={`${m.weight} ${itemWeightText(item)}`} />
            </Stack>
          )}
        />
      )}
    </Stack>
  );
};

/**
 * The fulfilment screen of one order (order spec §2, Order detail): header, status, recipient,
 * address, note, products, finance, payment proof, the shipping panel of its courier type, tracking and
 * the order's own timeline. `onTab` tells the Order Center which tab the order belongs to.
 */
export const OrderDetail = ({ id, onTab }: { id: string; onTab: (tab: OrderCenterTab) => void }) => {
  const { data: order, isPending, error, refetch, isFetching } = useOrder(id);
  const tab = order ? tabForOpenedOrder(order) : null;
  useEffect(() => {
    if (tab) onTab(tab);
  }, [tab, onTab]);

  if (isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton height={56} width="60%" />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (error || !order) {
    return (
      <Stack spacing={2}>
        <Box>
          <Button component={RouterLink} to={penjualanWebRoutes.orderCenter()} startIcon={<ArrowBackIcon />}>
            {m.backToQueue}
          </Button>
        </Box>
        <RetryAlert error={error} fallback={penjualanWebMessages.errors.loadOrder} onRetry={() => refetch()} retrying={isFetching} testId="order-error" />
      </Stack>
    );
  }

  const badges = orderBadges(order);
  const shipping = detectShippingType(order);
  const can = orderActions(order);
  const chat = recipientChatLink(order);
  const maps = orderMapsUrl(order);
  const address = addressText(order);
  const stuck = stuckReason(order, new Date());
  const timeline = orderTimeline(order);
  const events = timeline.steps;
  const backSearch = orderCenterSearch({ tab: tab ?? 'all-orders', entity: 'ALL', courier: '', showCompleted: false, stuckOnly: false, readyOnly: false, pendingOnly: false });

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="order-detail">
      <Title title={`${penjualanWebMessages.center.title} · ${displayText(order.kode_transaksi)}`} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Button component={RouterLink} to={`${penjualanWebRoutes.orderCenter()}${backSearch}`} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
            {m.backToQueue}
          </Button>
          <Typography variant="h5" component="h2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="order-code">
            <bdi>{displayText(order.kode_transaksi || String(order.id))}</bdi>
          </Typography>
          <IncompleteMark record={order} name={order.kode_transaksi || String(order.id)} />
          <Typography color="text.secondary">
            {formatDateTimeWIB(order.tanggal_pesan)} · {entityName(order.entitas_id, order.kode_transaksi)} · {format(m.items, { count: formatNumber(orderItemCount(order)) })}
          </Typography>
        </Box>
        {/* Small like OrderStatusChip, so the header's badges read as one row of the same size. */}
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center' }} data-testid="detail-badges">
          {badges.priority.level === 'URGENT' && <Chip size="small" color="error" icon={<ReportIcon />} label={m.urgent} />}
          <Chip size="small" label={badges.priority.label} color={badges.priority.color} data-testid="detail-priority" />
          {badges.payment !== null && <OrderStatusChip status={badges.payment} testId="detail-payment-status" />}
          {badges.shipping !== null && <OrderStatusChip status={badges.shipping} testId="detail-shipping-status" />}
          <Chip size="small" variant="outlined" label={shipping.label} title={shipping.description} />
        </Stack>
      </Stack>
      {stuck && <Alert severity="warning">{penjualanWebMessages.center.stuck[stuck]}</Alert>}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <OrderShippingPanel order={order} />
          <SectionCard title={m.products}>
            <ProductSearch order={order} />
          </SectionCard>
          {can.showsTrackingHistory && <ShipmentTrackingPanel order={order} />}
          <SectionCard title={m.timeline} testId="order-timeline">
            {timeline.derived && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} data-testid="order-timeline-derived">
                {m.timelineDerived}
              </Typography>
            )}
            {events.length === 0 ? (
              <Typography color="text.secondary">{m.noTimeline}</Typography>
            ) : (
              <EventTimeline
                events={events.map((event, index) => ({
                  key: `${event.at ?? 'now'}-${index}`,
                  when: event.at ? formatDateTimeWIB(event.at) : '',
                  title: event.action,
                  lines: [event.note, event.by],
                }))}
              />
            )}
          </SectionCard>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <SectionCard title={m.recipient}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <LongText text={order.nama_penerima} variant="body1" />
              <CopyButton label={m.copyName} text={order.nama_penerima} />
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontFamily: 'monospace' }}>{order.telepon_penerima || '-'}</Typography>
              {order.telepon_penerima && <CopyButton label={m.copyPhone} text={order.telepon_penerima} />}
            </Stack>
            {chat ? (
              <Button href={chat} target="_blank" rel="noopener noreferrer" size="small" color="success" startIcon={<WhatsAppIcon />}>
                {m.chat}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {penjualanWebMessages.whatsapp.phoneMissing}
              </Typography>
            )}
          </SectionCard>
          <SectionCard title={m.address} action={address ? <CopyButton label={m.copyAddress} text={address} /> : undefined}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{address || penjualanWebMessages.detail.noAddress}</Typography>
            {maps && (
              <Button href={maps} target="_blank" rel="noopener noreferrer" size="small" startIcon={<MapIcon />} sx={{ mt: 1 }}>
                {m.viewMap}
              </Button>
            )}
          </SectionCard>
          <SectionCard title={m.note} action={order.catatan_pesanan_dari_pelanggan ? <CopyButton label={m.copyNote} text={order.catatan_pesanan_dari_pelanggan} /> : undefined}>
            {order.catatan_pesanan_dari_pelanggan ? <LongText text={order.catatan_pesanan_dari_pelanggan} lines={6} variant="body1" /> : <Typography color="text.secondary">{m.noNote}</Typography>}
          </SectionCard>
          <SectionCard title={m.finance}>
            <OrderFinance order={order} />
          </SectionCard>
          <SectionCard title={m.proof}>
            <Stack spacing={1.5}>
              <PaymentProof url={order.bukti_transfer_url} code={order.kode_transaksi} />
              {can.canVerifyPayment && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="detail-verify">
                  <PaymentVerifyActions order={order} size="small" />
                </Stack>
              )}
            </Stack>
          </SectionCard>
          <SectionCard title={penjualanWebMessages.refund.refund} testId="refund-panel">
            <Stack spacing={1.5}>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">{penjualanWebMessages.refund.alreadyRefunded}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }} data-testid="order-refunded">{formatRupiah(refundedSoFar(order))}</Typography>
                <Typography component="dt" variant="body2" color="text.secondary">{penjualanWebMessages.refund.remaining}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }} data-testid="order-refundable">{formatRupiah(refundableRemaining(order))}</Typography>
              </Box>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <RefundButtons order={order} size="small" />
              </Stack>
              <RefundRecords order={order} />
            </Stack>
          </SectionCard>
          {showsDebugPanels() && (
            <SectionCard title={m.debug}>
              <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {JSON.stringify({ courierType: shipping.type, tipe_pengiriman: order.tipe_pengiriman, metode_pengiriman: order.metode_pengiriman, layanan_pengiriman: order.layanan_pengiriman, kode_kurir: order.kode_kurir, layanan_kurir: order.layanan_kurir, apakah_gratis_ongkir: order.apakah_gratis_ongkir, biteship_order_id: order.biteship_order_id }, null, 2)}
              </Box>
            </SectionCard>
          )}
        </Box>
      </Box>
    </Box>
  );
};
