// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification, ResourceContextProvider } from 'react-admin';
import { VoucherCreate } from '@/resources/voucher/VoucherCreate';
import { jakartaToday } from '@/domain/validation';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';
import { typeDate } from '../../typeDate';

afterEach(cleanup);

const setup = () => {
  const locations: string[] = [];
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <ResourceContextProvider value="voucher">
      <VoucherCreate />
      <Notification />
    </ResourceContextProvider>,
    { initialPath: '/voucher/tambah', onLocation: (location) => locations.push(location.pathname) },
  );
  return { ...view, user, locations };
};

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const daysAhead = (days: number) => jakartaToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const save = () => screen.getByRole('button', { name: 'Simpan' });

const fillBasics = async (user: ReturnType<typeof userEvent.setup>, { nama = 'Diskon Semen', kode = 'semen10' } = {}) => {
  await user.type(field(/Nama Voucher/), nama);
  await user.type(field(/Kode Voucher/), kode);
  // Ahead of today: an end date in the past is refused (issue 8), so fixed dates would expire.
  await typeDate(user, /Tanggal Mulai/, daysAhead(1));
  await typeDate(user, /Tanggal Berakhir/, daysAhead(31));
};

describe('VoucherCreate', () => {
  it('upper-cases the code and drops spaces as it is typed', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText(/Kode Voucher/), 'semen hemat 10');
    expect(field(/Kode Voucher/)).toHaveValue('SEMENHEMAT10');
  });

  it('shows every broken rule on its field, sends nothing and keeps what was typed', async () => {
    const { user, requests } = setup();
    await user.type(await screen.findByLabelText(/Persentase Diskon/), '150');
    await user.click(save());
    expect(await screen.findAllByText('Nama dan Kode Voucher wajib diisi.')).toHaveLength(2);
    expect(screen.getByText('Untuk tipe PERSEN, nilai diskon harus antara 1-100.')).toBeInTheDocument();
    expect(screen.getAllByText('Tanggal Mulai dan Tanggal Berakhir wajib diisi.')).toHaveLength(2);
    expect(countRequests(requests, 'POST /admin/voucher')).toBe(0);
    expect(field(/Persentase Diskon/)).toHaveValue('150');

    // The emptied value of the other type shows its own rule at once.
    await user.click(screen.getByLabelText('NOMINAL'));
    expect(await screen.findByText('Untuk tipe NOMINAL, nilai diskon harus lebih dari 0.')).toBeInTheDocument();
  });

  it('switching to NOMINAL clears the percent, hides the cap and asks for a rupiah amount', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText(/Persentase Diskon/), '10');
    await user.type(field(/Maksimal Diskon/), '50000');
    await user.click(screen.getByLabelText('NOMINAL'));
    expect(screen.queryByLabelText(/Persentase Diskon/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Maksimal Diskon/)).not.toBeInTheDocument();
    expect(field(/Nominal Diskon/)).toHaveValue('');
    await user.click(screen.getByLabelText('PERSEN'));
    expect(field(/Persentase Diskon/)).toHaveValue('');
    expect(field(/Maksimal Diskon/)).toHaveValue('');
  });

  it('PRIVATE reveals a required customer e-mail', async () => {
    const { user } = setup();
    await fillBasics(user);
    await user.type(field(/Persentase Diskon/), '10');
    expect(screen.queryByLabelText(/Email Customer/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/^PRIVATE/));
    await user.click(save());
    expect(await screen.findByText('Email customer wajib diisi untuk voucher PRIVATE.')).toBeInTheDocument();
    await user.type(field(/Email Customer/), 'budi@');
    expect(await screen.findByText('Format email customer tidak valid.')).toBeInTheDocument();
  });

  it('saves a NOMINAL voucher with unlimited quota, shows the success message and returns to the list after 1.5 s', async () => {
    const { user, db, locations, requests } = setup();
    await fillBasics(user, { nama: 'Potongan Keramik', kode: 'keramik 25' });
    await user.click(screen.getByLabelText('NOMINAL'));
    await user.type(field(/Nominal Diskon/), '25000');
    expect(field(/Nominal Diskon/)).toHaveValue('25.000');
    await user.click(save());

    expect(await screen.findByText('Voucher baru berhasil ditambahkan!')).toBeInTheDocument();
    const stored = db.voucher.find((v) => v.kode_voucher === 'KERAMIK25');
    expect(stored).toMatchObject({ tipe_diskon: 'NOMINAL', nilai_diskon: 25000, nominal_diskon_maks: null, kuota_voucher: null, min_belanja: 0 });
    // Still on the form for a moment, with the button disabled so the voucher cannot be sent twice.
    expect(locations.at(-1)).toBe('/voucher/tambah');
    expect(save()).toBeDisabled();
    await waitFor(() => expect(locations.at(-1)).toBe('/voucher'), { timeout: 3000 });
    expect(countRequests(requests, 'POST /admin/voucher')).toBe(1);
  });

  it("a duplicate code is refused by the server: its message shows and the form keeps every value", async () => {
    const { user, locations } = setup();
    await fillBasics(user, { nama: 'Semen Lagi', kode: 'semenakhirtahun' });
    await user.type(field(/Persentase Diskon/), '5');
    await user.click(save());
    expect(await screen.findByText('Kode voucher "SEMENAKHIRTAHUN" sudah digunakan voucher lain.')).toBeInTheDocument();
    expect(field(/Nama Voucher/)).toHaveValue('Semen Lagi');
    expect(field(/Persentase Diskon/)).toHaveValue('5');
    expect(locations.at(-1)).toBe('/voucher/tambah');
    expect(save()).toBeEnabled();
  });
});

describe('VoucherCreate reads Indonesian typing', () => {
  it('a 7,5 % voucher is saved as 7.5 (not 75)', async () => {
    const { user, db } = setup();
    await fillBasics(user, { nama: 'Diskon Cat', kode: 'cat75' });
    await user.type(field(/Persentase Diskon/), '7,5');
    await user.click(save());
    expect(await screen.findByText('Voucher baru berhasil ditambahkan!')).toBeInTheDocument();
    expect(db.voucher.find((v) => v.kode_voucher === 'CAT75')).toMatchObject({ tipe_diskon: 'PERSEN', nilai_diskon: 7.5 });
  });

  it('refuses a negative minimum spend and a fractional quota in Indonesian, sends nothing and keeps both', async () => {
    const { user, requests } = setup();
    await fillBasics(user);
    await user.type(field(/Persentase Diskon/), '10');
    await user.clear(field(/Minimal Belanja/));
    await user.type(field(/Minimal Belanja/), '-5000');
    await user.type(field(/Kuota Voucher/), '1,5');
    await user.click(save());
    expect(await screen.findByText('Nominal tidak boleh negatif.')).toBeInTheDocument();
    expect(screen.getByText('Harus bilangan bulat, tanpa angka di belakang koma.')).toBeInTheDocument();
    expect(field(/Minimal Belanja/)).toHaveValue('-5000');
    expect(field(/Kuota Voucher/)).toHaveValue('1,5');
    expect(countRequests(requests, 'POST /admin/voucher')).toBe(0);
  });

  it('the numeric fields are text fields the browser does not validate', async () => {
    setup();
    for (const label of [/Persentase Diskon/, /Maksimal Diskon/, /Minimal Belanja/, /Kuota Voucher/]) {
      const input = (await screen.findByLabelText(label)) as HTMLInputElement;
      expect(input.type).toBe('text');
      for (const attribute of ['min', 'max', 'step']) expect(input).not.toHaveAttribute(attribute);
    }
  });
});
