import { describe, expect, it } from 'vitest';
import { CASHIER_PICKER_LIMIT, cashierPickerOptions } from '@/resources/produk-web/rules/cashierPicker';

const product = (id: number, nama_produk: string) => ({ id, nama_produk });

const UNLINKED = [
  product(1, 'Pipa PVC Wavin 1" AW 4m'),
  product(2, 'Lem Pipa PVC Rucika'),
  product(3, 'Semen Holcim Serbaguna 40kg'),
  product(4, 'Pipa PVC Rucika 2" D 4m'),
  product(5, 'Kawat Bendrat 1kg'),
  product(6, 'semen merah instan 50kg'),
];

describe('cashier product picker (catalogue spec §2)', () => {
  it('names starting with the search come first, then names containing it, each group alphabetical', () => {
    expect(cashierPickerOptions(UNLINKED, { query: 'pipa' }).map((p) => p.id)).toEqual([4, 1, 2]);
  });

  it('matches without regard to case or extra spaces', () => {
    expect(cashierPickerOptions(UNLINKED, { query: '  SEMEN ' }).map((p) => p.id)).toEqual([3, 6]);
  });

  it('without a search: everything, alphabetical', () => {
    expect(cashierPickerOptions(UNLINKED).map((p) => p.id)).toEqual([5, 2, 4, 1, 3, 6]);
  });

  it('shows at most 20', () => {
    const many = Array.from({ length: 45 }, (_, i) => product(100 + i, `Paku ${String(i).padStart(2, '0')}`));
    expect(CASHIER_PICKER_LIMIT).toBe(20);
    const options = cashierPickerOptions(many, { query: 'paku' });
    expect(options).toHaveLength(20);
    expect(options[0]?.nama_produk).toBe('Paku 00');
  });

  it('the limit applies after ordering, so prefix matches are never pushed out by inner matches', () => {
    const inner = Array.from({ length: 25 }, (_, i) => product(i, `Lem Semen ${i}`));
    const options = cashierPickerOptions([...inner, product(99, 'Semen Putih')], { query: 'semen' });
    expect(options[0]?.id).toBe(99);
    expect(options).toHaveLength(20);
  });

  it('leaves out products chosen elsewhere in the form (ids as numbers or strings)', () => {
    expect(cashierPickerOptions(UNLINKED, { query: 'pipa', exclude: ['1', 2] }).map((p) => p.id)).toEqual([4]);
  });

  it('offers only what it is given: the server list holds unlinked products only', () => {
    expect(cashierPickerOptions([], { query: 'semen' })).toEqual([]);
  });
});
