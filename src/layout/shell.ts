import { createContext, useContext, type ComponentType } from 'react';
import type { PaletteLoader } from './command-palette/types';
import type { MenuLink } from './menu/menuEntries';

/** An area's command-palette contribution with the declaring area's name (which keys its results' cache). */
export interface DeclaredPalette {
  id: string;
  load: PaletteLoader;
}

/**
 * What the shell shows of the areas: the sidebar's links, the palette's contributions and the
 * notification centre's watchers. The app gives it from the areas' declarations (`App.tsx`), so the
 * layout names no area and imports no registry (layers: the layout sits below the areas).
 */
export interface ShellAreas {
  /** Every sidebar link, in declaration order: the menu, the palette's pages and the tab's title read it. */
  menu: readonly MenuLink[];
  /** Every area's palette module, loaded when the palette first opens. */
  palettes: readonly DeclaredPalette[];
  /** Background watchers (no UI of their own), loaded lazily after sign-in. */
  watchers: ReadonlyArray<() => Promise<ComponentType>>;
}

/** A shell without areas: what a piece of the layout shows when rendered alone. */
export const NO_AREAS: ShellAreas = { menu: [], palettes: [], watchers: [] };

export const ShellAreasContext = createContext<ShellAreas>(NO_AREAS);

export const useShellAreas = (): ShellAreas => useContext(ShellAreasContext);
