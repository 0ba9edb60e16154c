import { format } from '../../../i18n/format';
import { formatRupiah } from '../../../domain/format';
import { nextId } from '../../../fake-api/db';
import type { RefundRecord } from '../../../resources/penjualan-web/public';
import type { KasAccount, KasLogEntry, PendingCash } from '../schemas';

/**
 * The cash accounts and their ledger as the fake server keeps them. Every change of a balance writes
 * its log entry in the same call, so an account's balance is always its opening balance plus what its
 * log says came in minus what went out (the transaction log's Net Flow over all time).
 */
export interface KasTables {
  kasAccounts: KasAccount[];
  kasLogs: KasLogEntry[];
}

/** What the server writes into the ledger's `keterangan`; the log screen classifies refunds by it (operations spec §4). */
export const kasLedgerTexts = {
  cashIn: 'Pencairan pembayaran %{kode}',
  fee: 'Biaya admin pencairan %{kode}',
  refundFull: 'Refund full pesanan %{kode}',
  refundPartial: 'Refund partial pesanan %{kode}',
  reason: '%{text}: %{reason}',
  insufficient: 'Saldo %{kas} tidak mencukupi: %{saldo}, dibutuhkan %{needed}.',
} as const;

/** The shop's cash accounts and their balances before the seed's movements. */
export const KAS_OPENING: ReadonlyArray<{ namaKas: string; saldoAwal: number }> = [
  { namaKas: 'Kas BCA CV', saldoAwal: 25_000_000 },
  { namaKas: 'Kas Mandiri CV', saldoAwal: 12_500_000 },
  { namaKas: 'Kas BRI Pribadi', saldoAwal: 8_000_000 },
  { namaKas: 'Kas Tunai Toko', saldoAwal: 3_500_000 },
];

export const seedKasAccounts = (): KasAccount[] => KAS_OPENING.map(({ namaKas, saldoAwal }, index) => ({ id: index + 1, namaKas, saldoAkhir: saldoAwal }));

/** A refund's text in the ledger: full when the whole order went back (FULL), else partial. */
const refundText = (entry: PendingCash, record: RefundRecord | undefined, paid: number): string => {
  const whole = record ? record.refundType === 'FULL' : paid >= Math.abs(Number(entry.jumlahGross));
  const text = format(whole ? kasLedgerTexts.refundFull : kasLedgerTexts.refundPartial, { kode: entry.kodeTransaksi });
  return record?.refundReason ? format(kasLedgerTexts.reason, { text, reason: record.refundReason }) : text;
};

const logEntry = (tables: KasTables, fields: Omit<KasLogEntry, 'id'>): KasLogEntry => {
  const entry: KasLogEntry = { id: nextId(tables.kasLogs), ...fields };
  tables.kasLogs.push(entry);
  return entry;
};

/**
 * The account side of cashing one payment in: the account gains the gross amount less the fee, and
 * the ledger gets the KAS_MASUK (the fee shown beneath it) and, for a fee, the FEE that left again, so
 * Kas Masuk minus Kas Keluar is what the account gained.
 */
export const bookCashIn = (tables: KasTables, entry: PendingCash, kas: KasAccount, fee: { amount: number; note: string | null }, at: string): void => {
  const gross = Number(entry.jumlahGross);
  kas.saldoAkhir = Number(kas.saldoAkhir) + gross - fee.amount;
  const common = {
    kodeTransaksi: entry.kodeTransaksi,
    metodePembayaran: entry.metodePembayaran,
    namaKas: kas.namaKas,
    entitasName: entry.entitasName,
    tanggal: entry.tanggalPenjualan,
    tanggalPencairan: at,
    status: 'COMPLETED',
    orderId: entry.orderId ?? null,
  };
  logEntry(tables, {
    ...common,
    transactionType: 'KAS_MASUK',
    tipe: 'MASUK',
    jumlah: gross,
    biayaAdminManual: fee.amount,
    keterangan: fee.note?.trim() || format(kasLedgerTexts.cashIn, { kode: entry.kodeTransaksi }),
  });
  if (fee.amount > 0) {
    logEntry(tables, { ...common, transactionType: 'FEE', tipe: 'KELUAR', jumlah: fee.amount, biayaAdminManual: 0, keterangan: format(kasLedgerTexts.fee, { kode: entry.kodeTransaksi }) });
  }
};

/** The account side of paying `amount` of a refund entry out: the account loses it, the ledger shows the outflow. */
export const bookCashOut = (tables: KasTables, entry: PendingCash, kas: KasAccount, amount: number, record: RefundRecord | undefined, at: string): void => {
  kas.saldoAkhir = Number(kas.saldoAkhir) - amount;
  logEntry(tables, {
    kodeTransaksi: entry.kodeTransaksi,
    transactionType: 'REFUND',
    tipe: 'KELUAR',
    jumlah: amount,
    biayaAdminManual: 0,
    metodePembayaran: entry.metodePembayaran,
    namaKas: kas.namaKas,
    entitasName: entry.entitasName,
    tanggal: entry.tanggalPenjualan,
    tanggalPencairan: at,
    status: 'CASHED_OUT',
    keterangan: refundText(entry, record, amount),
    orderId: entry.orderId ?? null,
  });
};

/** Cashes one payment in: booked on the account, and the entry COMPLETED with its fee. */
export const cashIn = (tables: KasTables, entry: PendingCash, kas: KasAccount, fee: { amount: number; confirmed: boolean; note: string | null }, at: string): void => {
  bookCashIn(tables, entry, kas, fee, at);
  entry.status = 'COMPLETED';
  entry.biayaAdminManual = fee.amount;
  entry.isFeeConfirmed = fee.confirmed;
};

/**
 * Pays `amount` of one refund entry out. The whole entry paid is CASHED_OUT and its record COMPLETED
 * (the money has left); a part leaves the rest PENDING.
 */
export const cashOut = (tables: KasTables, entry: PendingCash, kas: KasAccount, amount: number, record: RefundRecord | undefined, at: string): void => {
  const owed = Math.abs(Number(entry.jumlahGross));
  bookCashOut(tables, entry, kas, amount, record, at);
  if (amount >= owed) {
    entry.status = 'CASHED_OUT';
    entry.isFeeConfirmed = true;
    if (record) record.status = 'COMPLETED';
  } else {
    entry.jumlahGross = -(owed - amount);
  }
};

/** The refusal of a cash-out larger than the account holds. */
export const insufficientBalance = (kas: KasAccount, needed: number): string =>
  format(kasLedgerTexts.insufficient, { kas: kas.namaKas, saldo: formatRupiah(Number(kas.saldoAkhir)), needed: formatRupiah(needed) });
