import { describe, expect, it } from 'vitest';
import { KAS_OPENING } from '@/custom-pages/pending-cash/fake/kas';
import { cashOutBody } from '@/custom-pages/pending-cash/rules';
import type { KasAccount, KasLogEntry, PendingCash } from '@/custom-pages/pending-cash/schemas';
import { summarize, toKasLogRows } from '@/custom-pages/transaction-logs/rules';
import { amountRefund, MINUTE, orderIn, refundPath, setupBackend } from '../../resources/penjualan-web/fake/orderBackend';

/** The log's rules over the fake server's own ledger: what the screen shows of the seed. */
describe("the log's reading of the fake ledger", () => {
  it('classifies every cash-in, fee and refund the server wrote as operations spec §4 says', async () => {
    const backend = setupBackend();
    const { status, body } = await backend.call<KasLogEntry[]>('GET', '/admin/pending-cash/kas-logs');
    expect(status).toBe(200);
    const rows = toKasLogRows(body);
    const kinds = new Set(rows.map((row) => `${String(row.transactionType)}>${row.type}/${row.flow}`));
    // Each kind the seed's ledger holds is read one way only.
    // Every refund in the ledger is a manual transfer already cashed out: a partial-refund outflow, whatever
    // its note says (operations spec §4's mapping comes before the note words).
    expect([...kinds].sort()).toEqual(['FEE>FEE/KELUAR', 'KAS_MASUK>KAS_MASUK/MASUK', 'REFUND>REFUND_PARTIAL/KELUAR']);
    const refunds = rows.filter((r) => r.transactionType === 'REFUND');
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.some((row) => row.keterangan?.startsWith('Refund full'))).toBe(true);
    for (const row of refunds) expect(row).toMatchObject({ metodePembayaran: 'MANUAL_TRANSFER_REFUND', type: 'REFUND_PARTIAL' });
  });

  it('reads a partial refund made on an order and cashed out as REFUND_PARTIAL outflow', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'GRATIS_ONGKIR' });
    expect((await backend.call('POST', refundPath(order), amountRefund(order, 10_000))).status).toBe(200);
    const entry = backend.db.pendingCash.find((candidate) => String(candidate.orderId) === String(order.id) && candidate.status === 'PENDING' && candidate.metodePembayaran === 'MANUAL_TRANSFER_REFUND') as PendingCash;
    const kas = backend.db.kasAccounts[0] as KasAccount;
    backend.later(MINUTE);
    expect((await backend.call('POST', '/admin/pending-cash/cairkan', cashOutBody([entry], kas.id))).status).toBe(200);
    const { body } = await backend.call<KasLogEntry[]>('GET', '/admin/pending-cash/kas-logs');
    const row = toKasLogRows(body).find((candidate) => candidate.kodeTransaksi === entry.kodeTransaksi && candidate.transactionType === 'REFUND');
    expect(row).toMatchObject({ type: 'REFUND_PARTIAL', flow: 'KELUAR', amount: 10_000, namaKas: kas.namaKas, status: 'CASHED_OUT' });
  });

  it('sums to what the cash accounts gained: Net Flow is the balances less the opening balances', async () => {
    const backend = setupBackend();
    const { body } = await backend.call<KasLogEntry[]>('GET', '/admin/pending-cash/kas-logs');
    const summary = summarize(toKasLogRows(body));
    const gained = backend.db.kasAccounts.reduce((sum, kas) => sum + Number(kas.saldoAkhir), 0) - KAS_OPENING.reduce((sum, kas) => sum + kas.saldoAwal, 0);
    expect(summary.totalTransactions).toBe(backend.db.kasLogs.length);
    expect(summary.masukCount + summary.keluarCount).toBe(summary.totalTransactions);
    expect(summary.netFlow).toBe(gained);
  });
});
