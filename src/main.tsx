import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createApiClient, type FetchLike } from './api/client';
import { config } from './config';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { pages } from './custom-pages';
import { resourceEntries, resources } from './resources';
import { createSessionStore } from './providers/session';
import { createRoutePrefetcher } from './routePrefetch';
import { accessDeniedByPath } from './accessDenied';
import { installFakeApi } from './fake-api/browserProxy';

/** Where requests go in fake mode; nothing is listening there, the fake backend answers in-page. */
const FAKE_BASE_URL = 'https://fake-api.invalid';

/**
 * How long the first render waits for the screen's code and first read. On this project's machines a
 * list's read arrives 10-60 ms after the boot code ran; a real server farther away may take longer, and
 * then the shell shows after this long with the rows following.
 */
const FIRST_SCREEN_WAIT_MS = 250;

/** Where the app lives; every route of the declarations is below it. */
const BASENAME = '/admin';

/**
 * In fake mode `window.__fakeApi` and the fetch are there at once, and the backend itself (code, seeds,
 * IndexedDB state) loads at boot when signed in (its code preloaded with the screen's), else on the first
 * request, the first use of `__fakeApi` or the administrator's first touch of the page
 * (`fake-api/browserProxy.ts`): the login screen does not wait for it or download it.
 * Tested on import.meta.env itself, not the `usesFakeBackend` import, so the bundler sees a literal and
 * drops the fake backend (and `installFakeApi`) from a build made with VITE_API_URL.
 */
const chooseFetch = (signedIn: boolean): FetchLike => {
  if (!import.meta.env.VITE_API_URL) {
    return installFakeApi(() => import('./fake-api/browser').then(({ startBrowserFakeBackend }) => startBrowserFakeBackend()), window, { now: signedIn });
  }
  return (request) => window.fetch(request);
};

const boot = () => {
  const session = createSessionStore(window.localStorage);
  // Signed in, the screen asks for its data at once: the demo's backend starts loading now.
  const fetchFn = chooseFetch(Boolean(session.getToken()));
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
  // A screen whose warmed first read has already arrived starts with it (providers/queryClient.ts).
  const queryClient = createQueryClient((queryKey) => authProvider.peek(queryKey) ?? dataProvider.peek(queryKey));
  const app = <App dataProvider={dataProvider} authProvider={authProvider} queryClient={queryClient} />;
  // A data router (one catch-all route; react-admin declares the real ones): forms can then ask before
  // a changed form is left (react-admin's warnWhenUnsavedChanges needs react-router's useBlocker).
  const router = createBrowserRouter([{ path: '*', element: app }], { basename: BASENAME });

  // Each screen's code and first reads start at navigation, before React has rendered anything.
  const prefetch = createRoutePrefetcher({ resources, pages, dataProvider, signedIn: () => Boolean(session.getToken()) });
  // The router's own state keeps the basename; the declarations' routes are below it.
  const below = ({ pathname, search }: { pathname: string; search: string }) => ({ pathname: pathname.slice(BASENAME.length) || '/', search });
  let shown = router.state.location;
  const firstScreen = prefetch(below(shown));
  router.subscribe(({ location }) => {
    if (location.key === shown.key) return;
    shown = location;
    void prefetch(below(location));
  });

  // The first render waits for the screen's code and first read (a route loader's wait), up to
  // FIRST_SCREEN_WAIT_MS: the screen then mounts holding its answer (providers/queryClient.ts) and the
  // shell, the list and its rows arrive in one commit instead of a shell, a skeleton and the rows in
  // three passes that each re-render the list. A slow server costs no more than that wait: the shell
  // then renders and the rows follow as before. Not in a transition: that render is time-sliced, some
  // forty 5 ms slices for a list on this machine, each yield letting other work in before the rows
  // (about 20 ms later on the brands, issue 26); a page has nothing on screen to keep responsive yet.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const render = () =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(render);
};

boot();
