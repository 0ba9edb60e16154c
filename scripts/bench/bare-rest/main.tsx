// The yardstick of `npm run bench` for the real-backend build: the bare brand list of `bare/` on
// ra-data-simple-rest over HTTP, with a bearer token, to a server on another origin (`server.mjs`), so it
// pays what our build pays for its data: the round trip and the CORS preflight. The httpClient is
// react-admin's documented one (fetchUtils.fetchJson with `user: { authenticated, token }`); nothing
// here is tuned.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, fetchUtils, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { MerkList } from '../bare/MerkList';

const API_URL = import.meta.env.VITE_BENCH_REST_URL ?? 'http://localhost:8798';
const TOKEN = import.meta.env.VITE_BENCH_REST_TOKEN ?? 'bench-yardstick';

const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  options.user = { authenticated: true, token: `Bearer ${TOKEN}` };
  return fetchUtils.fetchJson(url, options);
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Telemetry off, as in the back office: a benchmark has no business pinging marmelab.com. */}
    <Admin dataProvider={simpleRestProvider(API_URL, httpClient)} disableTelemetry>
      <Resource name="merk" list={MerkList} />
    </Admin>
  </StrictMode>,
);
