import { Chip } from '@mui/material';
import { penjualanWebMessages } from '../messages';
import { paymentMethodKind } from '../rules/payment';
import type { Order } from '../../schemas';

const m = penjualanWebMessages.payment;

/** The payment method as a badge: a manual transfer (verified by hand) stands out from a gateway payment. */
export const PaymentMethodChip = ({ order, testId }: { order: Pick<Order, 'metode_pembayaran'>; testId?: string }) => {
  const kind = paymentMethodKind(order);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={kind === 'MANUAL_TRANSFER' ? 'primary' : kind === 'PAYMENT_GATEWAY' ? 'secondary' : 'default'}
      label={m.methods[kind]}
      data-testid={testId}
    />
  );
};
