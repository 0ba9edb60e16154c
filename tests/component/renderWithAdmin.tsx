import { fakeAreas } from '@/fake-api/areas';
import { useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { shellAreas } from '@/App';
import { createApiClient, type ApiClient, type FetchLike } from '@/api/client';
import type { RouteRead } from '@/api/endpoint';
import type { SeedSize } from '@/fake-api/area';
import { createSeedDb, type FakeDb } from '@/fake-api/db';
import { createFaultList, type FaultList, type FaultRule } from '@/fake-api/faults';
import { createFakeBackend, type FakeFetch } from '@/fake-api/router';
import { ShellAreasContext, type ShellAreas } from '@/layout/shell';
import { createAuthProvider } from '@/providers/authProvider';
import { createDataProvider, type ShopDataProvider } from '@/providers/dataProvider';
import { i18nProvider } from '@/providers/i18nProvider';
import { resourceEntries } from '@/resources';
import type { SessionStore } from '@/providers/session';
import type { UploadFileParams } from '@/providers/storage';
import { uploadContract } from '@/providers/uploadContract';
import { vi } from 'vitest';

type RouterLocation = Parameters<NonNullable<ComponentProps<typeof TestMemoryRouter>['locationCallback']>>[0];

/** The admin token seeded into the fake database when no session store is given. */
export const TEST_TOKEN = 'test-token';

export interface RenderWithAdminOptions {
  /**
   * A session store: the API client then reads its token from it, clears it on 401/403, and an
   * authProvider is built on it as the app does. Without it the client sends TEST_TOKEN, which is a
   * valid session in the fake database, and no authProvider is set.
   */
  session?: SessionStore;
  /**
   * Fault rules in place before the first render. Needed for requests a component sends on mount: the
   * fake backend takes its fault synchronously, during the render, before a test could add it.
   */
  faults?: FaultRule[];
  /** The router's starting URL. */
  initialPath?: string;
  /** Called with the router's location on every change (react-admin's TestMemoryRouter). */
  onLocation?: (location: RouterLocation) => void;
  /** The seed's size ('demo' unless asked; 'large' holds about 5,200 orders). */
  size?: SeedSize;
  /** Wraps the fake backend's fetch: a server that drifts (ignores parameters, lacks a path). */
  wrapFetch?: (fetch: FetchLike) => FetchLike;
  /** Wraps the fake backend's fetch, e.g. `(fetch) => withDrift(fetch, DRIFT_PRESET)` for a real server's shapes. */
  wrapBackend?: (fetch: FakeFetch) => FakeFetch;
  /** What the layout is given of the areas (menu, palette, watchers): the app's own unless a test says. */
  shell?: ShellAreas;
}

export interface RenderWithAdminResult extends RenderResult {
  /** The fake backend's database, to seed or inspect. */
  db: FakeDb;
  /** Add rules here to make requests fail or hang on purpose. */
  faults: FaultList;
  /** `METHOD /path` of every request that reached the fake backend, in order. */
  requests: string[];
  /** The clock the seed and the fake backend share. */
  now: Date;
  api: ApiClient;
  dataProvider: ShopDataProvider;
  authProvider: AuthProvider | undefined;
}

/**
 * Renders `ui` inside react-admin's AdminContext (in a memory router) with the app's i18nProvider and
 * the real dataProvider, wired like src/main.tsx but to an in-memory fake backend.
 */
export const renderWithAdmin = (
  ui: ReactElement,
  { session, faults: initialFaults = [], initialPath = '/', onLocation, size = 'demo', wrapFetch = (fetch) => fetch, wrapBackend = (fetch) => fetch, shell = shellAreas }: RenderWithAdminOptions = {},
): RenderWithAdminResult => {
  const now = new Date();
  const db = createSeedDb(now, fakeAreas, size);
  if (!session) db.sessions[TEST_TOKEN] = { email: 'admin@toko.test', createdAt: now.toISOString() };
  const faults = createFaultList();
  for (const rule of initialFaults) faults.add(rule);
  const requests: string[] = [];
  const backend = wrapFetch(wrapBackend(createFakeBackend({ areas: fakeAreas, db: () => db, persist: () => {}, faults, now: () => now })));

  const api = createApiClient({
    baseUrl: 'https://fake-api.invalid',
    fetch: (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return backend(request);
    },
    getToken: session ? session.getToken : () => TEST_TOKEN,
    onUnauthorized: session?.clear,
  });
  const dataProvider = createDataProvider(api, resourceEntries);
  const authProvider = session ? createAuthProvider(api, session) : undefined;

  const result = render(
    <TestMemoryRouter initialEntries={[initialPath]} locationCallback={onLocation}>
      <ShellAreasContext value={shell}>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          {ui}
        </AdminContext>
      </ShellAreasContext>
    </TestMemoryRouter>,
  );

  return { ...result, db, faults, requests, now, api, dataProvider, authProvider };
};

/**
 * Renders `ui` as the boot opens a route: the route's reads warmed on the data provider first, then the
 * screen mounted in one commit (`main.tsx` waits for them), so a test can look at its first render.
 */
export const renderAfterWarming = async (ui: ReactElement, reads: readonly RouteRead[], options: RenderWithAdminOptions = {}): Promise<RenderWithAdminResult> => {
  let open = () => {};
  const Gate = ({ children }: { children: ReactNode }) => {
    const [on, setOn] = useState(false);
    open = () => setOn(true);
    return on ? children : null;
  };
  const view = renderWithAdmin(<Gate>{ui}</Gate>, options);
  await view.dataProvider.prefetch({ kind: 'reads', reads });
  act(() => open());
  return view;
};

/** How many recorded requests were `METHOD /path`. */
export const countRequests = (requests: readonly string[], methodAndPath: string): number =>
  requests.filter((request) => request === methodAndPath).length;

/**
 * Answers the backend's upload-file with `impl` instead of the fake backend (jsdom's Blob is not the
 * one the fake server's FormData parser makes); every other call goes through. Returns the mock, whose
 * calls are the upload parameters.
 */
export const stubUploadFile = (dataProvider: ShopDataProvider, impl: (params: UploadFileParams) => Promise<string>) => {
  const upload = vi.fn(impl);
  const call = dataProvider.call.bind(dataProvider);
  vi.spyOn(dataProvider, 'call').mockImplementation(((endpoint, options) =>
    endpoint === uploadContract.uploadFile ? upload(options?.body as UploadFileParams) : call(endpoint, options)) as ShopDataProvider['call']);
  return upload;
};
