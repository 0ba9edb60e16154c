import { useMemo, useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import { penjualanWebMessages } from '../../shared/messages';
import { FullRefundDialog, PartialRefundDialog, RefundResultDialog } from './RefundDialogs';
import { canRefund, canRefundItems, itemRefundLines, type RefundOutcome } from '../../shared/rules/refund';
import type { Order } from '../../schemas';

const m = penjualanWebMessages.refund;

export interface RefundButtonsProps {
  order: Order;
  size?: 'small' | 'medium';
  /** Only the full refund, labelled as the unknown-courier panel's manual refund. */
  manualOnly?: boolean;
}

/**
 * Refund and Partial Refund for a paid order with money left to give back (order spec §2: the order
 * detail, the Order Center's free-shipping tab, the unknown-courier panel). Nothing shows otherwise;
 * Partial Refund says 'Fitur partial refund belum tersedia' when no item is left to refund.
 */
export const RefundButtons = ({ order, size = 'medium', manualOnly = false }: RefundButtonsProps) => {
  const [open, setOpen] = useState<null | 'full' | 'partial'>(null);
  const [outcome, setOutcome] = useState<RefundOutcome | null>(null);
  const lines = useMemo(() => itemRefundLines(order.items ?? []), [order.items]);
  if (!canRefund(order) && outcome === null) return null;
  const items = canRefundItems(order, lines);
  const done = (result: RefundOutcome) => {
    setOpen(null);
    setOutcome(result);
  };
  return (
    <>
      {canRefund(order) && (
        <Button size={size} color="error" variant="outlined" startIcon={<CurrencyExchangeIcon />} onClick={() => setOpen('full')}>
          {manualOnly ? m.manualRefund : m.refund}
        </Button>
      )}
      {canRefund(order) && !manualOnly && (
        <Tooltip title={items ? '' : penjualanWebMessages.errors.partialRefundUnavailable}>
          <span>
            <Button size={size} color="error" startIcon={<PlaylistRemoveIcon />} disabled={!items} onClick={() => setOpen('partial')}>
              {m.partialRefund}
            </Button>
          </span>
        </Tooltip>
      )}
      {open === 'full' && <FullRefundDialog order={order} open onClose={() => setOpen(null)} onDone={done} />}
      {open === 'partial' && <PartialRefundDialog order={order} open onClose={() => setOpen(null)} onDone={done} />}
      <RefundResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
};
