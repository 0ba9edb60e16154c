import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import LaunchIcon from '@mui/icons-material/Launch';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { RetryAlert } from '../../../components/RetryAlert';
import { LongText } from '../../../components/LongText';
import { PageHeader, pageSx } from '../../../components/PageHeader';
import { entityName } from '../../../domain/entity';
import { formatDateTimeWIB, formatRupiah } from '../../../domain/format';
import { format } from '../../../i18n/format';

import { penjualanWebMessages } from '../shared/messages';
import { OrderFinance } from '../shared/components/OrderFinance';
import { OrderItemsTable } from '../shared/components/OrderItemsTable';
import { OrderStatusChip } from '../shared/components/OrderStatusChip';
import { penjualanWebRoutes, type TransactionOrigin } from '../routes';
import { transactionDetailTrackingUrl, transactionDetailWhatsAppLink } from '../shared/rules/links';
import { useOrder } from '../shared/hooks';
import { shownWaybill, waybillText } from '../shared/rules/waybill';
import { SectionCard } from '../../../components/SectionCard';
import { addressLines } from '../shared/rules/address';
import { ShipmentTrackingPanel } from '../shared/components/ShipmentTrackingPanel';
import { OpenFileButton, SafeLink, UnsafeLinkText } from '../../../components/SafeLink';
import { openFile } from '../../../components/openFile';
import { displayText } from '../../../domain/displayText';
import { safeImageSrc } from '../../../domain/safeUrl';

const m = penjualanWebMessages.detail;


/** Where the back link goes: the history when the detail was opened from it, else the Order Center. */
const useOrigin = (): TransactionOrigin => ((useLocation().state as { from?: string } | null)?.from === 'riwayat' ? 'riwayat' : 'order-center');

/**
 * The read-only transaction detail (order spec §2, /admin/transaksi-web/{id}): everything about one
 * order and nothing to change it with; the actions are the Order Center's.
 */
export const PenjualanWebTransaction = () => {
  const { id = '' } = useParams();
  const origin = useOrigin();
  const { data: order, isPending, error, refetch, isFetching } = useOrder(id);
  const back =
    origin === 'riwayat' ? (
      <Button component={RouterLink} to={penjualanWebRoutes.history()} startIcon={<ArrowBackIcon />}>
        {m.backToHistory}
      </Button>
    ) : (
      <Button component={RouterLink} to={penjualanWebRoutes.orderCenter()} startIcon={<ArrowBackIcon />}>
        {m.backToOrderCenter}
      </Button>
    );

  if (isPending) {
    return (
      <Box sx={pageSx} aria-busy="true">
        <PageHeader title={m.title} back={back} />
        <Skeleton height={160} />
        <Skeleton height={160} />
      </Box>
    );
  }
  if (error || !order) {
    return (
      <Box sx={pageSx}>
        <PageHeader title={m.title} back={back} />
        <RetryAlert error={error} fallback={penjualanWebMessages.errors.loadTransaction} onRetry={() => refetch()} retrying={isFetching} testId="transaction-error" />
      </Box>
    );
  }

  const whatsApp = transactionDetailWhatsAppLink(order);
  const lines = addressLines(order);
  const trackingLink = transactionDetailTrackingUrl(order);
  const refund = order.refund_info;
  const waybill = shownWaybill(order.nomor_resi);
  return (
    <Box sx={pageSx} data-testid="transaction-detail">
      <PageHeader
        back={back}
        title={
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {order.kode_transaksi}
          </Box>
        }
        appBarTitle={`${m.title} ${order.kode_transaksi}`}
        subtitle={`${m.orderDate}: ${formatDateTimeWIB(order.tanggal_pesan)} · ${entityName(order.entitas_id, order.kode_transaksi)}`}
        actions={
          <>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {m.payment}
              </Typography>
              <OrderStatusChip status={order.status_pembayaran} testId="payment-status" />
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {m.shipping}
              </Typography>
              <OrderStatusChip status={order.status_pengiriman} testId="shipping-status" />
            </Box>
          </>
        }
      />

      <Alert severity="info" action={<Button component={RouterLink} to={penjualanWebRoutes.order(order.id)} color="inherit" size="small">{m.openOrderCenter}</Button>}>
        {m.actionsElsewhere}
      </Alert>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <SectionCard title={m.recipient}>
          <LongText text={order.nama_penerima} variant="body1" />
          <Typography sx={{ fontFamily: 'monospace' }}>{order.telepon_penerima || '-'}</Typography>
          {whatsApp ? (
            <Button href={whatsApp} target="_blank" rel="noopener noreferrer" startIcon={<WhatsAppIcon />} color="success" variant="outlined" size="small" sx={{ mt: 1 }}>
              {m.chatWhatsApp}
            </Button>
          ) : (
            <Typography color="text.secondary">{penjualanWebMessages.whatsapp.phoneMissing}</Typography>
          )}
        </SectionCard>
        <SectionCard title={m.address}>
          {lines ? lines.map((line) => <Typography key={line} sx={{ overflowWrap: 'anywhere' }}><bdi>{displayText(line)}</bdi></Typography>) : <Typography color="text.secondary">{m.noAddress}</Typography>}
        </SectionCard>
      </Box>

      <SectionCard title={m.customerNote}>
        {order.catatan_pesanan_dari_pelanggan ? <LongText text={order.catatan_pesanan_dari_pelanggan} lines={6} variant="body1" /> : <Typography color="text.secondary">{m.noNote}</Typography>}
      </SectionCard>

      <SectionCard title={m.items}>
        <OrderItemsTable items={order.items} />
      </SectionCard>

      {refund && (
        <SectionCard title={m.refund} testId="refund-info">
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            <Typography component="dt" color="text.secondary">{m.refundAmount}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>{formatRupiah(refund.nominal)}</Typography>
            <Typography component="dt" color="text.secondary">{m.refundStatus}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>{refund.status === 'SELESAI' ? m.refundDone : m.refundInProgress}</Typography>
            <Typography component="dt" color="text.secondary">{m.refundReason}</Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{refund.alasan ? <bdi>{displayText(refund.alasan)}</bdi> : '-'}</Typography>
            <Typography component="dt" color="text.secondary">{m.refundDate}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>{formatDateTimeWIB(refund.createdAt) || '-'}</Typography>
          </Box>
          {refund.buktiTransferRefundUrl && (
            <OpenFileButton url={refund.buktiTransferRefundUrl} size="small" sx={{ mt: 1 }}>
              {m.refundProof}
            </OpenFileButton>
          )}
        </SectionCard>
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <SectionCard title={m.finance}>
          <OrderFinance order={order} />
        </SectionCard>
        <SectionCard title={m.proof}>
          {order.bukti_transfer_url ? (
            safeImageSrc(order.bukti_transfer_url) ? (
              <Box component="button" type="button" onClick={() => void openFile(order.bukti_transfer_url ?? '')} aria-label={`${m.proof} ${displayText(order.kode_transaksi)}`} sx={{ display: 'inline-block', p: 0, border: 0, background: 'none', cursor: 'pointer' }}>
                <Box component="img" src={safeImageSrc(order.bukti_transfer_url) ?? undefined} alt={`${m.proof} ${displayText(order.kode_transaksi)}`} sx={{ maxWidth: '100%', maxHeight: 280, borderRadius: 1, border: 1, borderColor: 'divider' }} />
              </Box>
            ) : (
              <UnsafeLinkText value={order.bukti_transfer_url} />
            )
          ) : (
            <Typography color="text.secondary">{m.noProof}</Typography>
          )}
        </SectionCard>
      </Box>

      <SectionCard title={m.shippingInfo}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Typography component="dt" color="text.secondary">{m.method}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{order.metode_pengiriman || '-'}</Typography>
          <Typography component="dt" color="text.secondary">{m.courierService}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{[order.kode_kurir?.toUpperCase(), order.layanan_pengiriman ?? order.layanan_kurir].filter(Boolean).join(' · ') || '-'}</Typography>
          <Typography component="dt" color="text.secondary">{m.estimateDays}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{order.estimasi_ongkir_hari ? format(m.days, { days: order.estimasi_ongkir_hari }) : '-'}</Typography>
          <Typography component="dt" color="text.secondary">{m.trackingNumber}</Typography>
          <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
            {waybillText(order.nomor_resi) ?? '-'}
            {trackingLink && waybill && (
              <SafeLink href={trackingLink} sx={{ ml: 1, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {m.trackLink} <LaunchIcon fontSize="inherit" />
              </SafeLink>
            )}
          </Typography>
        </Box>
      </SectionCard>

      {waybill && <ShipmentTrackingPanel order={order} />}
    </Box>
  );
};
