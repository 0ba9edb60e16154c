import { PAYMENT_METHOD_CODES, PAYMENT_METHOD_NAMES, paymentMethodName, REFUND_CASH_METHOD } from '../../../resources/penjualan-web/public';
import type { KasLogEntry } from '../../pending-cash/public';

/**
 * How the log reads one ledger entry (operations spec §4): its transaction type, its direction,
 * its amount and fee, and its status colour. No React, no I/O.
 */

// The method table of operations spec §9 is pending cash's (the cash-in and refund screens name methods with it
// too); the log reads it from there so a code is named alike on every cash screen.
export { PAYMENT_METHOD_CODES, PAYMENT_METHOD_NAMES, paymentMethodName };

export const KAS_LOG_TYPES = ['KAS_MASUK', 'REFUND_PARTIAL', 'REFUND_FULL', 'REFUND_OTHER', 'FEE'] as const;
export type KasLogType = (typeof KAS_LOG_TYPES)[number];

export const KAS_FLOWS = ['MASUK', 'KELUAR'] as const;
export type KasFlow = (typeof KAS_FLOWS)[number];

/** A ledger entry as the log shows it. */
export type KasLogRow = KasLogEntry & {
  type: KasLogType;
  flow: KasFlow;
  /** The movement's size in rupiah, never negative; `flow` gives its sign. */
  amount: number;
  /** The admin fee shown beneath the amount (0 when none). */
  fee: number;
};

const upper = (value: string | null | undefined): string => (value ?? '').trim().toUpperCase();

/** Note words that make a refund full or partial (operations spec §4), matched case-insensitively; full wins. */
const FULL_WORDS = ['refund full', 'refund sisa', 'cancel', 'batalkan'] as const;
const PARTIAL_WORDS = ['refund partial', 'sebagian', 'partial'] as const;

const SETTLED_STATUSES = new Set(['CASHED_OUT', 'COMPLETED']);

/**
 * The transaction type of operations spec §4:
 * - KAS_MASUK and FEE as the server says;
 * - a manual-transfer refund already cashed out or completed is a partial-refund outflow, whatever its
 *   note says (the spec's mapping comes first: the note words are for the other refund entries);
 * - another refund entry (a REFUND... type, or a pending manual-transfer refund) is REFUND_FULL when its
 *   note says 'refund full', 'refund sisa', 'cancel' or 'batalkan', REFUND_PARTIAL when it says 'refund
 *   partial', 'sebagian' or 'partial'; otherwise the server's own REFUND_FULL or REFUND_PARTIAL stands,
 *   and anything else is REFUND_OTHER;
 * - an entry of no known type takes its direction: money in is KAS_MASUK, money out the catch-all
 *   REFUND_OTHER (the spec has no other outflow type).
 */
export const classifyType = (entry: Pick<KasLogEntry, 'transactionType' | 'metodePembayaran' | 'keterangan' | 'status' | 'tipe'>): KasLogType => {
  const type = upper(entry.transactionType);
  if (type === 'KAS_MASUK' || type === 'FEE') return type;
  const isRefund = type.startsWith('REFUND') || upper(entry.metodePembayaran) === REFUND_CASH_METHOD;
  if (!isRefund) return upper(entry.tipe) === 'KELUAR' ? 'REFUND_OTHER' : 'KAS_MASUK';
  if (upper(entry.metodePembayaran) === REFUND_CASH_METHOD && SETTLED_STATUSES.has(upper(entry.status))) return 'REFUND_PARTIAL';
  const note = (entry.keterangan ?? '').toLowerCase();
  if (FULL_WORDS.some((word) => note.includes(word))) return 'REFUND_FULL';
  if (PARTIAL_WORDS.some((word) => note.includes(word))) return 'REFUND_PARTIAL';
  if (type === 'REFUND_FULL' || type === 'REFUND_PARTIAL') return type;
  return 'REFUND_OTHER';
};

/** The direction: the server's `tipe` when it says one, else money in only for KAS_MASUK. */
export const classifyFlow = (entry: Pick<KasLogEntry, 'tipe'>, type: KasLogType): KasFlow => {
  const tipe = upper(entry.tipe);
  if (tipe === 'MASUK' || tipe === 'KELUAR') return tipe;
  return type === 'KAS_MASUK' ? 'MASUK' : 'KELUAR';
};

const rupiah = (value: unknown): number => {
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.abs(amount) : 0;
};

/** One entry as a row of the log. */
export const toKasLogRow = (entry: KasLogEntry): KasLogRow => {
  const type = classifyType(entry);
  return { ...entry, type, flow: classifyFlow(entry, type), amount: rupiah(entry.jumlah), fee: rupiah(entry.biayaAdminManual) };
};

export const toKasLogRows = (entries: readonly KasLogEntry[]): KasLogRow[] => entries.map(toKasLogRow);

/** The amount as the table shows it: '+' for money in, '−' for money out, before the formatted rupiah. */
export const flowSign = (flow: KasFlow): '+' | '-' => (flow === 'MASUK' ? '+' : '-');

/** The amount with its direction, for sums and spreadsheets. */
export const signedAmount = (row: Pick<KasLogRow, 'flow' | 'amount'>): number => (row.flow === 'MASUK' ? row.amount : -row.amount);

export type KasStatusColor = 'success' | 'warning' | 'info' | 'default';

/** Operations spec §4: COMPLETED green, PENDING yellow, CASHED_OUT blue, any other grey. */
export const kasStatusColor = (status: string | null | undefined): KasStatusColor => {
  switch (upper(status)) {
    case 'COMPLETED':
      return 'success';
    case 'PENDING':
      return 'warning';
    case 'CASHED_OUT':
      return 'info';
    default:
      return 'default';
  }
};

/** The spec's yellow: MUI's warning is orange. Dark text keeps the chip's contrast. */
export const KAS_YELLOW = { fill: '#f9c80e', text: 'rgba(0, 0, 0, 0.87)' } as const;

const minuteOf = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : Math.floor(ms / 60_000);
};

/**
 * The disbursement moment to show as 'Cairkan ...' (operations spec §2): only when the entry has one and it is
 * not the transaction's own moment (to the minute, as the table shows times).
 */
export const disbursedAt = (entry: Pick<KasLogEntry, 'tanggal' | 'tanggalPencairan'>): string | null => {
  const disbursed = minuteOf(entry.tanggalPencairan);
  if (disbursed === null) return null;
  return disbursed === minuteOf(entry.tanggal) ? null : (entry.tanggalPencairan ?? null);
};
