import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { Authenticated } from 'react-admin';
import type { RouteReads } from '../api/endpoint';
import type { MenuEntry } from '../layout/menu/groups';
import type { MenuLink } from '../layout/menu/menuEntries';
import { preloadableView } from '../resources/preloadableView';

/** A bespoke page as a developer writes it in its folder's `index.ts`. */
export interface PageSpec {
  /** The folder's name; also what `authProvider.checkAuth` is told (`{ page }`). */
  name: string;
  /** Its route under /admin, e.g. `/cashback-settings`. */
  path: string;
  /**
   * Lazy by default; `component` for the one page every session lands on (no extra round trip).
   * `alongside`: code of the page's own lazy parts, fetched beside the view's and waited for, so the
   * page paints whole rather than a placeholder that grows a moment later.
   */
  view: { load: () => Promise<ComponentType>; alongside?: () => Promise<unknown> } | { component: ComponentType };
  /** Its sidebar entry; absent for pages reached only by links. */
  menu?: MenuEntry;
  /**
   * The reads the page makes on arrival (its contract entries, loaded lazily for a lazy page, with
   * their query when it comes from the address), started at navigation so they do not wait for the
   * page's code.
   */
  reads?: RouteReads;
  /** What the session check says when the page is opened without an admin token (the kernel's text when absent). */
  accessDenied?: string;
}

export interface PageDeclaration {
  name: string;
  path: string;
  menu?: MenuEntry;
  View: ComponentType;
  preload: () => Promise<unknown>;
  reads?: RouteReads;
  accessDenied?: string;
}

export const definePage = (spec: PageSpec): PageDeclaration => {
  const { view } = spec;
  const { View, preload } = 'component' in view ? { View: view.component, preload: () => Promise.resolve(view.component) } : preloadableView(view.load, view.alongside);
  return {
    name: spec.name,
    path: spec.path,
    menu: spec.menu,
    View,
    preload,
    reads: spec.reads,
    accessDenied: spec.accessDenied,
  };
};

/** A page's sidebar entry for the layout, if it has one. */
export const toPageMenuLinks = ({ name, path, menu, preload }: PageDeclaration): MenuLink[] => (menu ? [{ name, ...menu, to: menu.to ?? path, preload }] : []);

/** A declared page as its route, behind the session check. */
export const toPageRoutes = ({ name, path, View }: PageDeclaration) => (
  <Route
    key={path}
    path={path}
    element={
      <Authenticated authParams={{ page: name }}>
        <View />
      </Authenticated>
    }
  />
);
