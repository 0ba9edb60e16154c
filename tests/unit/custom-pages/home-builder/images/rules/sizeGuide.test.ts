import { describe, expect, it } from 'vitest';
import { recommendedSizes } from '@/custom-pages/home-builder/images/rules/sizeGuide';

describe('home builder images: recommended sizes (catalogue spec §9)', () => {
  const flat = recommendedSizes.flatMap((group) => group.sizes.map((size) => ({ group: group.key, ...size })));

  it.each([
    ['banner', 'main-banner', 1920, 1080, 2 * 1024 * 1024],
    ['banner', 'mobile-banner', 1080, 1920, undefined],
    ['banner', 'sub-banner', 800, 400, undefined],
    ['product', 'product-main', 800, 800, 500 * 1024],
    ['product', 'product-gallery', 600, 600, undefined],
    ['product', 'thumbnail', 300, 300, undefined],
    ['category', 'category-icon', 128, 128, undefined],
    ['category', 'category-banner', 400, 200, undefined],
  ])('%s %s: %ix%i', (group, key, width, height, maxBytes) => {
    const size = flat.find((candidate) => candidate.key === key);
    expect(size).toMatchObject({ group, width, height });
    expect(size?.maxBytes).toBe(maxBytes);
  });

  it('lists exactly the spec\'s eight sizes', () => {
    expect(flat).toHaveLength(8);
  });
});
