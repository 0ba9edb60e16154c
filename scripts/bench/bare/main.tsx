// The floor of `npm run bench`: react-admin's own list, as its tutorial would write it, on
// ra-data-fakerest with its default settings (no simulated network delay, data in the bundle), so it
// pays no round trip at all. The demo build (in-page fake backend) is compared with this; the real
// build with `bare-rest/` (the same list on ra-data-simple-rest over HTTP). Nothing here is tuned: what
// it costs is what react-admin costs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Resource } from 'react-admin';
import fakeRestProvider from 'ra-data-fakerest';
import brands from './brands.json';
import { MerkList } from './MerkList';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Telemetry off, as in the back office: a benchmark has no business pinging marmelab.com. */}
    <Admin dataProvider={fakeRestProvider({ merk: brands })} disableTelemetry>
      <Resource name="merk" list={MerkList} />
    </Admin>
  </StrictMode>,
);
