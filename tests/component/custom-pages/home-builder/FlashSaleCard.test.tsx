// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification } from 'react-admin';
import { FlashSaleCard } from '@/custom-pages/home-builder/flash-sale/FlashSaleCard';
import type { FaultRule } from '@/fake-api/faults';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';
import { typeDate } from '../../typeDate';

afterEach(cleanup);

const TOGGLE = 'POST /admin/produk-web/toggle-flash-sale';

const setup = (faults: FaultRule[] = []) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <>
      <FlashSaleCard />
      <Notification />
    </>,
    { faults },
  );
  return { ...view, user };
};

const activeList = () => screen.getByRole('list', { name: 'Produk flash sale aktif' });
const dialog = () => screen.getByRole('dialog', { name: 'Atur Flash Sale' });
const percent = () => within(dialog()).getByRole('spinbutton', { name: 'Diskon (%)' });

/** A published product without discount, variants or wholesale price, and a search word only its title has. */
const plainProduct = (db: ReturnType<typeof setup>['db']) => {
  const product = db.produkWeb.find(
    (p) => p.isPublishedInduk && p.varian.length === 0 && !p.diskonAktif && !p.hargaGrosir && db.produkWeb.filter((o) => o.judul.includes(p.judul)).length === 1,
  );
  if (!product) throw new Error('no plain product in the seed');
  return product;
};

describe('FlashSaleCard', () => {
  it('lists the products whose flash sale runs, asked once, without the products not on sale', async () => {
    const { db, requests } = setup();
    await waitFor(() => expect(within(activeList()).getAllByTestId('flash-sale-item').length).toBeGreaterThan(0));
    expect(requests.filter((r) => r === 'GET /admin/produk-web')).toHaveLength(1);
    const titles = within(activeList()).getAllByTestId('flash-sale-title').map((el) => el.textContent);
    const plain = plainProduct(db);
    expect(titles).not.toContain(plain.judul);
  });

  it('searches from 2 characters only, then sets up a flash sale with the defaults and shows it in the list', async () => {
    const { db, user, requests } = setup();
    const product = plainProduct(db);
    await screen.findByRole('list', { name: 'Produk flash sale aktif' });
    await user.type(screen.getByLabelText('Cari produk'), product.judul.slice(0, 1));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(countRequests(requests, 'GET /admin/produk-web/search-for-flash-sale')).toBe(0);
    await user.clear(screen.getByLabelText('Cari produk'));
    // Pasted at once: one settled text, one search.
    await user.paste(product.judul);
    await user.click(await screen.findByRole('button', { name: `Atur flash sale ${product.judul}` }, { timeout: 3000 }));
    expect(countRequests(requests, 'GET /admin/produk-web/search-for-flash-sale')).toBe(1);
    expect(percent()).toHaveValue('10');
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Flash sale diaktifkan.')).toBeInTheDocument();
    expect(countRequests(requests, TOGGLE)).toBe(1);
    expect(product).toMatchObject({ diskonAktif: true, diskonPersen: 10 });
    await waitFor(() => expect(within(activeList()).getAllByTestId('flash-sale-title').map((el) => el.textContent)).toContain(product.judul));
  });

  it('refuses 100 % and a past date with the spec texts, keeps them typed and sends nothing', async () => {
    const { db, user, requests } = setup();
    const product = plainProduct(db);
    await user.type(screen.getByLabelText('Cari produk'), product.judul);
    await user.click(await screen.findByRole('button', { name: `Atur flash sale ${product.judul}` }, { timeout: 3000 }));
    await user.clear(percent());
    await user.type(percent(), '100');
    await typeDate(user, 'Tanggal berakhir', '2020-01-01');
    await user.click(within(dialog()).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog()).findByText('Persentase diskon harus antara 1-99')).toBeInTheDocument();
    expect(within(dialog()).getByText('Tanggal berakhir tidak valid atau sudah terlewat')).toBeInTheDocument();
    expect(percent()).toHaveValue('100');
    expect(countRequests(requests, TOGGLE)).toBe(0);
  });

  it('removal asks first, then sends activation false and takes the product off the list', async () => {
    const { db, user } = setup();
    const first = await within(await screen.findByRole('list', { name: 'Produk flash sale aktif' })).findAllByTestId('flash-sale-item');
    const title = within(first[0]!).getByTestId('flash-sale-title').textContent ?? '';
    await user.click(within(first[0]!).getByRole('button', { name: `Hapus flash sale ${title}` }));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Flash sale dinonaktifkan.')).toBeInTheDocument();
    const product = db.produkWeb.find((p) => p.judul === title)!;
    expect(product.varian.length ? product.varian.every((v) => !v.diskonAktif) : !product.diskonAktif).toBe(true);
    await waitFor(() => expect(within(activeList()).getAllByTestId('flash-sale-title').map((el) => el.textContent)).not.toContain(title));
  });

  it('a failed toggle shows "Gagal mengubah status flash sale." in the dialog and keeps the values', async () => {
    const { db, user, faults } = setup();
    const product = plainProduct(db);
    await user.type(screen.getByLabelText('Cari produk'), product.judul);
    await user.click(await screen.findByRole('button', { name: `Atur flash sale ${product.judul}` }, { timeout: 3000 }));
    await user.clear(percent());
    await user.type(percent(), '7,5');
    faults.add({ method: 'POST', path: '/admin/produk-web/toggle-flash-sale', status: 500, body: {}, times: 1 });
    await user.click(within(dialog()).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog()).findByTestId('flash-sale-error')).toHaveTextContent('Gagal mengubah status flash sale.');
    expect(percent()).toHaveValue('7,5');
  });

  it('a failed list is silent: the empty text, no error', async () => {
    setup([{ method: 'GET', path: '/admin/produk-web', status: 500, body: {} }]);
    expect(await screen.findByText('Belum ada produk flash sale.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
