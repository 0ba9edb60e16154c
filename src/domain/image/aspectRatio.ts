/** Product photos should be about 1:1 (catalogue spec §5): width/height within this of 1. */
export const SQUARE_TOLERANCE = 0.1;

export const isRoughlySquare = (width: number, height: number, tolerance = SQUARE_TOLERANCE): boolean => {
  if (width <= 0 || height <= 0) return false;
  // A small epsilon so 1100x1000 (exactly 0.1 off) counts as within the tolerance despite float error.
  return Math.abs(width / height - 1) <= tolerance + 1e-9;
};
