import { describe, expect, it } from 'vitest';
import { BANNER_TARGETS, fitsBannerTarget, OTHER_SIZE_MAX_DIFFERENCE } from '@/resources/banner/rules/ratio';

const { desktop, mobile, sub } = BANNER_TARGETS;

describe('fitsBannerTarget: the banner uploader takes only shapes that fit the slot (catalogue spec §5)', () => {
  it.each([
    // 1920x1080 takes 16:9 (1.778), 2.0 and 16:7 (2.286), each within 0.15
    ['exact 16:9', { width: 1920, height: 1080 }, desktop, true],
    ['16:9 + 0.15 (ratio 1.9278)', { width: 19278, height: 10000 }, desktop, true],
    ['16:9 - 0.15 (ratio 1.6278)', { width: 16278, height: 10000 }, desktop, true],
    ['16:9 - 0.16 (ratio 1.6178)', { width: 16178, height: 10000 }, desktop, false],
    ['2:1 for the desktop slot', { width: 2000, height: 1000 }, desktop, true],
    ['16:7 exactly', { width: 1600, height: 700 }, desktop, true],
    ['16:7 + 0.15 (ratio 2.4357)', { width: 24357, height: 10000 }, desktop, true],
    ['16:7 + 0.16 (ratio 2.4457)', { width: 24457, height: 10000 }, desktop, false],
    ['a square photo in the desktop slot', { width: 1000, height: 1000 }, desktop, false],
    ['a portrait photo in the desktop slot', { width: 1080, height: 1920 }, desktop, false],
    // 800x400 needs 2:1 within 0.15
    ['exact 2:1 sub banner', { width: 800, height: 400 }, sub, true],
    ['2:1 + 0.15 (ratio 2.15)', { width: 2150, height: 1000 }, sub, true],
    ['2:1 - 0.15 (ratio 1.85)', { width: 1850, height: 1000 }, sub, true],
    ['2:1 + 0.16 (ratio 2.16)', { width: 2160, height: 1000 }, sub, false],
    ['16:9 in the sub slot (ratio 1.778)', { width: 1920, height: 1080 }, sub, false],
    // 1080x1920 needs about 0.56 within 0.1
    ['exact 9:16 mobile', { width: 1080, height: 1920 }, mobile, true],
    ['0.56 + 0.1 (ratio 0.66)', { width: 660, height: 1000 }, mobile, true],
    ['0.56 - 0.1 (ratio 0.46)', { width: 460, height: 1000 }, mobile, true],
    ['0.56 + 0.11 (ratio 0.67)', { width: 670, height: 1000 }, mobile, false],
    ['landscape in the mobile slot', { width: 1920, height: 1080 }, mobile, false],
    // any other target: width and height differences may add up to 200
    ['other size, 200 off in total', { width: 500, height: 300 }, { width: 400, height: 200 }, true],
    ['other size, 201 off in total', { width: 501, height: 300 }, { width: 400, height: 200 }, false],
    ['other size, exact', { width: 400, height: 200 }, { width: 400, height: 200 }, true],
    ['an image without pixels', { width: 0, height: 1080 }, desktop, false],
  ])('%s', (_case, natural, target, expected) => {
    expect(fitsBannerTarget(natural, target)).toBe(expected);
  });

  it('names the other-size limit of the spec', () => {
    expect(OTHER_SIZE_MAX_DIFFERENCE).toBe(200);
  });
});
