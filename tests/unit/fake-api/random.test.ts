import { describe, it, expect } from 'vitest';
import { createRng } from '@/fake-api/random';

describe('seeded PRNG', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps int() within inclusive bounds and reaches both ends', () => {
    const rng = createRng(7);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('never picks a zero-weight entry in weighted()', () => {
    const rng = createRng(9);
    const picks = Array.from({ length: 300 }, () => rng.weighted([['a', 1], ['never', 0], ['b', 3]] as const));
    expect(picks).not.toContain('never');
    expect(picks.filter((p) => p === 'b').length).toBeGreaterThan(picks.filter((p) => p === 'a').length);
  });

  it('rejects empty choices instead of returning undefined', () => {
    const rng = createRng(1);
    expect(() => rng.pick([])).toThrow();
    expect(() => rng.weighted([['x', 0]])).toThrow();
  });
});
