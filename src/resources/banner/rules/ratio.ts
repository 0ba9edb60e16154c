/**
 * Banner uploader size rules (catalogue spec §5). Each picture slot has a target size; a picked image is
 * refused when its shape does not fit the slot, so a carousel never shows a stretched or cut banner.
 */
export interface PixelSize {
  width: number;
  height: number;
}

/** The slots of catalogue spec §9's recommended sizes. */
export const BANNER_TARGETS = {
  desktop: { width: 1920, height: 1080 },
  mobile: { width: 1080, height: 1920 },
  sub: { width: 800, height: 400 },
} as const satisfies Record<string, PixelSize>;

interface RatioRule {
  ratios: readonly number[];
  tolerance: number;
}

/** Known target sizes and the width/height ratios they take (catalogue spec §5). */
const RATIO_RULES: Readonly<Record<string, RatioRule>> = {
  '1920x1080': { ratios: [16 / 9, 2, 16 / 7], tolerance: 0.15 },
  '800x400': { ratios: [2], tolerance: 0.15 },
  // The spec's 'about 0.56' (9:16 is 0.5625; the difference is far inside the tolerance).
  '1080x1920': { ratios: [0.56], tolerance: 0.1 },
};

/** Other target sizes: refused when the width and height differences add up to more than this. */
export const OTHER_SIZE_MAX_DIFFERENCE = 200;

// Ratios are divisions: 1.9277... for 16:9 + 0.15 must still count as inside.
const EPSILON = 1e-9;

/** True when an image of `natural` size may fill a slot of `target` size. */
export const fitsBannerTarget = (natural: PixelSize, target: PixelSize): boolean => {
  if (natural.width <= 0 || natural.height <= 0) return false;
  const rule = RATIO_RULES[`${target.width}x${target.height}`];
  if (!rule) return Math.abs(natural.width - target.width) + Math.abs(natural.height - target.height) <= OTHER_SIZE_MAX_DIFFERENCE;
  const ratio = natural.width / natural.height;
  return rule.ratios.some((accepted) => Math.abs(ratio - accepted) <= rule.tolerance + EPSILON);
};

/** The ratios a slot takes, for the refusal message ('16:9, 2:1 atau 16:7'). */
export const acceptedRatioText = (target: PixelSize): string => {
  switch (`${target.width}x${target.height}`) {
    case '1920x1080':
      return '16:9, 2:1 atau 16:7';
    case '800x400':
      return '2:1';
    case '1080x1920':
      return '9:16';
    default:
      return `${target.width}x${target.height}`;
  }
};
