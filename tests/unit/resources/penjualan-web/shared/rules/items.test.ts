import { describe, expect, it } from 'vitest';
import { formatWeightKg, itemWeightKg, itemWeightText, stockLabel } from '@/resources/penjualan-web/shared/rules/items';

describe('stock label per item (order spec §9)', () => {
  it.each<[number | string | null | undefined, string]>([
    [-1, 'Out of Stock'],
    [0, 'Out of Stock'],
    [1, 'Low Stock'],
    [4, 'Low Stock'],
    [4.5, 'Low Stock'],
    [5, 'In Stock'],
    [120, 'In Stock'],
    ['3', 'Low Stock'],
    ['12.00', 'In Stock'],
    [null, 'Out of Stock'],
    [undefined, 'Out of Stock'],
    ['banyak', 'Out of Stock'],
  ])('qty %j → %s', (qty, label) => {
    expect(stockLabel(qty)).toBe(label);
  });
});

describe('item weight: berat_gram × qty / 1000, in kg with 2 decimals (order spec §9)', () => {
  it.each<[unknown, unknown, number, string]>([
    [500, 3, 1.5, '1,50 kg'],
    [1000, 1, 1, '1,00 kg'],
    [50000, 2, 100, '100,00 kg'],
    [40000, 40, 1600, '1.600,00 kg'],
    [333, 1, 0.333, '0,33 kg'],
    [5, 1, 0.005, '0,01 kg'],
    ['250.00', '4', 1, '1,00 kg'],
    [null, 3, 0, '0,00 kg'],
    [500, null, 0, '0,00 kg'],
  ])('%j g × %j → %d kg, shown %s', (berat, qty, kg, text) => {
    const item = { berat_gram: berat as number, qty: qty as number };
    expect(itemWeightKg(item)).toBeCloseTo(kg, 10);
    expect(itemWeightText(item)).toBe(text);
  });

  it('shows an impossible weight as 0', () => {
    expect(formatWeightKg(Number.NaN)).toBe('0,00 kg');
  });
});
