// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification } from 'react-admin';
import { pendingCashContract } from '@/custom-pages/pending-cash/contract';
import { TransactionLogsPage } from '@/custom-pages/transaction-logs/TransactionLogsPage';
import { jakartaDayOf, paymentMethodName, summarize, toKasLogRows } from '@/custom-pages/transaction-logs/rules';
import { formatNumber, formatRupiah } from '@/domain/format';
import type { FaultRule } from '@/fake-api/faults';
import { penjualanWebRoutes } from '@/resources/penjualan-web/routes';
import { renderWithAdmin } from '../../renderWithAdmin';
import { typeDate } from '../../typeDate';

afterEach(cleanup);

const KAS_LOGS = '/admin/pending-cash/kas-logs';

const setup = (initialPath = '/transaction-logs', faults: FaultRule[] = []) => {
  const user = userEvent.setup();
  let search = '';
  const view = renderWithAdmin(
    <>
      <TransactionLogsPage />
      <Notification />
    </>,
    { initialPath, faults, onLocation: (location) => (search = location.search) },
  );
  return { ...view, user, search: () => search };
};

const cardValue = (testId: string) => screen.getByTestId(`${testId}-value`);
const history = () => screen.findByTestId('kas-log-history-title');

describe('TransactionLogsPage', () => {
  it("shows the four cards, the counter and the rows of the fake server's ledger", async () => {
    const { db } = setup();
    const all = toKasLogRows(db.kasLogs);
    const summary = summarize(all);
    expect(all.length).toBeGreaterThan(10);
    expect(await history()).toHaveTextContent(`Kas Transaction History (${formatNumber(all.length)})`);
    expect(cardValue('kas-log-card-total')).toHaveTextContent(formatNumber(summary.totalTransactions));
    expect(cardValue('kas-log-card-masuk')).toHaveTextContent(formatRupiah(summary.totalMasuk));
    expect(screen.getByTestId('kas-log-card-masuk-count')).toHaveTextContent(`${formatNumber(summary.masukCount)} transaksi`);
    expect(cardValue('kas-log-card-keluar')).toHaveTextContent(formatRupiah(summary.totalKeluar));
    expect(screen.getByTestId('kas-log-card-keluar-count')).toHaveTextContent(`${formatNumber(summary.keluarCount)} transaksi`);
    expect(cardValue('kas-log-card-net')).toHaveTextContent(formatRupiah(summary.netFlow));
    expect(screen.getByTestId('kas-log-card-net-verdict')).toHaveTextContent(summary.netFlow >= 0 ? 'Surplus' : 'Defisit');
    expect(screen.getByTestId('kas-log-showing')).toHaveTextContent(`Showing: ${formatNumber(all.length)} of ${formatNumber(all.length)}`);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();

    // A page of rows, newest movement first; the code opens its order.
    const rows = screen.getAllByTestId('kas-log-row');
    expect(rows).toHaveLength(Math.min(25, all.length));
    const newest = [...db.kasLogs].sort((a, b) => Date.parse(b.tanggalPencairan ?? b.tanggal) - Date.parse(a.tanggalPencairan ?? a.tanggal) || Number(b.id) - Number(a.id))[0];
    const first = within(rows[0] as HTMLElement);
    expect(first.getByTestId('kas-log-code')).toHaveTextContent(newest?.kodeTransaksi ?? '?');
    if (newest?.orderId) expect(first.getByRole('link')).toHaveAttribute('href', penjualanWebRoutes.order(newest.orderId));
    // Six columns, as the spec names them.
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Transaksi', 'Type & Flow', 'Amount', 'Kas & Entitas', 'Tanggal', 'Status & Keterangan']);
  });

  it('signs each amount by its flow, shows the fee beneath and the disbursement date', async () => {
    const { db } = setup();
    await history();
    const rows = screen.getAllByTestId('kas-log-row');
    for (const row of rows) {
      const flow = within(row).getByTestId('kas-log-flow').textContent;
      expect(within(row).getByTestId('kas-log-amount').textContent?.startsWith(flow === 'MASUK' ? '+Rp' : '-Rp')).toBe(true);
    }
    const cashIn = db.kasLogs.find((entry) => entry.transactionType === 'KAS_MASUK' && Number(entry.biayaAdminManual) > 0);
    const withFee = rows.find((row) => within(row).queryByTestId('kas-log-fee'));
    expect(within(withFee as HTMLElement).getByTestId('kas-log-fee')).toHaveTextContent(`Biaya admin ${formatRupiah(cashIn?.biayaAdminManual)}`);
    expect(rows.filter((row) => within(row).queryByTestId('kas-log-fee'))).toHaveLength(db.kasLogs.filter((entry) => Number(entry.biayaAdminManual) > 0).length);
    expect(screen.getAllByTestId('kas-log-cairkan')[0]?.textContent).toMatch(/^Cairkan \d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB$/);
  });

  it("a failed load shows the server's error, and Coba Lagi recovers", async () => {
    const { user } = setup('/transaction-logs', [{ method: 'GET', path: KAS_LOGS, status: 500, body: { error: 'Buku kas sedang dikunci' }, times: 1 }]);
    expect(await screen.findByText('Buku kas sedang dikunci')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await history()).toBeInTheDocument();
    expect(screen.queryByTestId('kas-log-error')).not.toBeInTheDocument();
  });

  it("says 'Gagal memuat kas transaction logs' when the server gives no message", async () => {
    setup('/transaction-logs', [{ method: 'GET', path: KAS_LOGS, status: 500, body: {}, times: 1 }]);
    expect(await screen.findByTestId('kas-log-error')).toHaveTextContent('Gagal memuat kas transaction logs');
  });

  it("Refresh reloads, held while loading, and says 'Data berhasil diperbarui'", async () => {
    const { user, requests, faults } = setup();
    await history();
    const before = requests.filter((request) => request === `GET ${KAS_LOGS}`).length;
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    faults.add({ method: 'GET', path: KAS_LOGS, delayMs: 400, times: 1 });
    await user.click(refresh);
    expect(refresh).toBeDisabled();
    expect(screen.getByTestId('kas-log-refreshing')).toBeInTheDocument();
    expect(await screen.findByText('Data berhasil diperbarui')).toBeInTheDocument();
    expect(requests.filter((request) => request === `GET ${KAS_LOGS}`).length).toBe(before + 1);
    await waitFor(() => expect(refresh).toBeEnabled());
  });

  it('searches code, kas, method and description; keeps it in the address; Clear Filters shows everything again', async () => {
    const { user, db, search } = setup();
    await history();
    const refund = db.kasLogs.find((entry) => entry.transactionType === 'REFUND');
    expect(refund).toBeDefined();
    const code = refund?.kodeTransaksi ?? '';
    await user.type(screen.getByRole('searchbox', { name: /Cari transaksi/ }), code);
    const expected = db.kasLogs.filter((entry) => [entry.kodeTransaksi, entry.keterangan].some((text) => text?.toLowerCase().includes(code.toLowerCase())));
    await waitFor(() => expect(screen.getByTestId('kas-log-showing')).toHaveTextContent(`Showing: ${expected.length} of ${formatNumber(db.kasLogs.length)}`));
    expect(screen.getAllByTestId('kas-log-row')).toHaveLength(expected.length);
    expect(new URLSearchParams(search()).get('q')).toBe(code);

    await user.clear(screen.getByRole('searchbox', { name: /Cari transaksi/ }));
    await user.type(screen.getByRole('searchbox', { name: /Cari transaksi/ }), 'tidak-ada-transaksi-ini');
    expect(await screen.findByText('Tidak ada transaksi yang cocok dengan pencarian atau filter.')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('kas-log-showing')).toHaveTextContent(`Showing: ${formatNumber(db.kasLogs.length)} of ${formatNumber(db.kasLogs.length)}`));
    expect(search()).toBe('');
    expect(screen.getByRole('searchbox', { name: /Cari transaksi/ })).toHaveValue('');
  });

  it('asks the server with metode_pembayaran and the dates, and narrows by type and flow on screen', async () => {
    const { user, db, dataProvider, search } = setup();
    await history();
    const call = vi.spyOn(dataProvider, 'call');
    const kasLogQueries = () => call.mock.calls.filter(([endpoint]) => endpoint === pendingCashContract.kasLogs).map(([, options]) => options?.query);

    const advanced = screen.getByRole('button', { name: 'Advanced Filters' });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await user.click(advanced);
    expect(advanced).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('combobox', { name: 'Metode Pembayaran' }));
    // A gateway channel of the seed (its cash-ins pay a fee), chosen by its name and code.
    const code = db.kasLogs.find((entry) => entry.transactionType === 'FEE')?.metodePembayaran ?? '';
    await user.click(screen.getByRole('option', { name: `${paymentMethodName(code)} (${code})` }));
    const bc = db.kasLogs.filter((entry) => entry.metodePembayaran === code);
    expect(bc.length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByTestId('kas-log-history-title')).toHaveTextContent(`(${formatNumber(bc.length)})`));
    expect(kasLogQueries()).toContainEqual({ metode_pembayaran: code });
    expect(new URLSearchParams(search()).get('metode')).toBe(code);

    const day = jakartaDayOf(bc[0]?.tanggal ?? '') ?? '';
    await typeDate(user, 'Tanggal Mulai', day);
    await typeDate(user, 'Tanggal Akhir', day);
    const ofDay = bc.filter((entry) => jakartaDayOf(entry.tanggal) === day);
    await waitFor(() => expect(kasLogQueries()).toContainEqual({ metode_pembayaran: code, tanggal_mulai: day, tanggal_akhir: day }));
    await waitFor(() => expect(screen.getByTestId('kas-log-history-title')).toHaveTextContent(`(${formatNumber(ofDay.length)})`));
    expect(new URLSearchParams(search()).get('mulai')).toBe(day);

    const asked = kasLogQueries().length;
    await user.click(screen.getByRole('combobox', { name: 'Kas Flow' }));
    await user.click(screen.getByRole('option', { name: 'KELUAR' }));
    const out = ofDay.filter((entry) => entry.tipe === 'KELUAR');
    await waitFor(() => expect(screen.getByTestId('kas-log-showing')).toHaveTextContent(`Showing: ${out.length} of ${ofDay.length}`));
    // The flow narrows on screen: nothing more was asked.
    expect(kasLogQueries()).toHaveLength(asked);
  });

  it('pages through a long ledger, 25 rows at a time, and a reload brings new movements', async () => {
    const { user, db } = setup();
    await history();
    const template = db.kasLogs[0];
    if (!template) throw new Error('the seed has a ledger');
    const extra = Array.from({ length: 30 }, (_, index) => ({ ...template, id: 1000 + index, kodeTransaksi: `TEST-${index}`, tanggal: template.tanggal, tanggalPencairan: template.tanggalPencairan }));
    db.kasLogs.push(...extra);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('kas-log-history-title')).toHaveTextContent(`(${formatNumber(db.kasLogs.length)})`));
    expect(screen.getAllByTestId('kas-log-row')).toHaveLength(25);
    expect(screen.getByText(`1-25 dari ${db.kasLogs.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ke halaman berikutnya' }));
    expect(screen.getAllByTestId('kas-log-row')).toHaveLength(Math.min(25, db.kasLogs.length - 25));
    expect(screen.getByText(`26-${Math.min(50, db.kasLogs.length)} dari ${db.kasLogs.length}`)).toBeInTheDocument();
  });

  it('only outflows give a negative Net Flow, shown as Defisit', async () => {
    const { db } = setup('/transaction-logs?arus=KELUAR');
    await history();
    const out = summarize(toKasLogRows(db.kasLogs).filter((row) => row.flow === 'KELUAR'));
    expect(out.netFlow).toBeLessThan(0);
    expect(cardValue('kas-log-card-net')).toHaveTextContent(formatRupiah(out.netFlow));
    expect(screen.getByTestId('kas-log-card-net-verdict')).toHaveTextContent('Defisit');
    // An address with an advanced filter opens the panel on arrival.
    expect(screen.getByRole('button', { name: 'Advanced Filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("says 'Tidak Ada Data' for a period without movements, and refuses an end before the start", async () => {
    setup('/transaction-logs?mulai=2001-01-01&akhir=2001-01-31');
    expect(await screen.findByText('Tidak Ada Data')).toBeInTheDocument();
    cleanup();
    const { requests } = setup('/transaction-logs?mulai=2026-02-10&akhir=2026-02-01');
    expect((await screen.findAllByText('Tanggal akhir tidak boleh sebelum tanggal mulai.')).length).toBeGreaterThan(0);
    expect(requests.filter((request) => request === `GET ${KAS_LOGS}`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  });
});
