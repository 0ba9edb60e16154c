import type { Id } from '../../api/schemas/common';
import { REFUND_CASH_METHOD } from '../../resources/penjualan-web/public';
import type { CairkanBody, KasAccount, PendingCash } from './schemas';
import { indonesianOrder } from '../../domain/textOrder';

/**
 * The cash-in and refund cash-out screens' rules (operations spec §2, §5 and §7): which entries
 * each lists, what a selection adds up to, and the `cairkan` body each sends. No React, no I/O.
 */

/** Which pending entries a screen works on: payments to cash in, or manual-transfer refunds to pay out. */
export type CashMode = 'in' | 'out';

const isRefundEntry = (entry: Pick<PendingCash, 'metodePembayaran' | 'jumlahGross' | '_incomplete'>): boolean =>
  entry.metodePembayaran.trim().toUpperCase() === REFUND_CASH_METHOD ||
  // Salvaged without its method: a negative amount is a refund to pay out (operations spec §3).
  (Boolean(entry._incomplete) && entry.metodePembayaran === '' && Number(entry.jumlahGross) < 0);

/**
 * Cash in lists pending payments without the manual-transfer refunds; refund cash-out lists only those.
 * Any other status (CASHED_OUT, COMPLETED, one nobody knows) is not waiting. An entry the server sent
 * unreadable is listed where what did read places it (pending, or a status that did not read), marked.
 */
export const entriesFor = (mode: CashMode, entries: readonly PendingCash[]): PendingCash[] =>
  entries.filter((entry) => (entry.status === 'PENDING' || (entry._incomplete && entry.status === '')) && (mode === 'out' ? isRefundEntry(entry) : !isRefundEntry(entry)));

/** Money is never moved on a record that could not be read: it is listed, marked, and cannot be chosen. */
export const isChoosable = (entry: PendingCash): boolean => !entry._incomplete;

/** A cashed-in payment's fee: 0 and not confirmed until the administrator sets it (operations spec §5). */
export interface FeeSetting {
  amount: number;
  confirmed: boolean;
  note: string;
}

export const DEFAULT_FEE: FeeSetting = { amount: 0, confirmed: false, note: '' };

export const feeOf = (fees: ReadonlyMap<string, FeeSetting>, id: Id): FeeSetting => fees.get(String(id)) ?? DEFAULT_FEE;

/** The entry's amount as money moves: a payment's gross, a refund's payout (its gross is negative). */
export const amountOf = (entry: Pick<PendingCash, 'jumlahGross'>): number => Math.abs(Number(entry.jumlahGross));

/** The chosen entries in the list's order, ignoring ids no longer listed (cashed in elsewhere, filtered away). */
export const chosenEntries = (entries: readonly PendingCash[], selected: ReadonlySet<string>): PendingCash[] => entries.filter((entry) => isChoosable(entry) && selected.has(String(entry.id)));

/** Adds or removes one entry. */
export const toggleChoice = (selected: ReadonlySet<string>, id: Id): Set<string> => {
  const next = new Set(selected);
  if (next.has(String(id))) next.delete(String(id));
  else next.add(String(id));
  return next;
};

/** 'Select all' over what is shown: all of them, or none when all were already chosen. */
export const toggleAll = (listed: readonly PendingCash[], selected: ReadonlySet<string>): Set<string> => {
  const shown = listed.filter(isChoosable);
  const allChosen = shown.length > 0 && shown.every((entry) => selected.has(String(entry.id)));
  const next = new Set(selected);
  for (const entry of shown) {
    if (allChosen) next.delete(String(entry.id));
    else next.add(String(entry.id));
  }
  return next;
};

export type ChoiceState = 'none' | 'some' | 'all';

export const choiceState = (listed: readonly PendingCash[], selected: ReadonlySet<string>): ChoiceState => {
  const shown = listed.filter(isChoosable);
  const chosen = shown.filter((entry) => selected.has(String(entry.id))).length;
  if (chosen === 0) return 'none';
  return chosen === shown.length ? 'all' : 'some';
};

export interface SelectionTotals {
  count: number;
  gross: number;
  fees: number;
  /** What lands in the account (cash in) or leaves it (cash out). */
  net: number;
  /** Fees of the chosen payments still unconfirmed. */
  unconfirmedFees: number;
}

export const selectionTotals = (mode: CashMode, chosen: readonly PendingCash[], fees: ReadonlyMap<string, FeeSetting>): SelectionTotals => {
  let gross = 0;
  let feeSum = 0;
  let unconfirmed = 0;
  for (const entry of chosen) {
    gross += amountOf(entry);
    if (mode === 'in') {
      const fee = feeOf(fees, entry.id);
      feeSum += fee.amount;
      if (!fee.confirmed) unconfirmed += 1;
    }
  }
  return { count: chosen.length, gross, fees: feeSum, net: gross - feeSum, unconfirmedFees: unconfirmed };
};

/** A fee must be a whole rupiah amount from 0 up to the payment's gross; the problem's text, else null. */
export const feeProblem = (amount: number | null, gross: number, texts: { required: string; tooLarge: string }): string | null => {
  if (amount === null || !Number.isInteger(amount) || amount < 0) return texts.required;
  return amount > gross ? texts.tooLarge : null;
};

/** The account after the movement: a cash-in adds the net, a cash-out takes it away. */
export const balanceAfter = (mode: CashMode, kas: Pick<KasAccount, 'saldoAkhir'>, totals: Pick<SelectionTotals, 'net'>): number =>
  Number(kas.saldoAkhir) + (mode === 'in' ? totals.net : -totals.net);

/**
 * What is missing before a cairkan: the rows, the account, or both (the spec's warning names both; the
 * screens say precisely which one when only one is missing). Null when nothing is.
 */
export const missingChoice = (chosen: readonly PendingCash[], kasId: string | null): 'rows' | 'kas' | 'both' | null => {
  const rows = chosen.length === 0;
  const kas = kasId === null || kasId === '';
  return rows && kas ? 'both' : rows ? 'rows' : kas ? 'kas' : null;
};

/** Cash in (operations spec §5 and §7): each payment with its fee (default 0, not confirmed), no refund info. */
export const cashInBody = (chosen: readonly PendingCash[], kasId: Id, fees: ReadonlyMap<string, FeeSetting>): CairkanBody => ({
  pendingCashIds: chosen.map((entry) => entry.id),
  kasTujuanId: kasId,
  feeInfoList: chosen.map((entry) => {
    const fee = feeOf(fees, entry.id);
    return { pendingCashId: entry.id, biayaAdminManual: fee.amount, isFeeConfirmed: fee.confirmed, keterangan: fee.note.trim() === '' ? null : fee.note.trim() };
  }),
  refundInfoList: [],
});

/**
 * Refund cash-out (operations spec §5): each refund without a fee (0, confirmed), paid out whole as FULL
 * with the absolute amount (the entry's gross is negative).
 */
export const cashOutBody = (chosen: readonly PendingCash[], kasId: Id): CairkanBody => ({
  pendingCashIds: chosen.map((entry) => entry.id),
  kasTujuanId: kasId,
  feeInfoList: chosen.map((entry) => ({ pendingCashId: entry.id, biayaAdminManual: 0, isFeeConfirmed: true, keterangan: null })),
  refundInfoList: chosen.map((entry) => ({
    pendingCashId: entry.id,
    hasRefund: true,
    refundType: 'FULL' as const,
    refundAmount: amountOf(entry),
    refundReason: `Refund ${entry.kodeTransaksi}`,
  })),
});

/** The list's own narrowing, kept in the address: text over code and entity, and the entity. */
export interface CashListFilter {
  q: string;
  entitas: string;
  /** One entry by its id (a link from the refund that made it). */
  id?: string;
}

export const filterEntries = (entries: readonly PendingCash[], { q, entitas, id = '' }: CashListFilter): PendingCash[] => {
  const needle = q.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (id === '' || String(entry.id) === id) &&
      (entitas === '' || entry.entitasName === entitas) &&
      (needle === '' || entry.kodeTransaksi.toLowerCase().includes(needle) || entry.entitasName.toLowerCase().includes(needle)),
  );
};

/** The entities present in a list, for its filter. */
export const entitiesOf = (entries: readonly PendingCash[]): string[] => [...new Set(entries.map((entry) => entry.entitasName))].sort(indonesianOrder);
