// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification, ResourceContextProvider } from 'react-admin';
import type { FaultRule } from '@/fake-api/faults';
import { VoucherList } from '@/resources/voucher/VoucherList';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const setup = (faults: FaultRule[] = []) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <ResourceContextProvider value="voucher">
      <VoucherList />
      <Notification />
    </ResourceContextProvider>,
    { initialPath: '/voucher', faults },
  );
  return { ...view, user };
};

const rowOf = async (kode: string) => (await screen.findByText(kode)).closest('tr') as HTMLElement;

describe('VoucherList', () => {
  it('has exactly the spec columns, Refresh and Tambah Voucher', async () => {
    setup();
    await rowOf('SETIABUDI');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
    expect(headers).toEqual(['Nama Voucher', 'Kode', 'Tipe', 'Nilai Diskon', 'Min. Belanja', 'Berlaku', 'Kuota', 'Status', 'Aksi']);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah Voucher' })).toBeInTheDocument();
  });

  it('shows percent with its cap, rupiah amounts, unlimited quota and status chips', async () => {
    setup();
    const semen = await rowOf('SEMENAKHIRTAHUN');
    expect(semen).toHaveTextContent('10%');
    expect(semen).toHaveTextContent('Maks. Rp50.000');
    expect(semen).toHaveTextContent('Rp500.000');
    expect(semen).toHaveTextContent('200');
    expect(semen).toHaveTextContent('AKTIF');
    const cat = await rowOf('CATHEMAT25');
    expect(cat).toHaveTextContent('Rp25.000');
    expect(cat).toHaveTextContent('Tanpa batas');
    const budi = await rowOf('SETIABUDI');
    expect(budi).toHaveTextContent('Khusus budi.santoso@gmail.com');
  });

  it('deactivate appears only on AKTIF rows and asks first; confirming sends one PATCH and updates the row', async () => {
    const { user, requests, db } = setup();
    const patchCat = `PATCH /admin/voucher/${db.voucher.find((v) => v.kode_voucher === 'CATHEMAT25')?.id}/nonaktif`;
    const inactive = await rowOf('BAJARINGAN20K');
    expect(within(inactive).queryByRole('button', { name: 'Nonaktifkan' })).not.toBeInTheDocument();

    const row = await rowOf('CATHEMAT25');
    await user.click(within(row).getByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nonaktifkan voucher "CATHEMAT25"?');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(countRequests(requests, patchCat)).toBe(0);

    await user.click(within(row).getByRole('button', { name: 'Nonaktifkan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Voucher berhasil dinonaktifkan.')).toBeInTheDocument();
    await waitFor(async () => expect(await rowOf('CATHEMAT25')).toHaveTextContent('NONAKTIF'));
    expect(within(await rowOf('CATHEMAT25')).queryByRole('button', { name: 'Nonaktifkan' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('PATCH '))).toEqual([patchCat]);
  });

  it('a failed deactivation shows the fallback and leaves the voucher AKTIF', async () => {
    const { user, faults, db } = setup();
    const row = await rowOf('CATHEMAT25');
    faults.add({ method: 'PATCH', path: '/admin/voucher/{id}/nonaktif', status: 500, body: {}, times: 1 });
    await user.click(within(row).getByRole('button', { name: 'Nonaktifkan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Gagal menonaktifkan voucher.')).toBeInTheDocument();
    expect(db.voucher.find((v) => v.kode_voucher === 'CATHEMAT25')?.status).toBe('AKTIF');
  });

  it('a failed load shows the fallback with Coba Lagi, which loads the table', async () => {
    const { user } = setup([{ method: 'GET', path: '/admin/voucher', status: 500, body: {}, times: 1 }]);
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Gagal mengambil data voucher.');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('SEMENAKHIRTAHUN')).toBeInTheDocument();
  });

  it('shows the empty state when there are no vouchers', async () => {
    const { db } = setup([{ method: 'GET', path: '/admin/voucher', delayMs: 30, times: 1 }]);
    db.voucher = [];
    expect(await screen.findByText('Belum ada voucher.')).toBeInTheDocument();
  });
});
