import type { ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { TypedCall } from '../../providers/queries';

/** One thing the palette can open: a page, an action, or a record an area found. */
export interface PaletteItem {
  /** Unique within its group. */
  id: string;
  label: string;
  /** A second line: an order's recipient and total, a product's slug. */
  secondary?: string;
  /** Where choosing it goes, a route below /admin built by the area's `routes.ts`. */
  to: string;
  /** Identifiers matched before anything else, whole or by their start: an order's code, a slug. */
  codes?: readonly string[];
  /** Further text that may match: a recipient's name, a page's sidebar group. */
  terms?: readonly string[];
  /** Shown before the label (a page's sidebar icon). */
  icon?: ComponentType;
}

/** What an area lends the palette's search for a query. */
export interface PaletteSearchContext {
  /** The dataProvider's one typed call (a 401 ends the session, as everywhere). */
  call: TypedCall;
  /**
   * A read kept in react-query's cache for a minute under the area's own key (`keys.of('palette')`),
   * so a whole list filtered on the client is fetched once while typing, and is refreshed when the
   * area's mutations invalidate `keys.all`.
   */
  cached: <T>(key: QueryKey, load: () => Promise<T>) => Promise<T>;
}

/** An action the palette offers: a label and the route it opens. */
export interface PaletteAction {
  id: string;
  label: string;
  to: string;
  /** Other words it answers to ('baru' for a create action). */
  terms?: readonly string[];
}

/** What one area contributes, from a module of its own folder loaded when the palette first opens. */
export interface PaletteContribution {
  /** The heading of the area's results, e.g. 'Pesanan'. */
  group: string;
  /**
   * The area's records for a query of at least `PALETTE_MIN_QUERY` characters, through its existing
   * contract endpoints. Returning more than match is fine: the palette ranks, filters and caps them.
   */
  search?: (query: string, context: PaletteSearchContext) => Promise<readonly PaletteItem[]>;
  actions?: readonly PaletteAction[];
}

/** The `palette` field of a resource's or page's declaration: `() => import('./palette').then((m) => m.xPalette)`. */
export type PaletteLoader = () => Promise<PaletteContribution>;
