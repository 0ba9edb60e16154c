// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCSV, ListBase, ResourceContextProvider } from 'react-admin';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { merkCsvColumns } from '@/resources/merk/csvColumns';
import { MerkList } from '@/resources/merk/MerkList';
import { produkWebCsvColumns } from '@/resources/produk-web/csvColumns';
import { renderWithAdmin } from '../renderWithAdmin';

vi.mock('react-admin', async (importOriginal) => ({ ...(await importOriginal<typeof import('react-admin')>()), downloadCSV: vi.fn() }));

beforeEach(() => vi.mocked(downloadCSV).mockClear());
afterEach(cleanup);

const exported = (): string[] => {
  expect(downloadCSV).toHaveBeenCalledTimes(1);
  return (vi.mocked(downloadCSV).mock.calls[0]?.[0] ?? '').replace('\ufeff', '').trim().split('\r\n');
};

describe('ExportCsvButton: every record the list selects, as CSV', () => {
  it('exports every brand the search selects, not only the page on screen, with Indonesian headings', async () => {
    const user = userEvent.setup();
    const { db } = renderWithAdmin(
      <ResourceContextProvider value="merk">
        <MerkList />
      </ResourceContextProvider>,
      { initialPath: '/merk' },
    );
    await screen.findByText('American Standard');
    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    await waitFor(() => expect(downloadCSV).toHaveBeenCalled());
    const lines = exported();
    expect(lines[0]).toBe('Nama Merk,Slug,Status');
    expect(lines).toHaveLength(db.merk.length + 1);
    expect(vi.mocked(downloadCSV).mock.calls[0]?.[1]).toBe('merk');
    expect(lines).toContain('American Standard,american-standard,Aktif');
  });

  it('reads a list without a total page by page until a short page', async () => {
    const user = userEvent.setup();
    const { requests, db } = renderWithAdmin(
      <ListBase resource="produk-web" perPage={8}>
        <ExportCsvButton fileName="produk-web" columns={produkWebCsvColumns} pageSize={20} />
      </ListBase>,
    );
    const button = await screen.findByRole('button', { name: 'Ekspor' });
    await waitFor(() => expect(button).toBeEnabled());
    const before = requests.length;
    await user.click(button);
    await waitFor(() => expect(downloadCSV).toHaveBeenCalled());
    const lines = exported();
    expect(lines).toHaveLength(db.produkWeb.length + 1);
    expect(requests.slice(before)).toHaveLength(Math.floor(db.produkWeb.length / 20) + 1);
    expect(lines[0]).toBe('ID,Judul,Slug,Merk,Harga Tampil,Harga Coret,Tipe Harga,Harga Grosir,Min. Qty Grosir,Jumlah Varian,Status');
    // Money as plain integers: no 'Rp', no separators.
    expect(lines.slice(1).every((line) => !/Rp|\d\.\d{3}/.test(line))).toBe(true);
  });

  it('exports the records it is given as they are (a list built on the client)', async () => {
    const user = userEvent.setup();
    renderWithAdmin(
      <ListBase resource="merk">
        <ExportCsvButton fileName="pilihan" columns={merkCsvColumns} records={[{ id: 1, nama: 'Dulux', slug: 'dulux', isActive: false }]} />
      </ListBase>,
    );
    await user.click(await screen.findByRole('button', { name: 'Ekspor' }));
    await waitFor(() => expect(downloadCSV).toHaveBeenCalled());
    expect(exported()).toEqual(['Nama Merk,Slug,Status', 'Dulux,dulux,Non-Aktif']);
  });
});
