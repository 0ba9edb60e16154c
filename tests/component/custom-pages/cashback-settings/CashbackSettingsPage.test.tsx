// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification } from 'react-admin';
import { CashbackSettingsPage } from '@/custom-pages/cashback-settings/CashbackSettingsPage';
import type { FaultRule } from '@/fake-api/faults';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const setup = (faults: FaultRule[] = []) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <>
      <CashbackSettingsPage />
      <Notification />
    </>,
    { faults },
  );
  return { ...view, user };
};

const persen = () => screen.getByLabelText(/Persentase Cashback/) as HTMLInputElement;
const maksimal = () => screen.getByLabelText(/Maksimal Cashback per Order/) as HTMLInputElement;
const aktif = () => screen.getByLabelText(/Program cashback aktif/) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Simpan' });

describe('CashbackSettingsPage', () => {
  it('shows the title and the stored programme', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Pengaturan Program Cashback' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Persentase Cashback/)).toHaveValue('2,5');
    expect(maksimal()).toHaveValue('50.000');
    expect(aktif()).toBeChecked();
  });

  it('saves the changed programme once and shows the success message', async () => {
    const { user, db, requests } = setup();
    await screen.findByLabelText(/Persentase Cashback/);
    await user.clear(persen());
    await user.type(persen(), '3.5');
    await user.clear(maksimal());
    await user.type(maksimal(), '75000');
    await user.click(aktif());
    await user.dblClick(save());
    expect(await screen.findByText('Pengaturan cashback berhasil disimpan!')).toBeInTheDocument();
    expect(db.cashbackSettings).toEqual({ persen_cashback: 3.5, maksimal_cashback_per_order: 75000, aktif: false });
    expect(countRequests(requests, 'POST /admin/cashback-settings')).toBe(1);
  });

  it('shows the rules on the fields and sends nothing', async () => {
    const { user, requests } = setup();
    await screen.findByLabelText(/Persentase Cashback/);
    await user.clear(persen());
    await user.type(persen(), '120');
    await user.clear(maksimal());
    await user.type(maksimal(), '1500');
    await user.click(save());
    expect(await screen.findByText('Persentase cashback harus antara 0-100.')).toBeInTheDocument();
    expect(screen.getByText('Maksimal cashback per order harus kelipatan Rp1.000.')).toBeInTheDocument();
    await user.clear(persen());
    await user.clear(maksimal());
    expect(await screen.findByText('Persentase cashback wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Maksimal cashback per order wajib diisi.')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/cashback-settings')).toBe(0);
  });

  it('a failed save shows the fallback message and keeps the typed values', async () => {
    const { user, faults, db } = setup();
    await screen.findByLabelText(/Persentase Cashback/);
    faults.add({ method: 'POST', path: '/admin/cashback-settings', status: 500, body: {}, times: 1 });
    await user.clear(persen());
    await user.type(persen(), '4');
    await user.click(save());
    expect(await screen.findByText('Gagal menyimpan pengaturan cashback.')).toBeInTheDocument();
    expect(persen()).toHaveValue('4');
    expect(db.cashbackSettings?.persen_cashback).toBe(2.5);
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('a failed load shows the fallback with Coba Lagi, which loads the form', async () => {
    const { user } = setup([{ method: 'GET', path: '/admin/cashback-settings', status: 500, body: {}, times: 1 }]);
    expect(await screen.findByText('Gagal memuat data pengaturan cashback.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByLabelText(/Persentase Cashback/)).toHaveValue('2,5');
  });

  it("a failed load shows the server's own error when it sends one", async () => {
    setup([{ method: 'GET', path: '/admin/cashback-settings', status: 503, body: { error: 'Layanan cashback sedang perawatan.' }, times: 1 }]);
    expect(await screen.findByText('Layanan cashback sedang perawatan.')).toBeInTheDocument();
  });

  it('a programme never saved shows a note and empty fields, and can be saved', async () => {
    // The delay lets the test empty the database before the page's first request is answered.
    const { user, db } = setup([{ method: 'GET', path: '/admin/cashback-settings', delayMs: 30, times: 1 }]);
    db.cashbackSettings = null;
    expect(await screen.findByText('Pengaturan cashback belum pernah disimpan. Isi lalu simpan untuk memulai program.')).toBeInTheDocument();
    expect(persen()).toHaveValue('');
    expect(maksimal()).toHaveValue('');
    expect(aktif()).not.toBeChecked();
    await user.type(persen(), '1');
    await user.type(maksimal(), '10000');
    await user.click(save());
    expect(await screen.findByText('Pengaturan cashback berhasil disimpan!')).toBeInTheDocument();
    expect(db.cashbackSettings).toEqual({ persen_cashback: 1, maksimal_cashback_per_order: 10000, aktif: false });
  });
});

describe('CashbackSettingsPage reads Indonesian typing', () => {
  // The delay lets the test put another programme in place before the page's first request is answered.
  const withStored = (persen_cashback: number) => {
    const view = setup([{ method: 'GET', path: '/admin/cashback-settings', delayMs: 30, times: 1 }]);
    view.db.cashbackSettings = { persen_cashback, maksimal_cashback_per_order: 50000, aktif: true };
    return view;
  };

  it('2,5 typed in the percent field is saved as 2.5 (not 25) and shown as 2,5', async () => {
    const { user, db } = withStored(10);
    expect(await screen.findByLabelText(/Persentase Cashback/)).toHaveValue('10');
    await user.clear(persen());
    await user.type(persen(), '2,5');
    await user.click(save());
    expect(await screen.findByText('Pengaturan cashback berhasil disimpan!')).toBeInTheDocument();
    expect(db.cashbackSettings?.persen_cashback).toBe(2.5);
    expect(persen()).toHaveValue('2,5');
  });

  it('2.5 is a decimal point in a percent field and is shown the Indonesian way once left', async () => {
    const { user, db } = withStored(10);
    await screen.findByLabelText(/Persentase Cashback/);
    await user.clear(persen());
    await user.type(persen(), '2.5');
    await user.tab();
    expect(persen()).toHaveValue('2,5');
    await user.click(save());
    expect(await screen.findByText('Pengaturan cashback berhasil disimpan!')).toBeInTheDocument();
    expect(db.cashbackSettings?.persen_cashback).toBe(2.5);
  });

  it('more decimals than the 0,1 step are refused with the step rule and kept as typed', async () => {
    const { user, requests } = withStored(10);
    await screen.findByLabelText(/Persentase Cashback/);
    await user.clear(persen());
    await user.type(persen(), '2,55');
    await user.click(save());
    expect(await screen.findByText('Persentase cashback hanya boleh kelipatan 0,1.')).toBeInTheDocument();
    expect(persen()).toHaveValue('2,55');
    expect(countRequests(requests, 'POST /admin/cashback-settings')).toBe(0);
  });

  it('1.000.000,50 in the maximum shows the Indonesian message, sends nothing and stays as typed', async () => {
    const { user, requests } = setup();
    await screen.findByLabelText(/Persentase Cashback/);
    await user.clear(maksimal());
    await user.type(maksimal(), '1.000.000,50');
    await user.click(save());
    expect(await screen.findByText('Rupiah harus bilangan bulat (tanpa sen).')).toBeInTheDocument();
    expect(maksimal()).toHaveValue('1.000.000,50');
    expect(countRequests(requests, 'POST /admin/cashback-settings')).toBe(0);
  });

  it.each([
    ['abc', 'Persentase tidak terbaca. Tulis angka, misalnya 2,5.'],
    ['-2,5', 'Persentase tidak boleh negatif.'],
    ['1e1', 'Notasi ilmiah (seperti 1e6) tidak dapat dipakai. Tulis angkanya lengkap, misalnya 1.000.000.'],
  ])('%j in the percent field is refused with %j and kept', async (typed, message) => {
    const { user, requests } = setup();
    await screen.findByLabelText(/Persentase Cashback/);
    await user.clear(persen());
    await user.type(persen(), typed);
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(persen()).toHaveValue(typed);
    expect(countRequests(requests, 'POST /admin/cashback-settings')).toBe(0);
  });

  it('the percent field is a text field the browser does not validate', async () => {
    setup();
    const input = await screen.findByLabelText(/Persentase Cashback/);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    for (const attribute of ['min', 'max', 'step', 'required']) expect(input).not.toHaveAttribute(attribute);
    expect(screen.getByRole('spinbutton', { name: /Persentase Cashback/ })).toBe(input);
  });
});
