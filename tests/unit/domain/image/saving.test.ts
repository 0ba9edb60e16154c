import { describe, expect, it } from 'vitest';
import { savingColour, savingPercent } from '@/domain/image/saving';

describe('savingPercent', () => {
  it('is the share of the original saved, in whole percent', () => {
    expect(savingPercent(2_000_000, 100_000)).toBe(95);
    expect(savingPercent(1000, 333)).toBe(67);
  });

  it('is 0 when nothing was saved or the original is empty', () => {
    expect(savingPercent(1000, 1000)).toBe(0);
    expect(savingPercent(1000, 1200)).toBe(0);
    expect(savingPercent(0, 0)).toBe(0);
  });
});

describe('savingColour (catalogue spec §9: 70+ green, 50+ yellow, else red)', () => {
  it.each([
    [100, 'success'],
    [70, 'success'],
    [69, 'warning'],
    [50, 'warning'],
    [49, 'error'],
    [0, 'error'],
  ] as const)('%s%% is %s', (percent, colour) => {
    expect(savingColour(percent)).toBe(colour);
  });
});
