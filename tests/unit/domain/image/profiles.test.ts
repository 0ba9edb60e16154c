import { describe, expect, it } from 'vitest';
import { imageProfiles } from '@/domain/image/profiles';

describe('image optimisation profiles (catalogue spec §9)', () => {
  it.each([
    ['product', 0.8, 800, 800],
    ['category', 0.75, 400, 400],
    ['banner', 0.85, 1920, 1080],
    ['thumbnail', 0.7, 300, 300],
    ['general', 0.8, 1200, 1200],
    // The main banner's phone picture (recommended 1080x1920): the banner's quality, a portrait box.
    ['bannerMobile', 0.85, 1080, 1920],
  ] as const)('%s: quality %s within %sx%s', (name, quality, maxWidth, maxHeight) => {
    expect(imageProfiles[name]).toEqual({ quality, maxWidth, maxHeight });
  });

  it('has the five profiles of the spec and the mobile banner box', () => {
    expect(Object.keys(imageProfiles).sort()).toEqual(['banner', 'bannerMobile', 'category', 'general', 'product', 'thumbnail']);
  });
});
