/**
 * The payment method codes money reaches the cash accounts with (operations spec §9), with the
 * names an administrator reads: the shop's own methods, the gateway, and the gateway's channels. The
 * cash-in list, the refund list, the transaction log and the orders' refund results all name a method
 * through `paymentMethodName`; it knows no area, so the orders and the cash screens above them share it.
 */
/** The method of a refund's pending-cash entry: paid out by manual transfer (the refund screen lists only these). */
export const REFUND_CASH_METHOD = 'MANUAL_TRANSFER_REFUND';

export const PAYMENT_METHOD_NAMES = {
  MANUAL_TRANSFER: 'Transfer Manual',
  MANUAL_TRANSFER_REFUND: 'Refund Transfer Manual',
  DUITKU: 'Duitku',
  TRANSFER_BANK: 'Transfer Bank',
  BC: 'BCA VA',
  BR: 'BRI VA',
  M2: 'Mandiri VA',
  BT: 'BTN VA',
  B1: 'CIMB VA',
  A1: 'ATM Bersama',
  I1: 'Bank Syariah Indonesia',
  AG: 'Bank Artos',
  NC: 'Bank Neo Commerce',
  BV: 'Bank Jago',
  OV: 'OVO',
  OL: 'OVO Push',
  DA: 'DANA',
  SP: 'ShopeePay',
  SA: 'ShopeePay Apps',
  SL: 'ShopeePay Account Link',
  LA: 'LinkAja',
  LQ: 'LinkAja Apps',
  JP: 'Jenius Pay',
  NQ: 'Nobu QRIS',
  GQ: 'GPN QRIS',
  QRIS: 'QRIS',
  VC: 'Kartu Kredit',
  FT: 'Fintech',
  DN: 'Debit Online',
  IR: 'Indomaret',
} as const satisfies Record<string, string>;

export type PaymentMethodCode = keyof typeof PAYMENT_METHOD_NAMES;

/** Every code in the spec's order, for the log's method filter. */
export const PAYMENT_METHOD_CODES = Object.keys(PAYMENT_METHOD_NAMES) as PaymentMethodCode[];

/** A code's name; a code the table does not know (a new gateway channel) shows as itself, empty as '-'. */
export const paymentMethodName = (code: string | null | undefined): string => {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') return '-';
  return (PAYMENT_METHOD_NAMES as Record<string, string>)[trimmed.toUpperCase()] ?? trimmed;
};
