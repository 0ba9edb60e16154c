import type { ComponentType } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Authenticated, Resource, ResourceContextProvider } from 'react-admin';
import type { PaletteLoader } from '../layout/command-palette/types';
import type { MenuEntry } from '../layout/menu/groups';
import type { MenuLink } from '../layout/menu/menuEntries';
import type { RouteReads } from '../api/endpoint';
import type { ResourceEntry } from '../providers/resourceEntry';
import { preloadableView, type PreloadableView } from './preloadableView';

type ViewLoader = () => Promise<ComponentType>;

/** A resource as a developer writes it in its folder's `index.ts`. Everything heavy is a loader. */
export interface ResourceSpec {
  /** The folder's name, the route's and react-admin's resource name. */
  name: string;
  menu: MenuEntry;
  recordRepresentation: string;
  /** How the dataProvider maps react-admin's calls onto the backend (`resource.ts`). */
  data: () => Promise<ResourceEntry>;
  list: ViewLoader;
  create?: ViewLoader;
  edit?: ViewLoader;
  /**
   * Screens at addresses of their own, outside `/{name}`, when the spec gives the resource other routes
   * (orders: `/order-center/:orderId?`, `/transaksi/riwayat`). They render inside the resource's context
   * and behind the session check; each may have its own sidebar entry.
   */
  pages?: ReadonlyArray<ResourcePageSpec>;
  /**
   * Components that watch in the background while an administrator is signed in (no UI of their own),
   * e.g. filing a local notification for orders newly awaiting payment confirmation. Loaded lazily
   * after sign-in by the layout's notification centre, never on the login route.
   */
  watchers?: ReadonlyArray<ViewLoader>;
  /**
   * What the resource lends the command palette (Ctrl+K): its records found by a query and its actions,
   * from a module of its folder (`() => import('./palette').then((m) => m.xPalette)`), loaded when the
   * palette first opens.
   */
  palette?: PaletteLoader;
  /** What the session check says when its screens are opened without an admin token (the kernel's text when absent). */
  accessDenied?: string;
}

export interface ResourcePageSpec {
  /** A react-router path below /admin, e.g. `/order-center/:orderId`. */
  path: string;
  view: ViewLoader;
  menu?: MenuEntry;
  /** The reads the screen makes on arrival, started at navigation (like a page's `reads`). */
  reads?: RouteReads;
}

export interface ResourcePage {
  path: string;
  View: ComponentType;
  menu?: MenuEntry;
  preload: () => Promise<unknown>;
  reads?: RouteReads;
}

export interface ResourceDeclaration {
  name: string;
  menu: MenuEntry;
  recordRepresentation: string;
  data: () => Promise<ResourceEntry>;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  pages: readonly ResourcePage[];
  watchers: ReadonlyArray<ViewLoader>;
  palette?: PaletteLoader;
  accessDenied?: string;
  /** Starts loading the list view's code and the resource's mapping (before navigation finishes). */
  preload: () => Promise<unknown>;
  /** Starts loading one view's code and the resource's mapping, for the route being opened. */
  preloadView: (view: 'list' | 'create' | 'edit') => Promise<unknown>;
}

/**
 * Declares a resource: its views load on first visit, together with its data mapping, so neither is
 * in the login route's JavaScript and the list's request never waits for a second chunk.
 */
export const defineResource = (spec: ResourceSpec): ResourceDeclaration => {
  const view = (load: ViewLoader): PreloadableView => preloadableView(load, spec.data);
  const views = {
    list: view(spec.list),
    create: spec.create && view(spec.create),
    edit: spec.edit && view(spec.edit),
  };
  return {
    name: spec.name,
    menu: spec.menu,
    recordRepresentation: spec.recordRepresentation,
    data: spec.data,
    list: views.list.View,
    create: views.create?.View,
    edit: views.edit?.View,
    pages: (spec.pages ?? []).map((page) => {
      const { View, preload } = view(page.view);
      return { path: page.path, View, menu: page.menu, preload, reads: page.reads };
    }),
    watchers: spec.watchers ?? [],
    palette: spec.palette,
    accessDenied: spec.accessDenied,
    preload: views.list.preload,
    preloadView: (name) => views[name]?.preload() ?? spec.data(),
  };
};

/** The spec's routes for a resource, from its name: `/merk`, `/merk/tambah`, `/merk/edit/3`. */
export const resourceRoutes = (name: string) => ({
  list: () => `/${name}`,
  create: () => `/${name}/tambah`,
  edit: (id: string | number) => `/${name}/edit/${encodeURIComponent(String(id))}`,
});

const RedirectToEdit = ({ name }: { name: string }) => {
  const { id } = useParams();
  return <Navigate to={resourceRoutes(name).edit(id ?? '')} replace />;
};

/**
 * Registers a declaration on the spec's routes: `/{name}`, `/{name}/tambah`, `/{name}/edit/{id}`.
 * react-admin's own `create` and `:id` (edit) routes stay as redirects, so links react-admin builds
 * internally still land on the spec's. Screens at other addresses are the declaration's `pages`.
 */
export const toResource = ({ name, menu, list, create: CreateView, edit: EditView, recordRepresentation }: ResourceDeclaration) => (
  <Resource
    key={name}
    name={name}
    list={list}
    create={CreateView ? <Navigate to={resourceRoutes(name).create()} replace /> : undefined}
    edit={EditView ? <RedirectToEdit name={name} /> : undefined}
    icon={menu.icon}
    recordRepresentation={recordRepresentation}
    options={{ label: menu.label }}
  >
    {CreateView && <Route path="tambah" element={<CreateView />} />}
    {EditView && <Route path="edit/:id" element={<EditView />} />}
  </Resource>
);

/** A resource's sidebar entries for the layout: its list (at `/{name}` unless its entry says), then its own-address pages that have one. */
export const toResourceMenuLinks = ({ name, menu, preload, pages }: ResourceDeclaration): MenuLink[] => [
  { name, ...menu, to: menu.to ?? `/${name}`, preload },
  ...pages.flatMap((page) => (page.menu ? [{ name: `${name}:${page.path}`, ...page.menu, to: page.menu.to ?? page.path, preload: page.preload }] : [])),
];

/** A resource's own-address screens as routes (inside react-admin's layout, via CustomRoutes). */
export const toResourcePageRoutes = ({ name, pages }: ResourceDeclaration) =>
  pages.map(({ path, View }) => (
    <Route
      key={path}
      path={path}
      element={
        <Authenticated>
          <ResourceContextProvider value={name}>
            <View />
          </ResourceContextProvider>
        </Authenticated>
      }
    />
  ));
