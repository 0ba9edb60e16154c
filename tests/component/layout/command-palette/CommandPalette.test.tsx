// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandPaletteLauncher } from '@/layout/command-palette/CommandPaletteLauncher';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const setup = () => {
  const user = userEvent.setup();
  let pathname = '/dashboard';
  let search = '';
  const view = renderWithAdmin(
    <>
      <CommandPaletteLauncher />
      <input aria-label="Catatan" />
    </>,
    {
      initialPath: '/dashboard',
      onLocation: (location) => {
        pathname = location.pathname;
        search = location.search;
      },
    },
  );
  return { ...view, user, location: () => ({ pathname, search }) };
};

const openByKeyboard = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', {}, { timeout: 5000 });
};

const options = () => screen.queryAllByRole('option');
const groupNamed = (name: string) => screen.getByRole('group', { name });

describe('Command palette', () => {
  it('opens with Ctrl+K, finds an order by its code and opens its Order Center detail with Enter', async () => {
    const { user, db, location } = setup();
    const order = db.penjualanWeb[3]!;
    const input = await openByKeyboard(user);
    expect(input).toHaveFocus();
    await user.type(input, order.kode_transaksi);
    const found = await within(await screen.findByRole('group', { name: 'Pesanan' }, { timeout: 5000 })).findByRole('option', { name: new RegExp(order.kode_transaksi) });
    // The whole code is the best match: it is first and active.
    expect(options()[0]).toBe(found);
    expect(found).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', found.id);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ hasil/));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe(`/order-center/${order.id}`));
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it('waits for the answers when Enter comes right after the code, then opens the order', async () => {
    const { user, db, location } = setup();
    const order = db.penjualanWeb[10]!;
    const input = await openByKeyboard(user);
    await user.click(input);
    await user.paste(order.kode_transaksi);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe(`/order-center/${order.id}`), { timeout: 5000 });
  });

  it('finds an order by its recipient, a product by its slug, a voucher by its code, a category and a brand by name', async () => {
    const { user, db } = setup();
    const input = await openByKeyboard(user);
    const order = db.penjualanWeb[0]!;
    const product = db.produkWeb.find((item) => item.slug?.includes('-'))!;
    const voucher = db.voucher[0]!;
    const category = db.webKategoriProduk[0]!;
    const brand = db.merk[0]!;
    const cases: Array<[string, string, string]> = [
      [order.nama_penerima, 'Pesanan', order.kode_transaksi],
      [product.slug!, 'Produk', product.judul],
      [voucher.kode_voucher, 'Voucher', voucher.kode_voucher],
      [category.namaKategori, 'Kategori', category.namaKategori],
      [brand.nama, 'Merk', brand.nama],
    ];
    for (const [query, group, label] of cases) {
      await user.clear(input);
      await user.type(input, query);
      await waitFor(() => expect(within(groupNamed(group)).getAllByRole('option').some((option) => option.textContent?.includes(label))).toBe(true), { timeout: 5000 });
      // At most a few of each kind.
      expect(within(groupNamed(group)).getAllByRole('option').length).toBeLessThanOrEqual(5);
    }
  });

  it('lists the actions and every sidebar page before anything is typed, and narrows pages as one types', async () => {
    const { user, location } = setup();
    const input = await openByKeyboard(user);
    await waitFor(() => expect(within(groupNamed('Aksi')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tambah Produk', 'Tambah Voucher', 'Pesanan siap dikirim']));
    expect(within(groupNamed('Halaman')).getByRole('option', { name: /Riwayat Transaksi/ })).toBeInTheDocument();
    await user.type(input, 'verif');
    await waitFor(() => expect(options()[0]).toHaveTextContent('Verifikasi Pembayaran'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/payment-verification'));
  });

  it('moves through the options with the arrows, wrapping, and opens the chosen one', async () => {
    const { user, location } = setup();
    const input = await openByKeyboard(user);
    await user.type(input, 'tambah');
    await waitFor(() => expect(within(groupNamed('Aksi')).getAllByRole('option')).toHaveLength(2));
    const [first, second] = options();
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options().at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    const target = second!.textContent === 'Tambah Voucher' ? '/voucher/tambah' : '/produk-web/tambah';
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe(target));
  });

  it('opens the Order Center filtered to the orders ready to ship', async () => {
    const { user, location } = setup();
    const input = await openByKeyboard(user);
    await user.type(input, 'siap kirim');
    await user.click(await screen.findByRole('option', { name: 'Pesanan siap dikirim' }));
    await waitFor(() => expect(location().pathname).toBe('/order-center'));
    expect(new URLSearchParams(location().search).get('ready')).toBe('1');
  });

  it('says when nothing matches, and closes with Escape', async () => {
    const { user } = setup();
    const input = await openByKeyboard(user);
    await user.type(input, 'zzzq tidak ada');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Tidak ada hasil'), { timeout: 5000 });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it('opens from the app-bar button, and starts empty when opened again', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cari (Ctrl+K)' }));
    const input = await screen.findByRole('combobox', {}, { timeout: 5000 });
    await user.type(input, 'merk');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cari (Ctrl+K)' }));
    expect(await screen.findByRole('combobox')).toHaveValue('');
  });

  it('lists the shortcuts with ?, but not while typing ? in a field', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('textbox', { name: 'Catatan' }));
    await user.keyboard('?');
    expect(screen.getByRole('textbox', { name: 'Catatan' })).toHaveValue('?');
    // Give a lazily loaded dialog the time to show up, were it (wrongly) asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(document.body);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Pintasan keyboard' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Buka pencarian cepat');
  });
});
