import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import AddBoxIcon from '@mui/icons-material/AddBox';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify } from 'react-admin';
import { format } from '../../../i18n/format';

import { penjualanWebMessages } from '../shared/messages';
import { ConfirmDialog, PromptDialog } from '../../../components/ConfirmDialog';
import { RefundButtons } from './refunds/RefundButtons';
import { orderActions } from '../shared/rules/actions';
import { NO_TRACKING_WAYBILL } from '../shared/rules/waybill';
import { orderCenterWhatsAppLink } from '../shared/rules/links';
import { detectShippingType } from '../shared/rules/shippingType';
import type { Order } from '../schemas';
import { useOrderAction } from './order-detail/hooks';
import { openSafeUrl } from '../../../components/openFile';
import { SafeLinkButton } from '../../../components/SafeLink';
import { useOpenedOnce } from '../../../components/useOpenedOnce';

const m = penjualanWebMessages.center;
const c = m.card;

interface AskProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/*
 * Each confirmation holds its own action (its mutation), and a card mounts it only once the action is
 * first asked for: a queue of 24 cards otherwise rendered 72 closed dialogs and 72 idle mutations. While
 * an action runs its dialog is open, holding both buttons and the screen, so it is sent once.
 */
const ShipNowAsk = ({ order, open, onClose }: AskProps) => {
  const ship = useOrderAction('ship', order, { failureTemplate: penjualanWebMessages.errors.orderCenter.ship, onDone: onClose });
  return (
    <ConfirmDialog
      open={open}
      title={format(m.confirmShip, { code: order.kode_transaksi })}
      content={m.confirmShipContent}
      confirmLabel={c.shipNow}
      pending={ship.isPending}
      onConfirm={() => ship.run({ nomor_resi: NO_TRACKING_WAYBILL, adminNotes: '' })}
      onClose={onClose}
    />
  );
};

const CreateBiteshipAsk = ({ order, open, onClose }: AskProps) => {
  const biteship = useOrderAction('createBiteshipOrder', order, { failureTemplate: penjualanWebMessages.errors.orderCenter.createBiteship, onDone: onClose });
  return (
    <ConfirmDialog
      open={open}
      title={format(m.confirmCreateBiteship, { code: order.kode_transaksi })}
      content={m.confirmCreateBiteshipContent}
      confirmLabel={c.createBiteship}
      pending={biteship.isPending}
      onConfirm={() => biteship.run({})}
      onClose={onClose}
    />
  );
};

const MarkDeliveredAsk = ({ order, open, onClose }: AskProps) => {
  const complete = useOrderAction('complete', order, { failureTemplate: penjualanWebMessages.errors.orderCenter.complete, onDone: onClose });
  return (
    <PromptDialog
      open={open}
      title={format(m.completeTitle, { code: order.kode_transaksi })}
      label={m.completeLabel}
      confirmLabel={c.markDelivered}
      color="success"
      pending={complete.isPending}
      onSubmit={(reply) => complete.run({ adminNotes: reply })}
      onClose={onClose}
    />
  );
};

/**
 * An order card's actions in the Order Center (order spec §2, per tab): chat admin's 'WhatsApp
 * Customer'; free shipping's Ship Now and Mark Delivered; Biteship's Create Biteship Order (empty body,
 * the server fills it), Track Shipment and Print Label. Each is confirmed, sent once, and worded as the
 * Order Center's failures are. `children` (the card's Open button) share the row, so it wraps with
 * the actions and stays at the end however many there are.
 */
export const OrderCardActions = ({ order, children }: { order: Order; children?: React.ReactNode }) => {
  const notify = useNotify();
  const type = detectShippingType(order).type;
  const can = orderActions(order);
  const [asking, setAsking] = useState<null | 'ship' | 'deliver' | 'biteship'>(null);
  const close = () => setAsking(null);
  const shipAsked = useOpenedOnce(asking === 'ship');
  const deliverAsked = useOpenedOnce(asking === 'deliver');
  const biteshipAsked = useOpenedOnce(asking === 'biteship');
  const whatsApp = type === 'CHAT_ADMIN' ? orderCenterWhatsAppLink(order) : null;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', width: '100%' }}>
      {type === 'CHAT_ADMIN' &&
        (whatsApp ? (
          <Button size="small" color="success" variant="contained" startIcon={<WhatsAppIcon />} href={whatsApp} target="_blank" rel="noopener noreferrer">
            {c.whatsApp}
          </Button>
        ) : (
          <Button size="small" disabled startIcon={<WhatsAppIcon />} title={penjualanWebMessages.whatsapp.phoneMissing}>
            {c.whatsApp}
          </Button>
        ))}
      {type === 'GRATIS_ONGKIR' && can.canShipNow && (
        <Button size="small" variant="contained" startIcon={<LocalShippingIcon />} onClick={() => setAsking('ship')}>
          {c.shipNow}
        </Button>
      )}
      {type === 'GRATIS_ONGKIR' && can.canMarkDelivered && (
        <Button size="small" variant="contained" color="success" startIcon={<DoneAllIcon />} onClick={() => setAsking('deliver')}>
          {c.markDelivered}
        </Button>
      )}
      {type === 'GRATIS_ONGKIR' && <RefundButtons order={order} size="small" />}
      {type === 'BITESHIP' && can.canCreateBiteshipOrder && (
        <Button size="small" variant="contained" startIcon={<AddBoxIcon />} onClick={() => setAsking('biteship')}>
          {c.createBiteship}
        </Button>
      )}
      {/* Always on a Biteship card (order spec §2): without a safe tracking URL it says so. */}
      {type === 'BITESHIP' && (
        <Button
          size="small"
          startIcon={<TravelExploreIcon />}
          onClick={() => (openSafeUrl(order.tracking_url) ? undefined : notify(penjualanWebMessages.errors.noTrackingUrl, { type: 'warning' }))}
        >
          {c.trackShipment}
        </Button>
      )}
      {type === 'BITESHIP' && order.url_cetak_resi && (
        <SafeLinkButton size="small" startIcon={<PrintIcon />} href={order.url_cetak_resi}>
          {c.printLabelAction}
        </SafeLinkButton>
      )}
      {children}

      {shipAsked && <ShipNowAsk order={order} open={asking === 'ship'} onClose={close} />}
      {biteshipAsked && <CreateBiteshipAsk order={order} open={asking === 'biteship'} onClose={close} />}
      {deliverAsked && <MarkDeliveredAsk order={order} open={asking === 'deliver'} onClose={close} />}
    </Stack>
  );
};
