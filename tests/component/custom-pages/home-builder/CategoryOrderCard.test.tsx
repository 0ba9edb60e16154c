// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification } from 'react-admin';
import { CategoryOrderCard } from '@/custom-pages/home-builder/category-order/CategoryOrderCard';
import type { FaultRule } from '@/fake-api/faults';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';
import { stubSortableLayout } from '../../sortableLayout';

stubSortableLayout();
afterEach(cleanup);

const setup = (faults: FaultRule[] = []) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <>
      <CategoryOrderCard />
      <Notification />
    </>,
    { faults },
  );
  return { ...view, user };
};

const names = () =>
  within(screen.getByRole('list', { name: 'Urutan kategori di halaman utama' }))
    .getAllByTestId('category-order-name')
    .map((el) => el.textContent);

const press = async (element: Element | Document, code: string) => {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

/** Moves the first row one place down with the keyboard, as a keyboard user does. */
const moveFirstDown = async () => {
  const [first] = names();
  const handle = screen.getByRole('button', { name: `Geser ${first}` });
  handle.focus();
  await press(handle, 'Space');
  await press(document, 'ArrowDown');
  await press(document, 'Space');
};

const saveButton = () => screen.getByRole('button', { name: 'Simpan Urutan' });

describe('CategoryOrderCard', () => {
  it('lists the categories by urutan; Save and Reset wait for a change', async () => {
    const { db } = setup();
    await screen.findAllByTestId('category-order-name');
    const expected = [...db.webKategoriProduk].sort((a, b) => a.urutan - b.urutan || a.namaKategori.localeCompare(b.namaKategori, 'id')).map((c) => c.namaKategori);
    expect(names()).toEqual(expected);
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kembalikan' })).toBeDisabled();
  });

  it('a keyboard move enables Save; a double click sends one update-urutan with every id in the new order', async () => {
    const { db, user, requests } = setup();
    await screen.findAllByTestId('category-order-name');
    const before = names();
    await moveFirstDown();
    expect(names()).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(screen.getByText('Urutan berubah dan belum disimpan.')).toBeInTheDocument();
    await user.dblClick(saveButton());
    expect(await screen.findByText('Urutan kategori berhasil disimpan!')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/web-kategori-produk/update-urutan')).toBe(1);
    const stored = [...db.webKategoriProduk].sort((a, b) => a.urutan - b.urutan).map((c) => c.namaKategori);
    expect(stored).toEqual([before[1], before[0], ...before.slice(2)]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(names()).toEqual(stored);
  });

  it('Reset goes back to the saved order without sending anything', async () => {
    const { user, requests } = setup();
    await screen.findAllByTestId('category-order-name');
    const before = names();
    await moveFirstDown();
    await user.click(screen.getByRole('button', { name: 'Kembalikan' }));
    expect(names()).toEqual(before);
    expect(saveButton()).toBeDisabled();
    expect(countRequests(requests, 'POST /admin/web-kategori-produk/update-urutan')).toBe(0);
  });

  it('a failed save says so and keeps the arrangement for another try', async () => {
    const { user, faults } = setup();
    await screen.findAllByTestId('category-order-name');
    const before = names();
    await moveFirstDown();
    faults.add({ method: 'POST', path: '/admin/web-kategori-produk/update-urutan', status: 500, body: {}, times: 1 });
    await user.click(saveButton());
    expect(await screen.findByText('Gagal menyimpan urutan. Coba lagi.')).toBeInTheDocument();
    expect(names()).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(saveButton()).toBeEnabled();
  });

  it('a failed load shows the category text with Coba Lagi, which loads again', async () => {
    const { user } = setup([{ method: 'GET', path: '/admin/web-kategori-produk', status: 500, body: {}, times: 1 }]);
    expect(await screen.findByText('Gagal memuat daftar kategori web.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findAllByTestId('category-order-name')).not.toHaveLength(0);
  });

  it('no categories: the empty text and no buttons', async () => {
    setup([{ method: 'GET', path: '/admin/web-kategori-produk', status: 200, body: { data: [] } }]);
    expect(await screen.findByText('Belum ada kategori web.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan Urutan' })).not.toBeInTheDocument();
  });
});
