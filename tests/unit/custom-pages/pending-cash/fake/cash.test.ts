import { describe, expect, it } from 'vitest';
import { KAS_OPENING } from '@/custom-pages/pending-cash/fake/kas';
import type { KasAccount, KasLogEntry, PendingCash } from '@/custom-pages/pending-cash/schemas';
import type { Order } from '@/resources/penjualan-web/schemas';
import { amountRefund, refundPath, setupBackend, orderIn, type Backend } from '../../../resources/penjualan-web/fake/orderBackend';

const LIST = '/admin/pending-cash';
const KAS = '/admin/pending-cash/kas-options';
const CAIRKAN = '/admin/pending-cash/cairkan';
const LOGS = '/admin/pending-cash/kas-logs';

const pendingPayments = (backend: Backend) => backend.db.pendingCash.filter((e) => e.status === 'PENDING' && e.metodePembayaran !== 'MANUAL_TRANSFER_REFUND');
const pendingRefunds = (backend: Backend) => backend.db.pendingCash.filter((e) => e.status === 'PENDING' && e.metodePembayaran === 'MANUAL_TRANSFER_REFUND');
const account = (backend: Backend, name: string) => backend.db.kasAccounts.find((k) => k.namaKas === name) as KasAccount;

const cashInBody = (entries: PendingCash[], kasId: number | string, fees: Record<string, number> = {}) => ({
  pendingCashIds: entries.map((e) => e.id),
  kasTujuanId: kasId,
  feeInfoList: entries.map((e) => ({ pendingCashId: e.id, biayaAdminManual: fees[String(e.id)] ?? 0, isFeeConfirmed: true, keterangan: null })),
  refundInfoList: [],
});
const cashOutBody = (entries: PendingCash[], kasId: number | string) => ({
  pendingCashIds: entries.map((e) => e.id),
  kasTujuanId: kasId,
  feeInfoList: entries.map((e) => ({ pendingCashId: e.id, biayaAdminManual: 0, isFeeConfirmed: true, keterangan: null })),
  refundInfoList: entries.map((e) => ({ pendingCashId: e.id, hasRefund: true, refundType: 'FULL', refundAmount: Math.abs(Number(e.jumlahGross)), refundReason: null })),
});

/** Opening balance plus what the log says came in minus what went out, per account. */
const balanceFromLog = (logs: readonly KasLogEntry[], name: string) =>
  (KAS_OPENING.find((k) => k.namaKas === name)?.saldoAwal ?? 0) +
  logs.filter((l) => l.namaKas === name).reduce((sum, l) => sum + (l.tipe === 'MASUK' ? 1 : -1) * Number(l.jumlah), 0);

describe('the seeded cash accounts and ledger', () => {
  it('each balance is its opening balance plus its log, and the log has cash-ins, fees and refunds', () => {
    const { db } = setupBackend();
    for (const kas of db.kasAccounts) expect(Number(kas.saldoAkhir)).toBe(balanceFromLog(db.kasLogs, kas.namaKas));
    const types = new Set(db.kasLogs.map((l) => l.transactionType));
    expect(types).toEqual(new Set(['KAS_MASUK', 'FEE', 'REFUND']));
    expect(db.kasAccounts.every((k) => Number(k.saldoAkhir) >= 0)).toBe(true);
  });
  it('logs one KAS_MASUK per settled payment and one refund outflow per paid-out refund', () => {
    const { db } = setupBackend();
    const settledPayments = db.pendingCash.filter((e) => e.status !== 'PENDING' && e.metodePembayaran !== 'MANUAL_TRANSFER_REFUND');
    const paidRefunds = db.pendingCash.filter((e) => e.status !== 'PENDING' && e.metodePembayaran === 'MANUAL_TRANSFER_REFUND');
    expect(db.kasLogs.filter((l) => l.transactionType === 'KAS_MASUK')).toHaveLength(settledPayments.length);
    expect(db.kasLogs.filter((l) => l.transactionType === 'REFUND')).toHaveLength(paidRefunds.length);
  });
  it('names gateway payments by their channel code', () => {
    const { db } = setupBackend();
    const gateway = db.penjualanWeb.filter((o) => o.metode_pembayaran === 'PAYMENT_GATEWAY').map((o) => String(o.id));
    const codes = db.pendingCash.filter((e) => gateway.includes(String(e.orderId))).map((e) => e.metodePembayaran);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => !['PAYMENT_GATEWAY', 'MANUAL_TRANSFER'].includes(code))).toBe(true);
  });
});

describe('GET /admin/pending-cash and kas-options', () => {
  it('answers only what still waits, newest first', async () => {
    const backend = setupBackend();
    const { status, body } = await backend.call<PendingCash[]>('GET', LIST);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((e) => e.status === 'PENDING')).toBe(true);
    const times = body.map((e) => Date.parse(e.tanggalPenjualan));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
  it('answers every account with its balance', async () => {
    const backend = setupBackend();
    const { body } = await backend.call<KasAccount[]>('GET', KAS);
    expect(body.map((k) => k.namaKas).sort()).toEqual(KAS_OPENING.map((k) => k.namaKas).sort());
  });
});

describe('POST /admin/pending-cash/cairkan: cash in', () => {
  it('raises the account by gross less fees, completes the entries and logs each with its fee', async () => {
    const backend = setupBackend();
    const [a, b] = pendingPayments(backend) as [PendingCash, PendingCash];
    const kas = account(backend, 'Kas Tunai Toko');
    const before = Number(kas.saldoAkhir);
    const logsBefore = backend.db.kasLogs.length;
    const { status, body } = await backend.call('POST', CAIRKAN, cashInBody([a, b], kas.id, { [String(b.id)]: 2_500 }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Berhasil cairkan 2 pembayaran ke Kas Tunai Toko' });
    expect(Number(kas.saldoAkhir)).toBe(before + Number(a.jumlahGross) + Number(b.jumlahGross) - 2_500);
    expect([a.status, b.status]).toEqual(['COMPLETED', 'COMPLETED']);
    expect(b).toMatchObject({ biayaAdminManual: 2_500, isFeeConfirmed: true });
    const added = backend.db.kasLogs.slice(logsBefore);
    expect(added.map((l) => [l.transactionType, l.tipe, Number(l.jumlah), l.namaKas])).toEqual([
      ['KAS_MASUK', 'MASUK', Number(a.jumlahGross), 'Kas Tunai Toko'],
      ['KAS_MASUK', 'MASUK', Number(b.jumlahGross), 'Kas Tunai Toko'],
      ['FEE', 'KELUAR', 2_500, 'Kas Tunai Toko'],
    ]);
    expect(Number(kas.saldoAkhir)).toBe(balanceFromLog(backend.db.kasLogs, 'Kas Tunai Toko'));
    const { body: after } = await backend.call<PendingCash[]>('GET', LIST);
    expect(after.some((e) => e.id === a.id || e.id === b.id)).toBe(false);
  });

  it('refuses a second cash-in of the same entry with 409 and moves nothing', async () => {
    const backend = setupBackend();
    const [a] = pendingPayments(backend) as [PendingCash];
    const kas = account(backend, 'Kas BCA CV');
    await backend.call('POST', CAIRKAN, cashInBody([a], kas.id));
    const balance = Number(kas.saldoAkhir);
    const { status, body } = await backend.call('POST', CAIRKAN, cashInBody([a], kas.id));
    expect(status).toBe(409);
    expect(body).toEqual({ error: `Transaksi ${a.kodeTransaksi} sudah dicairkan.` });
    expect(Number(kas.saldoAkhir)).toBe(balance);
  });

  it.each([
    ['no entry', () => ({ ids: [] as unknown[], kas: 1, fee: 0 }), 400, 'Pilih minimal satu data pending cash.'],
    ['an unknown account', (e: PendingCash) => ({ ids: [e.id], kas: 999, fee: 0 }), 404, 'Kas tidak ditemukan.'],
    ['an unknown entry', () => ({ ids: [99_999], kas: 1, fee: 0 }), 404, 'Data pending cash 99999 tidak ditemukan.'],
    ['the same entry twice', (e: PendingCash) => ({ ids: [e.id, e.id], kas: 1, fee: 0 }), 400, 'Data pending cash yang sama dipilih lebih dari sekali.'],
    ['a negative fee', (e: PendingCash) => ({ ids: [e.id], kas: 1, fee: -1 }), 400, 'Biaya admin'],
    ['a fee above the gross', (e: PendingCash) => ({ ids: [e.id], kas: 1, fee: Number(e.jumlahGross) + 1 }), 400, 'Biaya admin'],
  ] as const)('refuses %s and changes nothing', async (_name, make, status, error) => {
    const backend = setupBackend();
    const [a] = pendingPayments(backend) as [PendingCash];
    const { ids, kas, fee } = make(a);
    const snapshot = JSON.stringify([backend.db.kasAccounts, backend.db.kasLogs, backend.db.pendingCash]);
    const answer = await backend.call<{ error: string }>('POST', CAIRKAN, {
      pendingCashIds: ids,
      kasTujuanId: kas,
      feeInfoList: ids.map((id) => ({ pendingCashId: id, biayaAdminManual: fee, isFeeConfirmed: false, keterangan: null })),
      refundInfoList: [],
    });
    expect(answer.status).toBe(status);
    expect(answer.body.error).toContain(error);
    expect(JSON.stringify([backend.db.kasAccounts, backend.db.kasLogs, backend.db.pendingCash])).toBe(snapshot);
  });
});

describe('POST /admin/pending-cash/cairkan: refund cash-out', () => {
  it('pays a refund made in the order screens out: the account falls, the entry leaves, the record and order are done', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'GRATIS_ONGKIR' });
    await backend.call('POST', refundPath(order), amountRefund(order, 40_000));
    const entry = pendingRefunds(backend).find((e) => String(e.orderId) === String(order.id)) as PendingCash;
    expect(entry.jumlahGross).toBe(-40_000);
    const kas = account(backend, 'Kas Mandiri CV');
    const before = Number(kas.saldoAkhir);
    const { status, body } = await backend.call('POST', CAIRKAN, cashOutBody([entry], kas.id));
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Berhasil cairkan 1 refund dari Kas Mandiri CV' });
    expect(Number(kas.saldoAkhir)).toBe(before - 40_000);
    expect(entry.status).toBe('CASHED_OUT');
    const record = backend.db.refundRecords.find((r) => r.id === entry.refundId);
    expect(record?.status).toBe('COMPLETED');
    expect((backend.db.penjualanWeb.find((o) => o.id === order.id) as Order).refund_info?.status).toBe('SELESAI');
    const log = backend.db.kasLogs.at(-1) as KasLogEntry;
    expect(log).toMatchObject({ transactionType: 'REFUND', tipe: 'KELUAR', jumlah: 40_000, metodePembayaran: 'MANUAL_TRANSFER_REFUND', status: 'CASHED_OUT', orderId: order.id });
    expect(log.keterangan).toMatch(/^Refund partial pesanan /);
  });

  it('refuses a cash-out larger than the balance with an error naming the account and moves nothing', async () => {
    const backend = setupBackend();
    const [entry] = pendingRefunds(backend) as [PendingCash];
    const kas = account(backend, 'Kas Tunai Toko');
    kas.saldoAkhir = Math.abs(Number(entry.jumlahGross)) - 1;
    const { status, body } = await backend.call<{ error: string }>('POST', CAIRKAN, cashOutBody([entry], kas.id));
    expect(status).toBe(409);
    expect(body.error).toMatch(/^Saldo Kas Tunai Toko tidak mencukupi/);
    expect(entry.status).toBe('PENDING');
  });

  it('refuses a FULL refund of another amount and a missing refund info', async () => {
    const backend = setupBackend();
    const [entry] = pendingRefunds(backend) as [PendingCash];
    const body = cashOutBody([entry], account(backend, 'Kas BCA CV').id);
    const wrong = { ...body, refundInfoList: [{ ...body.refundInfoList[0], refundAmount: 1 }] };
    expect((await backend.call('POST', CAIRKAN, wrong)).status).toBe(400);
    expect((await backend.call('POST', CAIRKAN, { ...body, refundInfoList: [] })).status).toBe(400);
  });

  it('pays part of a refund with PARTIAL and leaves the rest pending', async () => {
    const backend = setupBackend();
    const [entry] = pendingRefunds(backend) as [PendingCash];
    const owed = Math.abs(Number(entry.jumlahGross));
    const body = cashOutBody([entry], account(backend, 'Kas BCA CV').id);
    const partial = { ...body, refundInfoList: [{ ...body.refundInfoList[0], refundType: 'PARTIAL', refundAmount: 1_000 }] };
    expect((await backend.call('POST', CAIRKAN, partial)).status).toBe(200);
    expect(entry).toMatchObject({ status: 'PENDING', jumlahGross: -(owed - 1_000) });
  });
});

describe('GET /admin/pending-cash/kas-logs', () => {
  it('answers the ledger newest first and narrows it by method, direction and Jakarta days', async () => {
    const backend = setupBackend();
    const all = (await backend.call<KasLogEntry[]>('GET', LOGS)).body;
    expect(all).toHaveLength(backend.db.kasLogs.length);
    const stamps = all.map((l) => Date.parse(l.tanggalPencairan ?? l.tanggal));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);

    const method = all[0]?.metodePembayaran as string;
    const byMethod = (await backend.call<KasLogEntry[]>('GET', `${LOGS}?metode_pembayaran=${method}`)).body;
    expect(byMethod.length).toBeGreaterThan(0);
    expect(byMethod.every((l) => l.metodePembayaran === method)).toBe(true);

    const out = (await backend.call<KasLogEntry[]>('GET', `${LOGS}?tipe=KELUAR`)).body;
    expect(out.every((l) => l.tipe === 'KELUAR')).toBe(true);

    // A sale at 2026-03-10 20:00 WIB is the 10th in Jakarta although it is the 10th 13:00 UTC.
    const entry = backend.db.kasLogs[0] as KasLogEntry;
    entry.tanggal = '2026-03-10T13:00:00.000Z';
    const day = (await backend.call<KasLogEntry[]>('GET', `${LOGS}?tanggal_mulai=2026-03-10&tanggal_akhir=2026-03-10`)).body;
    expect(day.map((l) => l.id)).toContain(entry.id);
    expect(day.every((l) => l.tanggal >= '2026-03-09T17:00:00.000Z' && l.tanggal < '2026-03-10T17:00:00.000Z')).toBe(true);
  });

  it.each([
    ['tanggal_mulai=2026-13-01', 'Tanggal mulai tidak valid.'],
    ['tanggal_akhir=kemarin', 'Tanggal akhir tidak valid.'],
    ['tanggal_mulai=2026-03-10&tanggal_akhir=2026-03-01', 'Tanggal mulai tidak boleh setelah tanggal akhir.'],
  ])('answers 400 for %s', async (query, error) => {
    const backend = setupBackend();
    expect(await backend.call('GET', `${LOGS}?${query}`)).toEqual({ status: 400, body: { error } });
  });
});
