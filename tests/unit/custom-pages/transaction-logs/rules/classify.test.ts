import { describe, expect, it } from 'vitest';
import {
  classifyFlow,
  classifyType,
  disbursedAt,
  flowSign,
  kasStatusColor,
  signedAmount,
  toKasLogRow,
  type KasLogType,
} from '@/custom-pages/transaction-logs/rules';
import type { KasLogEntry } from '@/custom-pages/pending-cash/schemas';

const entry = (fields: Partial<KasLogEntry>): KasLogEntry => ({
  id: 1,
  kodeTransaksi: 'CV-20261101-0001',
  transactionType: 'KAS_MASUK',
  tipe: 'MASUK',
  jumlah: 100_000,
  biayaAdminManual: 0,
  metodePembayaran: 'BC',
  namaKas: 'Kas BCA CV',
  entitasName: 'CV Sinar Jaya Bangunan',
  tanggal: '2026-11-01T03:00:00.000Z',
  tanggalPencairan: '2026-11-01T23:00:00.000Z',
  status: 'COMPLETED',
  keterangan: null,
  ...fields,
});

describe('classifyType: the transaction types of operations spec §4', () => {
  const cases: Array<[string, Partial<KasLogEntry>, KasLogType]> = [
    ['a cash-in as the server says', { transactionType: 'KAS_MASUK' }, 'KAS_MASUK'],
    ['a fee as the server says', { transactionType: 'FEE', tipe: 'KELUAR' }, 'FEE'],
    ['a fee whatever its note says', { transactionType: 'fee', tipe: 'KELUAR', keterangan: 'Refund full pesanan X' }, 'FEE'],
    ["a refund whose note says 'Refund full'", { transactionType: 'REFUND', tipe: 'KELUAR', keterangan: 'Refund full pesanan CV-1' }, 'REFUND_FULL'],
    ["a refund whose note says 'refund sisa'", { transactionType: 'REFUND', tipe: 'KELUAR', keterangan: 'REFUND SISA pesanan' }, 'REFUND_FULL'],
    ["a refund whose note says 'cancel'", { transactionType: 'REFUND', tipe: 'KELUAR', keterangan: 'Order cancelled by customer' }, 'REFUND_FULL'],
    ["a refund whose note says 'batalkan'", { transactionType: 'REFUND', tipe: 'KELUAR', keterangan: 'Pesanan dibatalkan? Batalkan semua' }, 'REFUND_FULL'],
    ["a refund whose note says 'Refund partial'", { transactionType: 'REFUND', tipe: 'KELUAR', keterangan: 'Refund partial pesanan CV-1: rusak' }, 'REFUND_PARTIAL'],
    ["a refund whose note says 'sebagian'", { transactionType: 'REFUND', tipe: 'KELUAR', keterangan: 'Dikembalikan sebagian' }, 'REFUND_PARTIAL'],
    ["a refund whose note says 'partial'", { transactionType: 'REFUND', tipe: 'KELUAR', keterangan: 'PARTIAL' }, 'REFUND_PARTIAL'],
    ['full words win over partial words', { transactionType: 'REFUND', tipe: 'KELUAR', keterangan: 'Refund partial, lalu refund sisa' }, 'REFUND_FULL'],
    [
      'a manual-transfer refund (no REFUND type) read from its note',
      { transactionType: null, tipe: 'KELUAR', metodePembayaran: 'MANUAL_TRANSFER_REFUND', status: 'PENDING', keterangan: 'refund full' },
      'REFUND_FULL',
    ],
    [
      'a manual-transfer refund cashed out without such words is a partial-refund outflow',
      { transactionType: 'REFUND', tipe: 'KELUAR', metodePembayaran: 'MANUAL_TRANSFER_REFUND', status: 'CASHED_OUT', keterangan: 'Transfer ke pelanggan' },
      'REFUND_PARTIAL',
    ],
    [
      'a manual-transfer refund completed without such words is a partial-refund outflow',
      { transactionType: null, tipe: 'KELUAR', metodePembayaran: 'manual_transfer_refund', status: 'completed', keterangan: null },
      'REFUND_PARTIAL',
    ],
    [
      "a settled manual-transfer refund is a partial-refund outflow before its note is read, even one saying 'Refund full'",
      { transactionType: 'REFUND_FULL', tipe: 'KELUAR', metodePembayaran: 'MANUAL_TRANSFER_REFUND', status: 'CASHED_OUT', keterangan: 'Refund full pesanan CV-1 (batalkan)' },
      'REFUND_PARTIAL',
    ],
    [
      "a completed manual-transfer refund whose note says 'cancel' is a partial-refund outflow",
      { transactionType: null, tipe: 'KELUAR', metodePembayaran: 'MANUAL_TRANSFER_REFUND', status: 'COMPLETED', keterangan: 'Order cancelled' },
      'REFUND_PARTIAL',
    ],
    [
      'a manual-transfer refund still pending without such words is another refund',
      { transactionType: 'REFUND', tipe: 'KELUAR', metodePembayaran: 'MANUAL_TRANSFER_REFUND', status: 'PENDING', keterangan: 'Transfer' },
      'REFUND_OTHER',
    ],
    ['a gateway refund without such words is another refund', { transactionType: 'REFUND', tipe: 'KELUAR', metodePembayaran: 'BC', status: 'CASHED_OUT', keterangan: 'Pengembalian dana' }, 'REFUND_OTHER'],
    ["the server's own REFUND_FULL stands when the note says nothing", { transactionType: 'REFUND_FULL', tipe: 'KELUAR', metodePembayaran: 'BC', keterangan: null }, 'REFUND_FULL'],
    ["the note wins over the server's refund subtype", { transactionType: 'REFUND_FULL', tipe: 'KELUAR', metodePembayaran: 'BC', keterangan: 'Refund partial pesanan' }, 'REFUND_PARTIAL'],
    ['an entry of no known type coming in is a cash-in', { transactionType: null, tipe: 'MASUK', keterangan: 'Setoran' }, 'KAS_MASUK'],
    ['an entry of no known type going out is the catch-all outflow', { transactionType: 'PENYESUAIAN', tipe: 'KELUAR', keterangan: 'Koreksi' }, 'REFUND_OTHER'],
  ];

  it.each(cases)('%s', (_name, fields, type) => {
    expect(classifyType(entry(fields))).toBe(type);
  });
});

describe('classifyFlow: MASUK or KELUAR', () => {
  it.each([
    ['MASUK', 'KAS_MASUK', 'MASUK'],
    ['keluar', 'FEE', 'KELUAR'],
    ['KELUAR', 'KAS_MASUK', 'KELUAR'],
    ['', 'KAS_MASUK', 'MASUK'],
    ['?', 'REFUND_FULL', 'KELUAR'],
    ['', 'FEE', 'KELUAR'],
  ] as const)("tipe %j of a %s entry flows %s (the server's tipe first)", (tipe, type, flow) => {
    expect(classifyFlow({ tipe }, type)).toBe(flow);
  });
});

describe('kasStatusColor: operations spec §4', () => {
  it.each([
    ['COMPLETED', 'success'],
    ['PENDING', 'warning'],
    ['CASHED_OUT', 'info'],
    ['completed', 'success'],
    ['FAILED', 'default'],
    ['', 'default'],
    [null, 'default'],
  ] as const)('%j is %s', (status, color) => {
    expect(kasStatusColor(status)).toBe(color);
  });
});

describe('toKasLogRow, flowSign and signedAmount: the amount column', () => {
  it.each([
    [{ transactionType: 'KAS_MASUK', tipe: 'MASUK', jumlah: 150_000, biayaAdminManual: 4_000 }, '+', 150_000, 4_000, 150_000],
    [{ transactionType: 'FEE', tipe: 'KELUAR', jumlah: 4_000, biayaAdminManual: 0 }, '-', 4_000, 0, -4_000],
    [{ transactionType: 'REFUND', tipe: 'KELUAR', jumlah: -75_000, biayaAdminManual: null }, '-', 75_000, 0, -75_000],
    [{ transactionType: 'KAS_MASUK', tipe: 'MASUK', jumlah: '20000', biayaAdminManual: '2500' }, '+', 20_000, 2_500, 20_000],
  ] as const)('%j shows %s%d with fee %d (signed %d)', (fields, sign, amount, fee, signed) => {
    const row = toKasLogRow(entry(fields as Partial<KasLogEntry>));
    expect(flowSign(row.flow)).toBe(sign);
    expect(row.amount).toBe(amount);
    expect(row.fee).toBe(fee);
    expect(signedAmount(row)).toBe(signed);
  });
});

describe("disbursedAt: 'Cairkan' only when the disbursement differs from the date", () => {
  it.each([
    ['2026-11-01T03:00:00.000Z', '2026-11-01T23:00:00.000Z', '2026-11-01T23:00:00.000Z'],
    ['2026-11-01T03:00:00.000Z', '2026-11-01T03:00:00.000Z', null],
    ['2026-11-01T03:00:00.000Z', '2026-11-01T03:00:40.000Z', null],
    ['2026-11-01T03:00:00.000Z', '2026-11-01T03:01:00.000Z', '2026-11-01T03:01:00.000Z'],
    ['2026-11-01T03:00:00.000Z', null, null],
    ['2026-11-01T03:00:00.000Z', 'bukan tanggal', null],
  ] as const)('date %s, disbursed %j: %j', (tanggal, tanggalPencairan, shown) => {
    expect(disbursedAt({ tanggal, tanggalPencairan })).toBe(shown);
  });
});
