import { afterEach, describe, expect, it, vi } from 'vitest';
import { indonesianOrder, naturalTextOrder, textOrder } from '@/domain/textOrder';

afterEach(() => vi.restoreAllMocks());

const NAMES = ['Semen 40 kg', 'semen 5 kg', 'Ésteh', 'Bata Merah', 'bata merah', 'Cat 10 L', 'Cat 2 L', 'Zink', 'ásbes', '10', '9', ''];

describe('textOrder: Indonesian order from one collator', () => {
  it.each([
    ['plain', undefined, indonesianOrder],
    ['natural (numbers by value, case and accents ignored)', { numeric: true, sensitivity: 'base' } as const, naturalTextOrder],
    ['numbers by value', { numeric: true } as const, textOrder({ numeric: true })],
    ['case and accents ignored', { sensitivity: 'base' } as const, textOrder({ sensitivity: 'base' })],
  ])('%s: sorts as localeCompare with the same options', (_, options, order) => {
    const expected = [...NAMES].sort((a, b) => a.localeCompare(b, 'id', options));
    expect([...NAMES].sort(order)).toEqual(expected);
  });

  it('names numbers by value and ignores case in the natural order', () => {
    expect([...NAMES.slice(0, 2)].sort(naturalTextOrder)).toEqual(['semen 5 kg', 'Semen 40 kg']);
    expect(naturalTextOrder('Bata Merah', 'bata merah')).toBe(0);
  });

  it('builds no collator until it first compares, then one for every comparison', () => {
    const Real = Intl.Collator;
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function (...args: ConstructorParameters<typeof Intl.Collator>) {
      return new Real(...args);
    } as unknown as typeof Intl.Collator);
    const order = textOrder({ numeric: true });
    expect(made).not.toHaveBeenCalled();
    [...NAMES, ...NAMES].sort(order);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
