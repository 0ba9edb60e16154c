// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification, ResourceContextProvider } from 'react-admin';
import { VoucherCreate } from '@/resources/voucher/VoucherCreate';
import { jakartaToday } from '@/domain/validation';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';
import { typeDate } from '../../typeDate';

afterEach(cleanup);

const setup = () => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <ResourceContextProvider value="voucher">
      <VoucherCreate />
      <Notification />
    </ResourceContextProvider>,
    { initialPath: '/voucher/tambah' },
  );
  return { ...view, user };
};

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Simpan' });

/** A day `days` from today in Jakarta, as the date input holds it. */
const dayFromToday = (now: Date, days: number) => jakartaToday(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));

describe('VoucherForm shows the shop backend rules before sending (issue 8)', () => {
  it('refuses a name of one zero-width space, a 31-character code and an end in the past, sending nothing and keeping the input', async () => {
    const { user, requests, now } = setup();
    await user.type(await screen.findByLabelText(/Persentase Diskon/), '10');
    fireEvent.change(field(/Nama Voucher/), { target: { value: '\u200b' } });
    fireEvent.change(field(/Kode Voucher/), { target: { value: 'K'.repeat(31) } });
    await typeDate(user, /Tanggal Mulai/, dayFromToday(now, -30));
    await typeDate(user, /Tanggal Berakhir/, dayFromToday(now, -1));
    await user.click(save());

    expect(await screen.findByText('Nama dan Kode Voucher wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Kode Voucher maksimal 30 karakter.')).toBeInTheDocument();
    expect(screen.getByText('Tanggal Berakhir tidak boleh sebelum hari ini.')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/voucher')).toBe(0);
    expect(field(/Kode Voucher/)).toHaveValue('K'.repeat(31));
  });

  it('refuses a start in 1900 with the year range', async () => {
    const { user, requests, now } = setup();
    await user.type(await screen.findByLabelText(/Persentase Diskon/), '10');
    await user.type(field(/Nama Voucher/), 'Diskon Lama');
    await user.type(field(/Kode Voucher/), 'LAMA');
    await typeDate(user, /Tanggal Mulai/, '1900-01-01');
    await typeDate(user, /Tanggal Berakhir/, dayFromToday(now, 10));
    await user.click(save());

    expect(await screen.findByText('Tanggal Mulai harus di antara tahun 2000 dan 2100.')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/voucher')).toBe(0);
  });

  it('sends a voucher ending today', async () => {
    const { user, requests, now } = setup();
    await user.type(await screen.findByLabelText(/Persentase Diskon/), '10');
    await user.type(field(/Nama Voucher/), 'Diskon Hari Ini');
    await user.type(field(/Kode Voucher/), 'HARIINI');
    await typeDate(user, /Tanggal Mulai/, dayFromToday(now, 0));
    await typeDate(user, /Tanggal Berakhir/, dayFromToday(now, 0));
    await user.click(save());

    expect(await screen.findByText('Voucher baru berhasil ditambahkan!')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/voucher')).toBe(1);
  });
});
