/**
 * Small seeded PRNG (mulberry32) for the fake backend's seed data. Same seed, same sequence:
 * nothing here reads the clock or Math.random.
 */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  /** One value, chosen in proportion to its weight; zero weights are never chosen. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
}

export const createRng = (seed: number): Rng => {
  let state = seed >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}): bounds must be integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() needs a non-empty array');
    return items[int(0, items.length - 1)] as T;
  };

  const chance = (p: number): boolean => next() < p;

  const weighted = <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
    const total = entries.reduce((sum, [, weight]) => sum + Math.max(0, weight), 0);
    if (total <= 0) throw new RangeError('weighted() needs at least one positive weight');
    let roll = next() * total;
    for (const [value, weight] of entries) {
      if (weight <= 0) continue;
      roll -= weight;
      if (roll < 0) return value;
    }
    // Floating-point leftovers: fall back to the last positively weighted entry.
    const last = [...entries].reverse().find(([, weight]) => weight > 0);
    return (last as readonly [T, number])[0];
  };

  return { next, int, pick, chance, weighted };
};
