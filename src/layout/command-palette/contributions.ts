import type { DeclaredPalette } from '../shell';
import type { PaletteContribution } from './types';

/** A declaration's contribution with the declaring area's name (which keys its results' cache). */
export interface LoadedContribution extends PaletteContribution {
  id: string;
}

// One load per list of declarations (the app gives one list for its lifetime).
const loading = new WeakMap<readonly DeclaredPalette[], Promise<LoadedContribution[]>>();

/**
 * The areas' contributions, loaded once, when the palette first opens. An area whose module fails to
 * download is left out (and asked again next time); the others still answer.
 */
export const loadContributions = (declared: readonly DeclaredPalette[]): Promise<LoadedContribution[]> => {
  const started = loading.get(declared);
  if (started) return started;
  const load = Promise.all(
    declared.map(({ id, load }) =>
      load().then(
        (contribution): LoadedContribution[] => [{ ...contribution, id }],
        (): LoadedContribution[] => {
          loading.delete(declared);
          return [];
        },
      ),
    ),
  ).then((lists) => lists.flat());
  loading.set(declared, load);
  return load;
};
