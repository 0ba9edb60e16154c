// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WarehouseProductSearch } from '@/custom-pages/warehouse-map/WarehouseProductSearch';
import type { AdminProduct } from '@/custom-pages/warehouse-map/schemas';
import { renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const HINT = 'Cari dan pilih produk berdasarkan nama/kode.';

const Search = () => {
  const [product, setProduct] = useState<AdminProduct | null>(null);
  return (
    <>
      <WarehouseProductSearch product={product} onChoose={setProduct} />
      <p data-testid="chosen">{product?.namaProduk ?? '-'}</p>
    </>
  );
};

describe('WarehouseProductSearch: a search submitted with nothing chosen (operations spec §5)', () => {
  it.each([
    ['an empty field', ''],
    ['text that finds nothing', 'zzzzzz'],
  ])('Enter on %s answers “Cari dan pilih produk berdasarkan nama/kode.”', async (_case, text) => {
    renderWithAdmin(<Search />);
    const user = userEvent.setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const field = screen.getByRole('combobox', { name: 'Cari produk' });
    await user.click(field);
    if (text) await user.type(field, text);
    if (text) await screen.findByText('Produk tidak ditemukan.');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(HINT);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('Enter on a suggestion chooses it, with no such answer', async () => {
    renderWithAdmin(<Search />);
    const user = userEvent.setup();
    const field = screen.getByRole('combobox', { name: 'Cari produk' });
    await user.type(field, 'SMN-TR');
    await screen.findByRole('option', { name: /Semen Tiga Roda/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('chosen')).toHaveTextContent(/Semen Tiga Roda/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
