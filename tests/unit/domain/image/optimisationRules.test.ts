import { describe, expect, it } from 'vitest';
import { shouldSkipOptimisation, targetSize } from '@/domain/image/optimisationRules';
import { imageProfiles } from '@/domain/image/profiles';

describe('shouldSkipOptimisation (catalogue spec §9: WebP under 512000 bytes)', () => {
  it('skips a WebP of 511999 bytes', () => {
    expect(shouldSkipOptimisation({ name: 'a.webp', type: 'image/webp', size: 511_999 })).toBe(true);
  });

  it('optimises a WebP of 512000 bytes or more', () => {
    expect(shouldSkipOptimisation({ name: 'a.webp', type: 'image/webp', size: 512_000 })).toBe(false);
  });

  it('optimises small JPEG and PNG files (they are converted to WebP)', () => {
    expect(shouldSkipOptimisation({ name: 'a.jpg', type: 'image/jpeg', size: 10_000 })).toBe(false);
    expect(shouldSkipOptimisation({ name: 'a.png', type: 'image/png', size: 10_000 })).toBe(false);
  });
});

describe('targetSize (inside the profile box, aspect ratio kept, never enlarged)', () => {
  it('scales a 4000x3000 photo to 800x600 for the product profile', () => {
    expect(targetSize({ width: 4000, height: 3000 }, imageProfiles.product)).toEqual({ width: 800, height: 600 });
  });

  it('scales a portrait photo by its height', () => {
    expect(targetSize({ width: 1500, height: 3000 }, imageProfiles.product)).toEqual({ width: 400, height: 800 });
  });

  it('fits a banner into 1920x1080 by whichever side limits it', () => {
    expect(targetSize({ width: 3840, height: 2160 }, imageProfiles.banner)).toEqual({ width: 1920, height: 1080 });
    expect(targetSize({ width: 3000, height: 3000 }, imageProfiles.banner)).toEqual({ width: 1080, height: 1080 });
  });

  it('keeps a small image at its own size', () => {
    expect(targetSize({ width: 320, height: 200 }, imageProfiles.category)).toEqual({ width: 320, height: 200 });
  });

  it('rounds to whole pixels and never to zero', () => {
    expect(targetSize({ width: 1001, height: 333 }, imageProfiles.thumbnail)).toEqual({ width: 300, height: 100 });
    expect(targetSize({ width: 10000, height: 1 }, imageProfiles.thumbnail)).toEqual({ width: 300, height: 1 });
  });
});
