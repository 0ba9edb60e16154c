/**
 * Web orders and their fulfilment (spec 2-order-fulfilment): the spec's labels and messages verbatim,
 * in English where the spec is English ('Ready to Ship'); texts the spec leaves open are written in the
 * same voice. Grouped by what uses them; `%{name}` placeholders are filled with `format()`.
 */
import { orderCenterMessages } from './orderCenter';
import { orderDetailMessages } from './orderDetail';
import { refundsMessages } from './refunds';
import { paymentVerificationMessages } from './paymentVerification';
import { transaksiMessages } from './transaksi';
import { errorsMessages } from './errors';

/** The whole area's texts, one file per screen beside this one. */
export const penjualanWebMessages = {
  ...orderCenterMessages,
  ...orderDetailMessages,
  ...refundsMessages,
  ...paymentVerificationMessages,
  ...transaksiMessages,
  ...errorsMessages,
} as const;
