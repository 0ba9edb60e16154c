// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification } from 'react-admin';
import { CashInPage, RefundManagementPage } from '@/custom-pages/pending-cash/PendingCashPage';
import type { PendingCash } from '@/custom-pages/pending-cash/schemas';
import { paymentMethodName } from '@/resources/penjualan-web/shared/rules/paymentMethods';
import type { FaultRule } from '@/fake-api/faults';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const setup = (mode: 'in' | 'out', faults: FaultRule[] = []) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <>
      {mode === 'in' ? <CashInPage /> : <RefundManagementPage />}
      <Notification />
    </>,
    { faults },
  );
  return { ...view, user };
};

const rupiah = (amount: number) => `Rp${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;
const isRefund = (entry: PendingCash) => entry.metodePembayaran === 'MANUAL_TRANSFER_REFUND';

const chooseKas = async (user: ReturnType<typeof userEvent.setup>, label: string, name: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name} \\(`) }));
};

describe('Cash in page', () => {
  it('lists the pending payments without refunds, with their method names', async () => {
    const { db } = setup('in');
    const payments = db.pendingCash.filter((e) => e.status === 'PENDING' && !isRefund(e));
    const refunds = db.pendingCash.filter((e) => e.status === 'PENDING' && isRefund(e));
    await screen.findByRole('checkbox', { name: `Pilih ${payments[0]?.kodeTransaksi}` }, { timeout: 5000 });
    const shown = screen.getAllByTestId('pending-cash-row').map((row) => row.getAttribute('data-entry-id'));
    expect(shown.sort()).toEqual(payments.map((e) => String(e.id)).sort());
    expect(refunds.length).toBeGreaterThan(0);
    // A channel whose name is not its code (QRIS is both), whichever channels the day's seed drew.
    const gateway = payments.find((e) => e.metodePembayaran !== 'MANUAL_TRANSFER' && paymentMethodName(e.metodePembayaran) !== e.metodePembayaran) as PendingCash;
    const gatewayRow = screen.getAllByTestId('pending-cash-row').find((row) => row.getAttribute('data-entry-id') === String(gateway.id)) as HTMLElement;
    expect(within(gatewayRow).getByText(paymentMethodName(gateway.metodePembayaran))).toBeInTheDocument();
    expect(paymentMethodName(gateway.metodePembayaran)).not.toBe(gateway.metodePembayaran);
    expect(screen.getByTestId('pending-cash-count')).toHaveTextContent(`${payments.length} pembayaran menunggu`);
  });

  it('the action bar follows the selection: sticky at the bottom of the screen once a row is ticked, in the flow before', async () => {
    const { user, db } = setup('in');
    const [payment] = db.pendingCash.filter((e) => e.status === 'PENDING' && !isRefund(e)) as [PendingCash];
    const bar = () => screen.getByTestId('pending-cash-action').parentElement as HTMLElement;
    await user.click(await screen.findByRole('checkbox', { name: `Pilih ${payment.kodeTransaksi}` }, { timeout: 5000 }));
    expect(bar()).toHaveAttribute('data-sticky', 'true');
    expect(getComputedStyle(bar()).position).toBe('sticky');
    expect(getComputedStyle(bar()).bottom).toBe('0px');
    // Nothing above the bar may be a scroll container, or it would stick there instead of the screen.
    for (let node = bar().parentElement; node && node !== document.body; node = node.parentElement) expect(getComputedStyle(node).overflowX).not.toBe('hidden');
    await user.click(screen.getByRole('checkbox', { name: `Pilih ${payment.kodeTransaksi}` }));
    expect(bar()).toHaveAttribute('data-sticky', 'false');
    expect(getComputedStyle(bar()).position).not.toBe('sticky');
  });

  it('says precisely what is missing: the payments, the account, or both', async () => {
    const { user, db, requests } = setup('in');
    const [payment] = db.pendingCash.filter((e) => e.status === 'PENDING' && !isRefund(e)) as [PendingCash];
    await screen.findByRole('checkbox', { name: `Pilih ${payment.kodeTransaksi}` }, { timeout: 5000 });
    expect(screen.getByRole('columnheader', { name: 'Tanggal Penjualan' })).toBeInTheDocument();
    await user.click(screen.getByTestId('pending-cash-submit'));
    expect(await screen.findByText('Pilih pembayaran dan kas tujuan')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: `Pilih ${payment.kodeTransaksi}` }));
    await user.click(screen.getByTestId('pending-cash-submit'));
    expect(await screen.findByText('Pilih kas tujuan')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: `Pilih ${payment.kodeTransaksi}` }));
    await chooseKas(user, 'Kas tujuan', 'Kas BCA CV');
    await user.click(screen.getByTestId('pending-cash-submit'));
    expect(await screen.findByText('Pilih minimal 1 pembayaran')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/pending-cash/cairkan')).toBe(0);
  });

  it('a double click on the confirmation sends one cairkan and the list and balance reload', async () => {
    const { user, db, requests } = setup('in');
    const [payment] = db.pendingCash.filter((e) => e.status === 'PENDING' && !isRefund(e)) as [PendingCash];
    const kas = db.kasAccounts.find((k) => k.namaKas === 'Kas BCA CV');
    const before = Number(kas?.saldoAkhir);
    await user.click(await screen.findByRole('checkbox', { name: `Pilih ${payment.kodeTransaksi}` }, { timeout: 5000 }));
    await chooseKas(user, 'Kas tujuan', 'Kas BCA CV');
    await user.click(screen.getByTestId('pending-cash-submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Cairkan pembayaran?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Cairkan' }));
    expect(await screen.findByText('Berhasil cairkan 1 pembayaran ke Kas BCA CV')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/pending-cash/cairkan')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Pilih ${payment.kodeTransaksi}` })).toBeNull());
    await waitFor(() => expect(screen.getByTestId('pending-cash-balance')).toHaveTextContent(`Saldo: ${rupiah(before + Number(payment.jumlahGross))}`));
  });

  it('shows a failed load with Coba Lagi, which loads the list', async () => {
    const { user } = setup('in', [{ method: 'GET', path: '/admin/pending-cash', status: 500, body: {}, times: 1 }]);
    expect(await screen.findByText('Gagal memuat data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect((await screen.findAllByTestId('pending-cash-row')).length).toBeGreaterThan(0);
  });

  it('says when nothing waits', async () => {
    const { db } = setup('in');
    for (const entry of db.pendingCash) if (!isRefund(entry)) entry.status = 'COMPLETED';
    expect(await screen.findByText('Tidak ada pembayaran yang menunggu pencairan.')).toBeInTheDocument();
  });

  it('refuses a fee above the gross in the fee dialog, keeping what was typed', async () => {
    const { user, db } = setup('in');
    const [payment] = db.pendingCash.filter((e) => e.status === 'PENDING' && !isRefund(e)) as [PendingCash];
    await user.click(await screen.findByRole('button', { name: `Atur biaya admin ${payment.kodeTransaksi}` }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: `Biaya admin ${payment.kodeTransaksi}` });
    const input = within(dialog).getByLabelText('Biaya admin');
    await user.type(input, String(Number(payment.jumlahGross) + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Biaya admin tidak boleh lebih dari jumlah gross.')).toBeInTheDocument();
    expect(input).toHaveValue(new Intl.NumberFormat('id-ID').format(Number(payment.jumlahGross) + 1));
  });
});

describe('Refund management page', () => {
  it('warns when the account cannot cover the refunds, and shows the server refusing the cash-out', async () => {
    const { user, db } = setup('out');
    const kas = db.kasAccounts.find((k) => k.namaKas === 'Kas Tunai Toko');
    if (kas) kas.saldoAkhir = 1_000;
    const [refund] = db.pendingCash.filter((e) => e.status === 'PENDING' && isRefund(e)) as [PendingCash];
    await user.click(await screen.findByRole('checkbox', { name: `Pilih ${refund.kodeTransaksi}` }, { timeout: 5000 }));
    await chooseKas(user, 'Kas sumber', 'Kas Tunai Toko');
    expect(await screen.findByTestId('pending-cash-short')).toHaveTextContent('Saldo Kas Tunai Toko tidak mencukupi untuk refund yang dipilih.');
    await user.click(screen.getByTestId('pending-cash-submit'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cairkan refund?' })).getByRole('button', { name: 'Cairkan Refund' }));
    expect(await screen.findByText(/^Gagal memproses refund cash out: Saldo Kas Tunai Toko tidak mencukupi/)).toBeInTheDocument();
    expect(refund.status).toBe('PENDING');
    // The choice is kept for another try (once the closing dialog no longer hides the page).
    await waitFor(() => expect(screen.getByRole('checkbox', { name: `Pilih ${refund.kodeTransaksi}` })).toBeChecked());
  });

  it('a link with an entry id shows that refund alone, with a way back to all', async () => {
    const user = userEvent.setup();
    const first = renderWithAdmin(<RefundManagementPage />, { initialPath: '/refund-management' });
    const refunds = first.db.pendingCash.filter((e) => e.status === 'PENDING' && isRefund(e));
    expect(refunds.length).toBeGreaterThan(1);
    cleanup();
    const target = refunds[refunds.length - 1] as PendingCash;
    renderWithAdmin(<RefundManagementPage />, { initialPath: `/refund-management?id=${target.id}` });
    await waitFor(() => expect(screen.getAllByTestId('pending-cash-row').map((r) => r.getAttribute('data-entry-id'))).toEqual([String(target.id)]), { timeout: 5000 });
    expect(screen.getByTestId('pending-cash-one-entry')).toHaveTextContent(`Menampilkan entri pending cash ID ${target.id}.`);
    await user.click(within(screen.getByTestId('pending-cash-one-entry')).getByRole('button', { name: 'Hapus filter' }));
    await waitFor(() => expect(screen.getAllByTestId('pending-cash-row').length).toBeGreaterThan(1));
  });

  it('warns "Pilih refund dan kas sumber" without a refund or an account', async () => {
    const { user, requests } = setup('out');
    await screen.findAllByTestId('pending-cash-row', {}, { timeout: 5000 });
    await user.click(screen.getByTestId('pending-cash-submit'));
    expect(await screen.findByText('Pilih refund dan kas sumber')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/pending-cash/cairkan')).toBe(0);
  });
});
