import { CssBaseline } from '@mui/material';
import { useState, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import {
  AccessDenied,
  AuthenticationError,
  DefaultTitleContextProvider,
  Error as ErrorPage,
  HasDashboardContextProvider,
  NotFound,
  useScrollToTop,
  type LayoutComponent,
  type ResourceProps,
} from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes } from 'react-router-dom';

export interface AdminRoutesProps {
  /** The browser tab's title when a screen names none. */
  title: string;
  loginPage: ComponentType;
  layout: LayoutComponent;
  /** What `/` shows. */
  home: ComponentType;
  notification: ComponentType;
  /** `<Resource>` elements: each gets `/<name>/*`. */
  resources: ReactElement<ResourceProps>[];
  /** `<Route>` elements of the pages shown inside the layout. */
  routes: ReactNode;
}

/**
 * react-admin's `<AdminUI>` with routes known up front. react-admin reads its routes from its children
 * in an effect after the first commit and registers the resources there, re-rendering the layout and
 * the screen twice (about 560 and 340 components) in the task that paints the first row. This app's
 * routes and resource definitions come from declarations (`App.tsx` gives the definitions to
 * react-admin's context), so they are laid out once, in the same places react-admin puts them:
 * `/login` outside the layout; pages, resources, home, the two auth pages and not-found inside it.
 */
export const AdminRoutes = ({ title, loginPage: LoginPage, notification: Notification, ...shell }: AdminRoutesProps) => {
  // The component stack of a failure the whole app could not show, as react-admin's error page prints.
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <CssBaseline enableColorScheme>
      <DefaultTitleContextProvider value={title}>
        <ErrorBoundary
          onError={(_error, info) => setErrorInfo(info)}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <div style={{ minHeight: '100vh' }}>
              <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
            </div>
          )}
        >
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/*" element={<ShellRoutes {...shell} />} />
          </Routes>
        </ErrorBoundary>
      </DefaultTitleContextProvider>
      <Notification />
    </CssBaseline>
  );
};

const ShellRoutes = ({ layout: Layout, home: Home, resources, routes }: Pick<AdminRoutesProps, 'layout' | 'home' | 'resources' | 'routes'>) => {
  useScrollToTop();
  return (
    <HasDashboardContextProvider value>
      <Layout>
        <Routes>
          {routes}
          {resources.map((resource) => (
            <Route key={resource.props.name} path={`${resource.props.name}/*`} element={resource} />
          ))}
          <Route path="/" element={<Home />} />
          <Route path="/authentication-error" element={<AuthenticationError />} />
          <Route path="/access-denied" element={<AccessDenied />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Layout>
    </HasDashboardContextProvider>
  );
};
