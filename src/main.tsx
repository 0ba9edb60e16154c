import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createApiClient, type FetchLike } from './api/client';
import { config } from './config';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { pages } from './custom-pages';
import { resourceEntries, resources } from './resources';
import { createSessionStore } from './providers/session';
import { createRoutePrefetcher } from './routePrefetch';
import { accessDeniedByPath } from './accessDenied';
import { installFakeApi } from './fake-api/browserProxy';

/** Where requests go in fake mode; nothing is listening there, the fake backend answers in-page. */
const FAKE_BASE_URL = 'https://fake-api.invalid';

/** Where the app lives; every route of the declarations is below it. */
const BASENAME = '/admin';

/**
 * In fake mode `window.__fakeApi` and the fetch are there at once, and the backend itself (code, seeds,
 * IndexedDB state) loads on the first request, the first use of `__fakeApi` or the administrator's first
 * touch of the page (`fake-api/browserProxy.ts`): the login screen does not wait for it or download it.
 * Tested on import.meta.env itself, not the `usesFakeBackend` import, so the bundler sees a literal and
 * drops the fake backend (and `installFakeApi`) from a build made with VITE_API_URL.
 */
const chooseFetch = (): FetchLike => {
  if (!import.meta.env.VITE_API_URL) {
    return installFakeApi(() => import('./fake-api/browser').then(({ startBrowserFakeBackend }) => startBrowserFakeBackend()));
  }
  return (request) => window.fetch(request);
};

const boot = () => {
  const fetchFn = chooseFetch();
  const session = createSessionStore(window.localStorage);
  const api = createApiClient({
    baseUrl: config.apiUrl ?? FAKE_BASE_URL,
    fetch: fetchFn,
    getToken: session.getToken,
    onUnauthorized: session.clear,
  });

  const dataProvider = createDataProvider(api, resourceEntries);
  const accessDeniedFor = accessDeniedByPath(resources, pages);
  const authProvider = createAuthProvider(api, session, {
    // The areas' routes are below the basename; the address bar holds it.
    accessDeniedFor: (path) => (path === BASENAME || path.startsWith(`${BASENAME}/`) ? accessDeniedFor(path.slice(BASENAME.length) || '/') : undefined),
  });
  const app = <App dataProvider={dataProvider} authProvider={authProvider} />;
  // A data router (one catch-all route; react-admin declares the real ones): forms can then ask before
  // a changed form is left (react-admin's warnWhenUnsavedChanges needs react-router's useBlocker).
  const router = createBrowserRouter([{ path: '*', element: app }], { basename: BASENAME });

  // Each screen's code and first reads start at navigation, before React has rendered anything.
  const prefetch = createRoutePrefetcher({ resources, pages, dataProvider, signedIn: () => Boolean(session.getToken()) });
  // The router's own state keeps the basename; the declarations' routes are below it.
  const below = ({ pathname, search }: { pathname: string; search: string }) => ({ pathname: pathname.slice(BASENAME.length) || '/', search });
  let shown = router.state.location;
  prefetch(below(shown));
  router.subscribe(({ location }) => {
    if (location.key === shown.key) return;
    shown = location;
    prefetch(below(location));
  });

  // A transition renders in slices, so the screen's first read (whose mapping arrives during the first
  // render) leaves at once instead of after the whole shell has rendered.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
};

boot();
