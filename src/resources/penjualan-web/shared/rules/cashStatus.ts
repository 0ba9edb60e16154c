import { paymentMethodName } from './paymentMethods';

/**
 * One set of words for the states money passes through on its way from a refund to a cash account
 * (operations spec: pending cash PENDING, CASHED_OUT, COMPLETED; refund records PENDING, PROCESSING,
 * COMPLETED; kas entries COMPLETED, PENDING, CASHED_OUT), read alike by the order's refund records,
 * the cash screens and the kas log's chips, so one state has one name wherever it is seen. In the
 * kernel: it knows no area, and the orders may not import pending cash (which sits above them).
 */
export const CASH_STATUS_LABELS = {
  PENDING: 'Menunggu pencairan',
  PROCESSING: 'Diproses',
  CASHED_OUT: 'Sudah dicairkan',
  COMPLETED: 'Selesai',
  SELESAI: 'Selesai',
} as const satisfies Record<string, string>;

const upper = (value: string | null | undefined): string => (value ?? '').trim().toUpperCase();

/** A status in words; one the table does not know shows as itself, empty as '-'. */
export const cashStatusLabel = (status: string | null | undefined): string => {
  const code = upper(status);
  if (code === '') return '-';
  return (CASH_STATUS_LABELS as Record<string, string>)[code] ?? (status ?? '').trim();
};

/**
 * The state a refund record's money is in, in the kas log's terms: a finished manual-transfer refund
 * was paid out of a cash account (its pending-cash entry and kas entry are CASHED_OUT), so it reads
 * 'Sudah dicairkan' on the order as in the log; any other keeps its own status.
 */
export const refundRecordState = (record: { status: string | null | undefined; refundMethod: string | null | undefined }): string => {
  const status = upper(record.status);
  const done = status === 'COMPLETED' || status === 'SELESAI';
  return done && upper(record.refundMethod) === 'MANUAL_TRANSFER' ? 'CASHED_OUT' : status;
};

/** A refund record's method in words (Transfer Manual), as the cash screens name it. */
export const refundMethodName = (method: string | null | undefined): string => paymentMethodName(method);
