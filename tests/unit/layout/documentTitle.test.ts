import { describe, expect, it } from 'vitest';
import { APP_TITLE, documentTitle } from '@/layout/menu/documentTitle';

const links = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/merk', label: 'Merk' },
  { to: '/produk-web', label: 'Produk Web' },
];

describe('documentTitle: every tab says what it shows', () => {
  it.each([
    ['/dashboard', 'Dashboard · Back Office Toko Bangunan'],
    ['/merk', 'Merk · Back Office Toko Bangunan'],
    ['/merk/tambah', 'Tambah Merk · Back Office Toko Bangunan'],
    ['/merk/edit/3', 'Edit Merk · Back Office Toko Bangunan'],
    ['/produk-web/edit/12', 'Edit Produk Web · Back Office Toko Bangunan'],
    ['/merkantil', APP_TITLE],
    ['/tidak-ada', APP_TITLE],
  ])('%s → %s', (path, title) => {
    expect(documentTitle(path, links)).toBe(title);
  });
});
