import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createApiClient, type FetchLike } from './api/client';
import { config } from './config';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { resourceTable } from './providers/resourceTable';
import { createSessionStore } from './providers/session';

/** Where requests go in fake mode; nothing is listening there, the fake backend answers in-page. */
const FAKE_BASE_URL = 'https://fake-api.invalid';

const boot = async () => {
  let fetchFn: FetchLike = (request) => window.fetch(request);
  // Tested on import.meta.env itself (not the `usesFakeBackend` import) so the bundler sees a literal
  // and drops the fake backend's chunk from a build made with VITE_API_URL.
  if (!import.meta.env.VITE_API_URL) {
    const { startBrowserFakeBackend } = await import('./fake-api/browser');
    fetchFn = (await startBrowserFakeBackend()).fetch;
  }
  const session = createSessionStore(window.localStorage);
  const api = createApiClient({
    baseUrl: config.apiUrl ?? FAKE_BASE_URL,
    fetch: fetchFn,
    getToken: session.getToken,
    onUnauthorized: session.clear,
  });

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter basename="/admin">
        <App dataProvider={createDataProvider(api, resourceTable)} authProvider={createAuthProvider(api, session)} />
      </BrowserRouter>
    </StrictMode>,
  );
};

void boot();
