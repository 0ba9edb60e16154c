// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification, ResourceContextProvider } from 'react-admin';
import type { FakeDb } from '@/fake-api/db';
import type { FaultRule } from '@/fake-api/faults';
import { ProdukWebList } from '@/resources/produk-web/ProdukWebList';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const LIST_REQUEST = 'GET /admin/produk-web';

const setup = ({ faults = [], seed }: { faults?: FaultRule[]; seed?: (db: FakeDb) => void } = {}) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <ResourceContextProvider value="produk-web">
      <ProdukWebList />
      <Notification />
    </ResourceContextProvider>,
    { initialPath: '/produk-web', faults },
  );
  seed?.(view.db);
  return { ...view, user };
};

describe('ProdukWebList', () => {
  it("heads the page with 'Daftar Produk Web', also when there are no products", async () => {
    setup({ seed: (db) => (db.produkWeb = []) });
    await screen.findByText('Belum ada produk web');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Daftar Produk Web');
  });

  it('shows 8 skeleton rows at once while loading, then 8 products numbered from 1', async () => {
    setup({ faults: [{ method: 'GET', path: '/admin/produk-web', delayMs: 300, times: 1 }] });
    expect(screen.getAllByTestId('product-skeleton-row')).toHaveLength(8);
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(8));
    expect(screen.queryByTestId('product-skeleton-row')).not.toBeInTheDocument();
    expect(within(screen.getAllByTestId('product-row')[0] as HTMLElement).getByText('#1')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
    expect(headers).toEqual(['Produk', 'Merk', 'Harga', 'Status', 'Aksi']);
  });

  it("with no products at all: 'Belum ada produk web' and a link to add the first", async () => {
    setup({ seed: (db) => (db.produkWeb = []) });
    expect(await screen.findByText('Belum ada produk web')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah produk pertama' })).toHaveAttribute('href', '/produk-web/tambah');
  });

  it('debounces the search into one request and shows the no-match state', async () => {
    const { user, requests } = setup();
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(8));
    const before = countRequests(requests, LIST_REQUEST);
    await user.type(screen.getByPlaceholderText('Cari judul, deskripsi, atau tags'), 'zzzqx');
    // The search waits for its 300 ms debounce, then the request: more than findBy's default second on a busy machine.
    expect(await screen.findByText('Tidak ada produk yang cocok', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(countRequests(requests, LIST_REQUEST) - before).toBe(1);
    expect(screen.queryByText('Belum ada produk web')).not.toBeInTheDocument();
  });

  it('without a total, the pagination shows the page number only, never an invented "x-y dari z"', async () => {
    const { user } = setup({ seed: (db) => (db.produkWeb = db.produkWeb.slice(0, 11)) });
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(8));
    expect(screen.getByTestId('current-page')).toHaveTextContent('Halaman 1');
    expect(screen.getByRole('button', { name: 'Ke halaman sebelumnya' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ke halaman berikutnya' }));
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(3));
    expect(screen.getByTestId('current-page')).toHaveTextContent('Halaman 2');
    expect(screen.getByRole('button', { name: 'Ke halaman berikutnya' })).toBeDisabled();
    expect(screen.queryByText(/\d+-\d+ dari/)).not.toBeInTheDocument();
  });

  it("a failed load shows 'Gagal memuat data. Silakan coba lagi.' and 'Coba Lagi' loads the products", async () => {
    const { user } = setup({ faults: [{ method: 'GET', path: '/admin/produk-web', status: 500, body: {}, times: 1 }] });
    expect(await screen.findByText('Gagal memuat data. Silakan coba lagi.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(8));
  });

  it('price column: a running discount shows SALE and the struck price; wholesale shows GROSIR; status Tayang or Draft', async () => {
    setup({
      seed: (db) => {
        const [a, b, c] = [...db.produkWeb].reverse();
        Object.assign(a!, { hargaJual: 100000, hargaGrosir: null, diskonAktif: true, diskonPersen: 10, diskonBerakhir: null, isPublishedInduk: true, varian: [] });
        Object.assign(b!, { hargaJual: 50000, hargaGrosir: 45000, minQtyGrosir: 10, diskonAktif: false, isPublishedInduk: false, varian: [] });
        Object.assign(c!, { hargaJual: 7000, hargaGrosir: null, diskonAktif: false, isPublishedInduk: true, varian: [] });
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(8));
    const [sale, wholesale, plain] = screen.getAllByTestId('product-row') as HTMLElement[];
    expect(within(sale!).getByTestId('product-price')).toHaveTextContent('Rp90.000SALERp100.000');
    expect(within(sale!).getByTestId('product-price-struck')).toHaveStyle({ textDecoration: 'line-through' });
    expect(sale).toHaveTextContent('Tayang');
    expect(within(wholesale!).getByTestId('product-price')).toHaveTextContent('Rp50.000GROSIR');
    expect(wholesale).toHaveTextContent('Draft');
    expect(within(plain!).getByTestId('product-price')).toHaveTextContent(/^Rp7\.000$/);
  });
});
