import { describe, it, expect } from 'vitest';
import { merkSchema } from '@/resources/merk/schemas';
import { seedMerk } from '@/resources/merk/fake/seed';

const expectedSlug = (nama: string): string => nama.toLowerCase().split(' ').join('-').replace(/[^a-z0-9-]/g, '');

describe('seedMerk', () => {
  const brands = seedMerk();

  it('provides at least 15 brands with ids 1..n that pass the merk schema', () => {
    expect(brands.length).toBeGreaterThanOrEqual(15);
    expect(brands.map((b) => b.id)).toEqual(brands.map((_, i) => i + 1));
    for (const brand of brands) expect(() => merkSchema.parse(brand)).not.toThrow();
  });

  it('derives every slug from the name by the slug rule, and slugs are unique', () => {
    for (const brand of brands) {
      expect(brand.slug).toBe(expectedSlug(brand.nama));
      expect(brand.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
  });

  it('has mostly active brands and at least one inactive brand', () => {
    const inactive = brands.filter((b) => !b.isActive).length;
    expect(inactive).toBeGreaterThanOrEqual(1);
    expect(inactive).toBeLessThan(brands.length / 4);
  });
});
