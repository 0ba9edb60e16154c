import { Box, Button, Skeleton } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader, pageSx } from '../../../../components/PageHeader';
import { RetryAlert } from '../../../../components/RetryAlert';
import { format } from '../../../../i18n/format';
import { penjualanWebMessages } from '../../shared/messages';
import { penjualanWebRoutes } from '../../routes';
import { useOrder } from '../../shared/hooks';
import { ShipmentTrackingPanel } from '../../shared/components/ShipmentTrackingPanel';

const m = penjualanWebMessages.trackingPage;

/** A shipment's tracking on a page of its own (`/order-center/{id}/tracking`, the fake Biteship's tracking link). */
export const OrderTrackingPage = () => {
  const { orderId = '' } = useParams();
  const { data: order, isPending, error, refetch, isFetching } = useOrder(orderId);
  return (
    <Box sx={{ ...pageSx, maxWidth: 880 }}>
      <PageHeader
        title={order ? format(m.title, { code: order.kode_transaksi }) : penjualanWebMessages.trackingPanel.title}
        back={
          <Button component={RouterLink} to={penjualanWebRoutes.order(orderId)} startIcon={<ArrowBackIcon />}>
            {m.back}
          </Button>
        }
      />
      {isPending ? <Skeleton variant="rounded" height={240} /> : error || !order ? <RetryAlert error={error} fallback={penjualanWebMessages.errors.loadOrder} onRetry={() => refetch()} retrying={isFetching} /> : <ShipmentTrackingPanel order={order} />}
    </Box>
  );
};
