/** MUI palette names the saving is shown in (catalogue spec §9 thresholds). */
export type SavingColour = 'success' | 'warning' | 'error';

/** How much smaller the optimised file is, in whole percent of the original (0 when nothing was saved). */
export const savingPercent = (originalSize: number, optimizedSize: number): number => {
  if (originalSize <= 0 || optimizedSize >= originalSize) return 0;
  return Math.round((1 - optimizedSize / originalSize) * 100);
};

/** Catalogue spec §9: 70% or more green, 50% or more yellow, otherwise red. */
export const savingColour = (percent: number): SavingColour => {
  if (percent >= 70) return 'success';
  if (percent >= 50) return 'warning';
  return 'error';
};
