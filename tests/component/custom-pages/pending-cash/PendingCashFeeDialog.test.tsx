// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingCashFeeDialog } from '@/custom-pages/pending-cash/PendingCashFeeDialog';
import type { PendingCash } from '@/custom-pages/pending-cash/schemas';
import { i18nProvider } from '@/providers/i18nProvider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ENTRY: PendingCash = {
  id: 7,
  kodeTransaksi: 'TRX-CV-0007',
  entitasName: 'CV Maju Jaya',
  metodePembayaran: 'MANUAL_TRANSFER',
  status: 'PENDING',
  jumlahGross: 250_000,
  biayaAdminManual: 0,
  isFeeConfirmed: false,
  tanggalPenjualan: '2026-03-30T03:00:00.000Z',
};

describe('PendingCashFeeDialog', () => {
  it('sets the fee, its confirmation and a note without a React warning in the console', async () => {
    // React names a prop it does not know once per page: this file renders the dialog first.
    const errors = vi.spyOn(console, 'error');
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <PendingCashFeeDialog entry={ENTRY} fee={{ amount: 0, confirmed: false, note: '' }} onSave={onSave} onClose={() => {}} />
      </AdminContext>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Biaya admin TRX-CV-0007' });
    const amount = within(dialog).getByLabelText('Biaya admin');
    await user.clear(amount);
    await user.type(amount, '2500');
    await user.click(within(dialog).getByRole('switch', { name: 'Biaya sudah dikonfirmasi' }));
    const note = within(dialog).getByRole('textbox', { name: 'Keterangan' });
    expect(note).toHaveAttribute('maxlength', '200');
    await user.type(note, 'Biaya transfer antar bank');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(onSave).toHaveBeenCalledWith({ amount: 2500, confirmed: true, note: 'Biaya transfer antar bank' });
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
