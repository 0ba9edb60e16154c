import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LaunchIcon from '@mui/icons-material/Launch';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { HttpError } from '../../../api/errors';
import { LongText } from '../../../components/LongText';
import { PageHeader, pageSx } from '../../../components/PageHeader';
import { RetryAlert } from '../../../components/RetryAlert';
import { IncompleteMark, recordRupiah } from '../../../components/IncompleteMark';
import { formatDateTimeWIB } from '../../../domain/format';
import { useOrder } from '../shared/hooks';
import { penjualanWebMessages } from '../shared/messages';
import { OrderItemsTable } from '../shared/components/OrderItemsTable';
import { OrderStatusChip } from '../shared/components/OrderStatusChip';
import { PaymentMethodChip } from '../shared/components/PaymentMethodChip';
import { PaymentProof } from '../shared/components/PaymentProof';
import { PaymentVerifyActions } from './PaymentVerifyActions';
import { penjualanWebRoutes } from '../routes';
import { orderActions } from '../shared/rules/actions';
import { isAutoProcessedPayment } from '../shared/rules/payment';
import type { Order } from '../schemas';
import { SectionCard } from '../../../components/SectionCard';
import { OrderFinance } from '../shared/components/OrderFinance';
import { addressLines } from '../shared/rules/address';

const m = penjualanWebMessages.payment;


/** Where the back link goes: the verification list with the filters it was opened from. */
const useBackTo = (): string => {
  const state = useLocation().state as { listSearch?: unknown } | null;
  const search = typeof state?.listSearch === 'string' && state.listSearch.startsWith('?') ? state.listSearch : '';
  return penjualanWebRoutes.paymentVerification(search);
};

/**
 * The payment detail (order spec §2, /admin/payment-detail/{id}): the payment's status, method and
 * total, the customer and address, the transfer proof with its full size, the items and the payment
 * summary; 'Verifikasi' and 'Tolak' only for a manual transfer awaiting confirmation, and a note that a
 * payment-gateway payment is processed automatically.
 */
export const PaymentDetailPage = () => {
  const { id = '' } = useParams();
  const backTo = useBackTo();
  const { data: order, isPending, error, refetch, isFetching } = useOrder(id);
  const back = (
    <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />}>
      {m.back}
    </Button>
  );

  if (isPending) {
    return (
      <Box sx={pageSx} aria-busy="true" data-testid="payment-detail-loading">
        <PageHeader title={m.detailTitle} back={back} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  if (error || !order) {
    const notFound = error instanceof HttpError && error.status === 404;
    return (
      <Box sx={pageSx}>
        <PageHeader title={m.detailTitle} back={back} />
        {notFound || !error ? (
          <Alert severity="warning" data-testid="payment-detail-not-found">
            {penjualanWebMessages.errors.paymentNotFound}
          </Alert>
        ) : (
          <RetryAlert error={error} fallback={penjualanWebMessages.errors.loadPaymentDetail} onRetry={() => refetch()} retrying={isFetching} testId="payment-detail-error" />
        )}
      </Box>
    );
  }

  const lines = addressLines(order);
  return (
    <Box sx={pageSx} data-testid="payment-detail">
      <PageHeader
        back={back}
        title={
          <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="payment-detail-code">
            {order.kode_transaksi || String(order.id)}
          </Box>
        }
        appBarTitle={`${m.detailTitle} ${order.kode_transaksi}`}
        subtitle={`${m.detailTitle} · ${m.orderDate}: ${formatDateTimeWIB(order.tanggal_pesan)}`}
        actions={
          <Button component={RouterLink} to={penjualanWebRoutes.order(order.id)} endIcon={<LaunchIcon />} data-testid="payment-open-order-center">
            {m.openOrderCenter}
          </Button>
        }
      />

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}>
        <IncompleteMark record={order} name={order.kode_transaksi || String(order.id)} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, auto)' }, columnGap: 3, rowGap: 1, m: 0 }}>
          <Fact label={m.paymentStatus}>
            <OrderStatusChip status={order.status_pembayaran} testId="payment-detail-status" />
          </Fact>
          <Fact label={m.shippingStatus}>
            <OrderStatusChip status={order.status_pengiriman} testId="payment-detail-shipping-status" />
          </Fact>
          <Fact label={m.method}>
            <PaymentMethodChip order={order} testId="payment-detail-method" />
          </Fact>
          <Fact label={m.total}>
            <Typography variant="h6" component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="payment-detail-total">
              {recordRupiah(order, order.total_akhir)}
            </Typography>
          </Fact>
        </Box>
      </Stack>

      <VerificationPanel order={order} />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <SectionCard title={m.customer}>
          <LongText text={order.nama_penerima} variant="body1" testId="payment-detail-customer" />
          <Typography color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {order.telepon_penerima || '-'}
          </Typography>
        </SectionCard>
        <SectionCard title={m.address}>
          {lines ? (
            lines.map((line) => (
              <Typography key={line} sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))
          ) : (
            <Typography color="text.secondary">{m.noAddress}</Typography>
          )}
        </SectionCard>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <SectionCard title={m.proof} testId="payment-detail-proof">
          {order.bukti_transfer_url ? <PaymentProof url={order.bukti_transfer_url} code={order.kode_transaksi} /> : <Typography color="text.secondary">{m.noProofDetail}</Typography>}
        </SectionCard>
        <SectionCard title={m.summary}>
          <OrderFinance order={order} variant="payment" />
        </SectionCard>
      </Box>

      <SectionCard title={m.items}>
        <OrderItemsTable items={order.items} />
      </SectionCard>
    </Box>
  );
};

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Box component="dd" sx={{ m: 0 }}>
      {children}
    </Box>
  </Box>
);

/** What the admin can do with this payment: verify or reject a waiting manual transfer, nothing for a gateway payment. */
const VerificationPanel = ({ order }: { order: Order }) => {
  if (orderActions(order).canVerifyPayment) {
    return (
      <Alert severity="warning" data-testid="payment-verification-panel" sx={{ alignItems: 'center', '& .MuiAlert-message': { width: '100%' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <span>{m.awaitingVerification}</span>
          {!order._incomplete && <PaymentVerifyActions order={order} size="medium" />}
        </Stack>
      </Alert>
    );
  }
  if (isAutoProcessedPayment(order)) {
    return (
      <Alert severity="info" data-testid="payment-auto-processed">
        {m.autoProcessed}
      </Alert>
    );
  }
  return (
    <Alert severity="success" icon={false} variant="outlined" data-testid="payment-no-action">
      {m.noAction}
    </Alert>
  );
};

