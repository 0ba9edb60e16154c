import type { Id } from '../../../api/schemas/common';
import { formatRupiah } from '../../../domain/format';
import { dateProblem, jakartaToday } from '../../../domain/validation';
import { changed, FakeHttpError, reply, type Handler } from '../../../fake-api/http';
import { format } from '../../../i18n/format';
import { refreshRefundStatus } from '../../../resources/penjualan-web/fake/public';
import type { pendingCashContract } from '../contract';
import type { KasAccount, PendingCash } from '../schemas';
import { cashIn, cashOut, insufficientBalance } from './kas';
import { entryOfRefund, REFUND_CASH_METHOD } from './ledger';
import { indonesianOrder } from '../../../domain/textOrder';

type Endpoints = typeof pendingCashContract;

/** What the fake pending-cash server answers beyond the spec's texts. */
export const pendingCashServerMessages = {
  nothingChosen: 'Pilih minimal satu data pending cash.',
  duplicateChosen: 'Data pending cash yang sama dipilih lebih dari sekali.',
  kasNotFound: 'Kas tidak ditemukan.',
  entryNotFound: 'Data pending cash %{id} tidak ditemukan.',
  alreadySettled: 'Transaksi %{kode} sudah dicairkan.',
  feeInvalid: 'Biaya admin %{kode} harus bilangan bulat antara 0 dan %{max}.',
  refundInfoMissing: 'Data refund untuk %{kode} tidak lengkap.',
  refundFullAmount: 'Refund FULL %{kode} harus sebesar %{amount}.',
  refundAmountInvalid: 'Jumlah refund %{kode} harus lebih dari 0 dan paling banyak %{amount}.',
  cashedIn: 'Berhasil cairkan %{count} pembayaran ke %{kas}',
  cashedOut: 'Berhasil cairkan %{count} refund dari %{kas}',
  dateInvalid: 'Tanggal %{field} tidak valid.',
  dateOrder: 'Tanggal mulai tidak boleh setelah tanggal akhir.',
} as const;

const m = pendingCashServerMessages;

const newestFirst = (a: { at: string; id: Id }, b: { at: string; id: Id }) => Date.parse(b.at) - Date.parse(a.at) || Number(b.id) - Number(a.id);

/** GET /admin/pending-cash: what still waits, payments and refunds alike, newest first. */
const list: Handler<Endpoints['list']> = ({ db }) =>
  reply(
    db.pendingCash
      .filter((entry) => entry.status === 'PENDING')
      .map((entry) => ({ entry, at: entry.tanggalPenjualan, id: entry.id }))
      .sort(newestFirst)
      .map(({ entry }) => entry),
  );

/** GET /admin/pending-cash/kas-options: every account with its balance, by name. */
const kasOptions: Handler<Endpoints['kasOptions']> = ({ db }) => reply([...db.kasAccounts].sort((a, b) => indonesianOrder(a.namaKas, b.namaKas)));

const isWholeRupiah = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * POST /admin/pending-cash/cairkan. Checks everything before moving any money: a choice (400), no id
 * twice (400), the account (404), each entry (404) still PENDING (409), each payment's fee a whole
 * rupiah amount within its gross (400), each refund's payout described (FULL: its whole amount;
 * PARTIAL: more than 0 and at most what is owed) (400), and that the account can pay the refunds out
 * after the payments in the same call came in (409). Then each entry moves, with its log entries.
 */
const cairkan: Handler<Endpoints['cairkan']> = ({ db, body, now }) => {
  const { pendingCashIds, kasTujuanId, feeInfoList, refundInfoList } = body;
  if (pendingCashIds.length === 0) throw new FakeHttpError(400, m.nothingChosen);
  if (new Set(pendingCashIds.map(String)).size !== pendingCashIds.length) throw new FakeHttpError(400, m.duplicateChosen);
  const kas: KasAccount | undefined = db.kasAccounts.find((account) => String(account.id) === String(kasTujuanId));
  if (!kas) throw new FakeHttpError(404, m.kasNotFound);
  const entries: PendingCash[] = pendingCashIds.map((id) => {
    const entry = db.pendingCash.find((candidate) => String(candidate.id) === String(id));
    if (!entry) throw new FakeHttpError(404, format(m.entryNotFound, { id: String(id) }));
    if (entry.status !== 'PENDING') throw new FakeHttpError(409, format(m.alreadySettled, { kode: entry.kodeTransaksi }));
    return entry;
  });
  const feeOf = (entry: PendingCash) => feeInfoList.find((info) => String(info.pendingCashId) === String(entry.id));
  const refundOf = (entry: PendingCash) => refundInfoList.find((info) => String(info.pendingCashId) === String(entry.id));
  const isRefund = (entry: PendingCash) => entry.metodePembayaran === REFUND_CASH_METHOD || Number(entry.jumlahGross) < 0;

  let change = 0;
  const moves = entries.map((entry) => {
    const gross = Number(entry.jumlahGross);
    if (isRefund(entry)) {
      const owed = Math.abs(gross);
      const info = refundOf(entry);
      if (!info || !info.hasRefund) throw new FakeHttpError(400, format(m.refundInfoMissing, { kode: entry.kodeTransaksi }));
      if (info.refundType === 'FULL' && info.refundAmount !== owed) throw new FakeHttpError(400, format(m.refundFullAmount, { kode: entry.kodeTransaksi, amount: formatRupiah(owed) }));
      if (!isWholeRupiah(info.refundAmount) || info.refundAmount <= 0 || info.refundAmount > owed) {
        throw new FakeHttpError(400, format(m.refundAmountInvalid, { kode: entry.kodeTransaksi, amount: formatRupiah(owed) }));
      }
      change -= info.refundAmount;
      return { entry, refund: info.refundAmount };
    }
    const fee = feeOf(entry);
    const amount = fee?.biayaAdminManual ?? 0;
    if (!isWholeRupiah(amount) || amount > gross) throw new FakeHttpError(400, format(m.feeInvalid, { kode: entry.kodeTransaksi, max: formatRupiah(gross) }));
    change += gross - amount;
    return { entry, fee: { amount, confirmed: fee?.isFeeConfirmed ?? false, note: fee?.keterangan ?? null } };
  });
  const needed = -change;
  if (Number(kas.saldoAkhir) + change < 0) throw new FakeHttpError(409, insufficientBalance(kas, needed));

  const at = now.toISOString();
  const refundedOrders = new Set<string>();
  for (const move of moves) {
    if (move.fee) cashIn(db, move.entry, kas, move.fee, at);
    else {
      const record = db.refundRecords.find((candidate) => entryOfRefund([move.entry], candidate) === move.entry);
      cashOut(db, move.entry, kas, move.refund ?? 0, record, at);
      if (move.entry.orderId !== undefined && move.entry.orderId !== null) refundedOrders.add(String(move.entry.orderId));
    }
  }
  refreshRefundStatus(db, refundedOrders);
  const refunds = moves.filter((move) => !move.fee).length;
  const message = refunds === moves.length ? format(m.cashedOut, { count: refunds, kas: kas.namaKas }) : format(m.cashedIn, { count: moves.length, kas: kas.namaKas });
  return changed({ success: true, message, kas });
};

const dayOf = (iso: string) => jakartaToday(new Date(iso));

/**
 * GET /admin/pending-cash/kas-logs: the ledger, newest movement first, narrowed by method, direction
 * and the Jakarta days of the transaction date (both ends included). A date that is not one is 400.
 */
const kasLogs: Handler<Endpoints['kasLogs']> = ({ db, query }) => {
  const method = query.get('metode_pembayaran')?.trim() || null;
  const tipe = query.get('tipe')?.trim().toUpperCase() || null;
  const from = query.get('tanggal_mulai')?.trim() || null;
  const to = query.get('tanggal_akhir')?.trim() || null;
  for (const [field, value] of [
    ['mulai', from],
    ['akhir', to],
  ] as const) {
    if (value !== null && dateProblem(value) !== null) throw new FakeHttpError(400, format(m.dateInvalid, { field }));
  }
  if (from !== null && to !== null && from > to) throw new FakeHttpError(400, m.dateOrder);
  const rows = db.kasLogs.filter((entry) => {
    if (method !== null && entry.metodePembayaran !== method) return false;
    if (tipe !== null && entry.tipe !== tipe) return false;
    const day = dayOf(entry.tanggal);
    return (from === null || day >= from) && (to === null || day <= to);
  });
  return reply(
    rows
      .map((entry) => ({ entry, at: entry.tanggalPencairan ?? entry.tanggal, id: entry.id }))
      .sort(newestFirst)
      .map(({ entry }) => entry),
  );
};

export const pendingCashHandlers = {
  list,
  kasOptions,
  cairkan,
  kasLogs,
};
