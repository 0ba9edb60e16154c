import { Admin, Authenticated, CustomRoutes, Notification, type AuthProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
// Eager: the dashboard is where every session lands, so a lazy chunk would only add a round trip.
import { DashboardPage } from './custom-pages/dashboard/DashboardPage';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './layout/LoginPage';
import { theme } from './layout/theme';
import type { ShopDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { toResource } from './resources/declaration';
import { resources } from './resources';
import { routes } from './routes';
import { lazy } from 'react';

// Lazy: its own chunk, out of the login route's JavaScript.
const CashbackSettingsPage = lazy(() => import('./custom-pages/cashback-settings/CashbackSettingsPage').then((m) => ({ default: m.CashbackSettingsPage })));


/** The spec's dashboard lives at /admin/dashboard; react-admin's home redirects there. */
const HomeRedirect = () => <Navigate to={routes.dashboard()} replace />;

/** Toasts close after 5 s (spec section 4). */
const AppNotification = () => <Notification autoHideDuration={5000} />;

export interface AppProps {
  dataProvider: ShopDataProvider;
  authProvider: AuthProvider;
}

export const App = ({ dataProvider, authProvider }: AppProps) => (
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={AppLayout}
    dashboard={HomeRedirect}
    notification={AppNotification}
    theme={theme}
    title="Back Office Toko"
    disableTelemetry
  >
    {resources.map(toResource)}
    <CustomRoutes>
      <Route
        path={routes.dashboard()}
        element={
          <Authenticated authParams={{ page: 'dashboard' }}>
            <DashboardPage />
          </Authenticated>
        }
      />
      <Route
        path={routes.cashbackSettings()}
        element={
          <Authenticated authParams={{ page: 'cashback-settings' }}>
            <CashbackSettingsPage />
          </Authenticated>
        }
      />
    </CustomRoutes>
  </Admin>
);
