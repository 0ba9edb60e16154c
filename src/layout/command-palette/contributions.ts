import { pages } from '../../custom-pages';
import { resources } from '../../resources';
import type { PaletteContribution, PaletteLoader } from './types';

/** A declaration's contribution with the declaring area's name (which keys its results' cache). */
export interface LoadedContribution extends PaletteContribution {
  id: string;
}

/** Every area that declares a `palette` in its `index.ts`, resources and pages alike, in declaration order. */
export const declaredContributions = (): Array<{ id: string; load: PaletteLoader }> =>
  [...resources, ...pages].flatMap((declaration) => (declaration.palette ? [{ id: declaration.name, load: declaration.palette }] : []));

let loading: Promise<LoadedContribution[]> | null = null;

/**
 * The areas' contributions, loaded once, when the palette first opens. An area whose module fails to
 * download is left out (and asked again next time); the others still answer.
 */
export const loadContributions = (declared = declaredContributions()): Promise<LoadedContribution[]> => {
  loading ??= Promise.all(
    declared.map(({ id, load }) =>
      load().then(
        (contribution): LoadedContribution[] => [{ ...contribution, id }],
        (): LoadedContribution[] => {
          loading = null;
          return [];
        },
      ),
    ),
  ).then((lists) => lists.flat());
  return loading;
};
