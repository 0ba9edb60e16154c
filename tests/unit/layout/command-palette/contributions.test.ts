import { describe, expect, it } from 'vitest';
import { shellAreas } from '@/App';
import { loadContributions } from '@/layout/command-palette/contributions';

describe('the areas palette contributions, collected from their declarations', () => {
  it('finds orders, products, vouchers, categories and brands, each from its own area', async () => {
    expect(shellAreas.palettes.map((declared) => declared.id)).toEqual(expect.arrayContaining(['penjualan-web', 'produk-web', 'voucher', 'web-kategori-produk', 'merk']));
    const loaded = await loadContributions(shellAreas.palettes);
    expect(Object.fromEntries(loaded.map((contribution) => [contribution.id, contribution.group]))).toMatchObject({
      'penjualan-web': 'Pesanan',
      'produk-web': 'Produk',
      voucher: 'Voucher',
      'web-kategori-produk': 'Kategori',
      merk: 'Merk',
    });
    expect(loaded.every((contribution) => typeof contribution.search === 'function')).toBe(true);
  });

  it('offers adding a product and a voucher and the orders ready to ship, at the areas routes', async () => {
    const actions = (await loadContributions(shellAreas.palettes)).flatMap((contribution) => contribution.actions ?? []);
    expect(actions.map((action) => [action.label, action.to])).toEqual(
      expect.arrayContaining([
        ['Tambah Produk', '/produk-web/tambah'],
        ['Tambah Voucher', '/voucher/tambah'],
        ['Pesanan siap dikirim', '/order-center?ready=1'],
      ]),
    );
  });
});
