import type { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  Notification,
  Resource,
  ResourceDefinitionContextProvider,
  useAuthState,
  type AuthProvider,
  type ResourceDefinitions,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import { pages } from './custom-pages';
import { toPageMenuLinks, toPageRoutes } from './custom-pages/declaration';
import { AdminRoutes } from './layout/AdminRoutes';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './layout/LoginPage';
import { ShellAreasContext, type ShellAreas } from './layout/shell';
import { darkTheme, lightTheme } from './layout/theme';
import type { ShopDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createShopStore } from './providers/store';
import { toResource, toResourceMenuLinks, toResourcePageRoutes } from './resources/declaration';
import { resources } from './resources';
import { routes } from './routes';

/**
 * The spec's dashboard lives at /admin/dashboard; react-admin's home redirects there, or to the login
 * page without a session (quietly: the dashboard's own check would greet the visitor with a refusal).
 */
const HomeRedirect = () => {
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return null;
  return <Navigate to={authenticated ? routes.home() : routes.login()} replace />;
};

const store = createShopStore();

/**
 * What the layout shows of the areas, from their declarations: the sidebar (pages first, then
 * resources, in declaration order), the command palette's contributions and the background watchers.
 */
export const shellAreas: ShellAreas = {
  menu: [...pages.flatMap(toPageMenuLinks), ...resources.flatMap(toResourceMenuLinks)],
  palettes: resources.flatMap((resource) => (resource.palette ? [{ id: resource.name, load: resource.palette }] : [])),
  watchers: resources.flatMap((resource) => resource.watchers),
};

const resourceElements = resources.map(toResource);

/**
 * The resources' definitions as react-admin would register them, given to its context from the start:
 * the routes below are laid out once (`layout/AdminRoutes.tsx`), and nothing registers them later.
 */
export const resourceDefinitions: ResourceDefinitions = Object.fromEntries(
  resourceElements.map((element) => [element.props.name, Resource.registerResource(element.props)]),
);

const pageRoutes = [...pages.map(toPageRoutes), ...resources.flatMap(toResourcePageRoutes)];

/** Toasts close after 5 s (catalogue spec §4). */
const AppNotification = () => <Notification autoHideDuration={5000} />;

export interface AppProps {
  dataProvider: ShopDataProvider;
  authProvider: AuthProvider;
  /** The app's query client (`providers/queryClient.ts`); react-admin makes a plain one without it. */
  queryClient?: QueryClient;
}

/** Everything comes from the declarations: resources (src/resources) and bespoke pages (src/custom-pages). */
export const App = ({ dataProvider, authProvider, queryClient }: AppProps) => (
  <ShellAreasContext value={shellAreas}>
    {/* react-admin's <Admin>, opened up: definitions given up front, routes laid out once (above). */}
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      theme={lightTheme}
      darkTheme={darkTheme}
      store={store}
    >
      <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
        <AdminRoutes
          title="Back Office Toko"
          loginPage={LoginPage}
          layout={AppLayout}
          home={HomeRedirect}
          notification={AppNotification}
          resources={resourceElements}
          routes={pageRoutes}
        />
      </ResourceDefinitionContextProvider>
    </AdminContext>
  </ShellAreasContext>
);
