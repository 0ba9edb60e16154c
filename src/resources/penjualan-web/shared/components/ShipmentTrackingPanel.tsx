import { Box, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import LaunchIcon from '@mui/icons-material/Launch';
import { RetryAlert } from '../../../../components/RetryAlert';
import { EventTimeline } from './EventTimeline';
import { useOrderTracking } from '../hooks';
import { penjualanWebMessages } from '../messages';
import { orderCourierTrackingUrl } from '../rules/links';
import { trackingDateText } from '../rules/trackingDate';
import { statusLabel } from '../rules/history';
import { waybillText } from '../rules/waybill';
import type { Order } from '../../schemas';
import { SafeLinkButton } from '../../../../components/SafeLink';

const m = penjualanWebMessages.trackingPanel;
const t = penjualanWebMessages.tracking;

export type TrackedOrder = Pick<Order, 'id' | 'nomor_resi' | 'kode_kurir' | 'biteship_courier_company' | 'metode_pengiriman' | 'tracking_url'>;

/**
 * The shipment tracking panel (order spec §2): last status, courier, waybill, the history of events
 * newest first, the estimate, and links to the tracking page and the courier's own page.
 */
export const ShipmentTrackingPanel = ({ order }: { order: TrackedOrder }) => {
  const tracking = useOrderTracking(order.id);
  const courierPage = orderCourierTrackingUrl(order);
  const trackingPage = tracking.data?.tracking_url ?? order.tracking_url;
  const histories = [...(tracking.data?.histories ?? [])].reverse();
  return (
    <Card variant="outlined" data-testid="tracking-panel">
      <CardHeader title={m.title} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        {tracking.isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton height={80} />
          </Stack>
        ) : tracking.isError ? (
          <RetryAlert error={tracking.error} fallback={t.loadFailed} onRetry={() => tracking.refetch()} retrying={tracking.isFetching} testId="tracking-error" />
        ) : (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
              <Typography component="dt" color="text.secondary">{m.lastStatus}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="tracking-status">{statusLabel(tracking.data.status)}</Typography>
              <Typography component="dt" color="text.secondary">{m.courier}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{tracking.data.courier_name ?? '-'}</Typography>
              <Typography component="dt" color="text.secondary">{m.waybill}</Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>{waybillText(tracking.data.waybill_id ?? order.nomor_resi) ?? '-'}</Typography>
              <Typography component="dt" color="text.secondary">{m.estimate}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{trackingDateText(tracking.data.estimated_delivery)}</Typography>
            </Box>
            {histories.length === 0 ? (
              <Typography color="text.secondary" data-testid="tracking-empty">{t.empty}</Typography>
            ) : (
              <EventTimeline
                testId="tracking-timeline"
                events={histories.map((event, index) => ({
                  key: `${event.status}-${event.timestamp ?? index}`,
                  when: trackingDateText(event.timestamp),
                  title: statusLabel(event.status),
                  lines: [event.description, event.location],
                }))}
              />
            )}
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {trackingPage && (
            <SafeLinkButton href={trackingPage} startIcon={<LaunchIcon />} variant="outlined" size="small">
              {m.openTracking}
            </SafeLinkButton>
          )}
          {courierPage && (
            <SafeLinkButton href={courierPage} startIcon={<LaunchIcon />} size="small">
              {m.openCourier}
            </SafeLinkButton>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
