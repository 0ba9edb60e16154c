import { describe, expect, it } from 'vitest';
import { isRoughlySquare } from '@/domain/image/aspectRatio';

describe('isRoughlySquare (catalogue spec §5: product photos about 1:1, tolerance 0.1)', () => {
  it('accepts a square photo', () => {
    expect(isRoughlySquare(800, 800)).toBe(true);
  });

  it('accepts ratios within 0.1 of 1, either way', () => {
    expect(isRoughlySquare(1100, 1000)).toBe(true);
    expect(isRoughlySquare(900, 1000)).toBe(true);
    expect(isRoughlySquare(1000, 1100)).toBe(true);
  });

  it('warns beyond 0.1', () => {
    expect(isRoughlySquare(1101, 1000)).toBe(false);
    expect(isRoughlySquare(899, 1000)).toBe(false);
    expect(isRoughlySquare(4000, 3000)).toBe(false);
  });

  it('treats an image without size as not square', () => {
    expect(isRoughlySquare(0, 800)).toBe(false);
  });
});
