import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import AddBoxIcon from '@mui/icons-material/AddBox';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import PrintIcon from '@mui/icons-material/Print';
import SyncIcon from '@mui/icons-material/Sync';
import WebhookIcon from '@mui/icons-material/Webhook';
import CancelIcon from '@mui/icons-material/Cancel';
import EditNoteIcon from '@mui/icons-material/EditNote';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useNotify } from 'react-admin';
import { formatDateTimeWIB } from '../../../../domain/format';
import { format } from '../../../../i18n/format';
import { BiteshipCancelDialog, BiteshipCreateDialog } from './BiteshipDialogs';
import { DeliveryProofUpload } from './DeliveryProofUpload';

import { penjualanWebMessages } from '../../shared/messages';
import { ConfirmDialog, PromptDialog } from '../../../../components/ConfirmDialog';
import { RefundButtons } from '../refunds/RefundButtons';
import { orderActions, primaryFinishAction } from '../../shared/rules/actions';
import { NO_TRACKING_WAYBILL, shownWaybill } from '../../shared/rules/waybill';
import { orderCenterWhatsAppLink } from '../../shared/rules/links';
import { detectShippingType } from '../../shared/rules/shippingType';
import { statusLabel } from '../../shared/rules/history';
import type { Order } from '../../schemas';
import { SectionCard } from '../../../../components/SectionCard';
import { useOrderAction } from './hooks';
import { WaybillDialog } from './WaybillDialog';
import { openSafeUrl } from '../../../../components/openFile';
import { SafeLinkButton } from '../../../../components/SafeLink';
import { safeImageSrc } from '../../../../domain/safeUrl';

const m = penjualanWebMessages.order;
const c = penjualanWebMessages.center.card;

type Asking = null | 'ship' | 'shipBiteship' | 'deliver' | 'complete' | 'cancel' | 'waybill' | 'biteship' | 'autoComplete' | 'cancelBiteship';

/**
 * The shipping-management panel of the order detail (order spec §2), by courier type: chat admin,
 * free shipping, Biteship, or unknown with its warning. Completing, cancelling and a new waybill are
 * offered for any type while the state allows them. Every action is confirmed, sent once and reloads
 * the order; a failure shows the server's text and changes nothing.
 */
export const OrderShippingPanel = ({ order }: { order: Order }) => {
  const notify = useNotify();
  const shipping = detectShippingType(order);
  const can = orderActions(order);
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  const options = { onDone: close };
  const ship = useOrderAction('ship', order, options);
  const complete = useOrderAction('complete', order, options);
  const cancel = useOrderAction('cancel', order, options);
  const waybill = useOrderAction('updateWaybill', order, options);
  const createBiteship = useOrderAction('createBiteshipOrder', order, options);
  const autoComplete = useOrderAction('autoCompleteDelivered', order, options);
  const cancelBiteship = useOrderAction('cancelBiteshipOrder', order, options);
  const refresh = useOrderAction('refreshTracking', order);
  const webhook = useOrderAction('testWebhook', order);
  const whatsApp = orderCenterWhatsAppLink(order);
  const finished = order.status_pengiriman === 'SELESAI' || order.status_pengiriman === 'DIBATALKAN' || order.status_pembayaran === 'DIBATALKAN';
  // A Biteship order starts with the waybill it already has, or none (order spec §7), never free shipping's marker.
  const biteshipWaybill = shownWaybill(order.nomor_resi);
  // After Ship Now several actions finish the order: the one its courier type calls for comes first,
  // filled, with a line saying why; the others stay as plain secondary buttons.
  const primary = primaryFinishAction(order);
  const deliveryPhoto = order.status_pengiriman !== 'DIKIRIM' ? safeImageSrc(order.foto_resi_url) : null;

  return (
    <SectionCard title={m.shippingPanel} testId="shipping-panel">
      <Stack spacing={2}>
        {can.showsCompletionNotice && (
          <Alert severity="success" icon={<TaskAltIcon />}>
            {format(m.completedNotice, { when: order.completed_at ? ` pada ${formatDateTimeWIB(order.completed_at)}` : '' })}
          </Alert>
        )}
        {!can.showsCompletionNotice && finished && <Alert severity="info">{m.cancelledNotice}</Alert>}
        {/* The photo that completed the order stays on it (stored as foto_resi_url by upload-bukti-pengiriman). */}
        {deliveryPhoto && (
          <Box data-testid="delivery-photo">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {m.deliveryProof}
            </Typography>
            <Box component="img" src={deliveryPhoto} alt={format(m.deliveryPhotoAlt, { code: order.kode_transaksi })} loading="lazy" sx={{ maxWidth: '100%', width: 240, maxHeight: 240, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }} />
          </Box>
        )}

        {primary && (
          <Alert severity="info" data-testid="finish-hint">
            {m.finishHint[primary]}
          </Alert>
        )}

        {shipping.type === 'UNKNOWN' && !can.showsCompletionNotice && (
          <Alert severity="warning" data-testid="unknown-courier-warning" action={<RefundButtons order={order} size="small" manualOnly />}>
            {format(m.unknownWarning, { description: shipping.description })}
          </Alert>
        )}

        {shipping.type === 'CHAT_ADMIN' && !finished && (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {m.chatIntro}
            </Typography>
            <Box>
              {whatsApp ? (
                <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} href={whatsApp} target="_blank" rel="noopener noreferrer">
                  {c.whatsApp}
                </Button>
              ) : (
                <Typography color="text.secondary">{penjualanWebMessages.whatsapp.phoneMissing}</Typography>
              )}
            </Box>
          </Stack>
        )}

        {shipping.type === 'GRATIS_ONGKIR' && !finished && (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {m.freeIntro}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {can.canShipNow && (
                <Button variant="contained" startIcon={<LocalShippingIcon />} disabled={ship.isPending} onClick={() => setAsking('ship')}>
                  {c.shipNow}
                </Button>
              )}
            </Stack>
            {order.status_pengiriman === 'DIKIRIM' && <DeliveryProofUpload order={order} />}
            {/* Without a photo the order can still be finished: secondary, after the photo that finishes it. */}
            {can.canMarkDelivered && (
              <Box>
                <Button variant={primary === 'deliveryProof' ? 'text' : 'outlined'} color="success" startIcon={<DoneAllIcon />} disabled={complete.isPending} onClick={() => setAsking('deliver')} data-testid="mark-delivered">
                  {c.markDelivered}
                </Button>
              </Box>
            )}
          </Stack>
        )}

        {shipping.type === 'BITESHIP' && can.showsBiteshipPanel && (
          <Stack spacing={1.5} data-testid="biteship-panel">
            <Typography variant="body2" color="text.secondary">
              {m.biteshipIntro}
            </Typography>
            {order.biteship_order_id && (
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}>
                <Typography component="dt" color="text.secondary" variant="body2">{m.biteshipId}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="biteship-id">{order.biteship_order_id}</Typography>
                <Typography component="dt" color="text.secondary" variant="body2">{m.biteshipStatus}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="biteship-status">{statusLabel(order.biteship_status)}</Typography>
              </Box>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {can.canCreateBiteshipOrder && (
                <Button variant="contained" startIcon={<AddBoxIcon />} disabled={createBiteship.isPending} onClick={() => setAsking('biteship')}>
                  {c.createBiteship}
                </Button>
              )}
              {can.canShipNow && (
                <Button variant="outlined" startIcon={<LocalShippingIcon />} disabled={ship.isPending} onClick={() => setAsking('shipBiteship')}>
                  {c.shipNow}
                </Button>
              )}
              {order.biteship_order_id && (
                <>
                  <Button startIcon={<TravelExploreIcon />} onClick={() => (openSafeUrl(order.tracking_url) ? undefined : notify(penjualanWebMessages.errors.noTrackingUrl, { type: 'warning' }))}>
                    {m.trackLive}
                  </Button>
                  {order.url_cetak_resi && (
                    <SafeLinkButton startIcon={<PrintIcon />} href={order.url_cetak_resi}>
                      {m.print}
                    </SafeLinkButton>
                  )}
                  <Button startIcon={<SyncIcon />} disabled={refresh.isPending} onClick={() => refresh.run()}>
                    {m.refreshTracking}
                  </Button>
                  <Button startIcon={<WebhookIcon />} disabled={webhook.isPending} onClick={() => webhook.run()}>
                    {m.testWebhook}
                  </Button>
                  {can.canAutoCompleteDelivered && (
                    <Button variant={primary === 'autoComplete' ? 'contained' : 'outlined'} color="success" startIcon={<DoneAllIcon />} disabled={autoComplete.isPending} onClick={() => setAsking('autoComplete')} data-testid="auto-complete">
                      {m.autoComplete}
                    </Button>
                  )}
                  {order.status_pengiriman === 'DIKIRIM' && order.biteship_status !== 'delivered' && (
                    <Button color="error" startIcon={<CancelIcon />} disabled={cancelBiteship.isPending} onClick={() => setAsking('cancelBiteship')}>
                      {m.cancelBiteship}
                    </Button>
                  )}
                </>
              )}
            </Stack>
          </Stack>
        )}

        {(can.canComplete || can.canCancel || can.canUpdateWaybill) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            {can.canComplete && (
              <Button variant={primary === 'complete' ? 'contained' : 'text'} color={primary === 'complete' ? 'success' : 'primary'} startIcon={<TaskAltIcon />} disabled={complete.isPending} onClick={() => setAsking('complete')} data-testid="complete-order">
                {m.completeOrder}
              </Button>
            )}
            {can.canUpdateWaybill && (
              <Button startIcon={<EditNoteIcon />} disabled={waybill.isPending} onClick={() => setAsking('waybill')}>
                {m.updateWaybill}
              </Button>
            )}
            {can.canCancel && (
              <Button color="error" startIcon={<CancelIcon />} disabled={cancel.isPending} onClick={() => setAsking('cancel')}>
                {m.cancelOrder}
              </Button>
            )}
          </Stack>
        )}
      </Stack>

      <ConfirmDialog
        open={asking === 'ship'}
        title={format(penjualanWebMessages.center.confirmShip, { code: order.kode_transaksi })}
        content={penjualanWebMessages.center.confirmShipContent}
        confirmLabel={c.shipNow}
        pending={ship.isPending}
        onConfirm={() => ship.run({ nomor_resi: NO_TRACKING_WAYBILL })}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'shipBiteship'}
        title={format(penjualanWebMessages.center.confirmShip, { code: order.kode_transaksi })}
        content={biteshipWaybill ? format(m.biteshipShipWithWaybill, { waybill: biteshipWaybill }) : m.biteshipShipWithoutWaybill}
        confirmLabel={c.shipNow}
        pending={ship.isPending}
        onConfirm={() => ship.run({ nomor_resi: biteshipWaybill ?? '' })}
        onClose={close}
      />
      <PromptDialog open={asking === 'deliver'} title={format(penjualanWebMessages.center.completeTitle, { code: order.kode_transaksi })} label={m.completeReason} confirmLabel={c.markDelivered} color="success" pending={complete.isPending} onSubmit={(reply) => complete.run({ reason: reply })} onClose={close} />
      <PromptDialog open={asking === 'complete'} title={format(m.completeTitle, { code: order.kode_transaksi })} label={m.completeReason} confirmLabel={m.completeOrder} color="success" pending={complete.isPending} onSubmit={(reply) => complete.run({ reason: reply })} onClose={close} />
      <PromptDialog open={asking === 'cancel'} title={format(m.cancelTitle, { code: order.kode_transaksi })} label={m.cancelReason} required confirmLabel={m.cancelOrder} color="error" pending={cancel.isPending} onSubmit={(reply) => cancel.run({ reason: reply })} onClose={close} />
      <WaybillDialog code={order.kode_transaksi} courier={order.biteship_courier_company ?? order.kode_kurir ?? ''} open={asking === 'waybill'} pending={waybill.isPending} onSubmit={(body) => waybill.run(body)} onClose={close} />
      {asking === 'biteship' && <BiteshipCreateDialog order={order} open pending={createBiteship.isPending} onSubmit={(body) => createBiteship.run(body)} onClose={close} />}
      <ConfirmDialog open={asking === 'autoComplete'} title={format(m.confirmAutoComplete, { code: order.kode_transaksi })} confirmLabel={m.autoComplete} color="success" pending={autoComplete.isPending} onConfirm={() => autoComplete.run()} onClose={close} />
      <BiteshipCancelDialog code={order.kode_transaksi} open={asking === 'cancelBiteship'} pending={cancelBiteship.isPending} onSubmit={(body) => cancelBiteship.run(body)} onClose={close} />
    </SectionCard>
  );
};
