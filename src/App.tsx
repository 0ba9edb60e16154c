import { Admin, CustomRoutes, Notification, useAuthState, type AuthProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { pages } from './custom-pages';
import { toPageRoutes } from './custom-pages/declaration';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './layout/LoginPage';
import { darkTheme, lightTheme } from './layout/theme';
import type { ShopDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createShopStore } from './providers/store';
import { toResource, toResourcePageRoutes } from './resources/declaration';
import { resources } from './resources';
import { routes } from './routes';

/**
 * The spec's dashboard lives at /admin/dashboard; react-admin's home redirects there, or to the login
 * page without a session (quietly: the dashboard's own check would greet the visitor with a refusal).
 */
const HomeRedirect = () => {
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return null;
  return <Navigate to={authenticated ? routes.dashboard() : routes.login()} replace />;
};

const store = createShopStore();

/** Toasts close after 5 s (catalogue spec §4). */
const AppNotification = () => <Notification autoHideDuration={5000} />;

export interface AppProps {
  dataProvider: ShopDataProvider;
  authProvider: AuthProvider;
}

/** Everything comes from the declarations: resources (src/resources) and bespoke pages (src/custom-pages). */
export const App = ({ dataProvider, authProvider }: AppProps) => (
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={AppLayout}
    dashboard={HomeRedirect}
    notification={AppNotification}
    theme={lightTheme}
    darkTheme={darkTheme}
    store={store}
    title="Back Office Toko"
    disableTelemetry
  >
    {resources.map(toResource)}
    <CustomRoutes>
      {pages.flatMap(toPageRoutes)}
      {resources.flatMap(toResourcePageRoutes)}
    </CustomRoutes>
  </Admin>
);
