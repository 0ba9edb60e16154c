// The yardstick for `npm run bench`: react-admin's own list, as its tutorial would write it, on
// ra-data-fakerest with its default settings (no simulated network delay, data in the bundle). Our
// screens are compared with this, so nothing here is tuned: what it costs is what react-admin costs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, BooleanField, DataTable, List, Resource } from 'react-admin';
import fakeRestProvider from 'ra-data-fakerest';

// The same 26 brands, in the same shape, as the back office's `merk` seed.
const BRANDS = [
  'Semen Gresik', 'Tiga Roda', 'Dynamix', 'Semen Padang', 'Mortar Utama', 'Avian', 'Nippon Paint', 'Dulux', 'Jotun',
  'Mowilex', 'Kansai Paint', 'No Drop', 'Aquaproof', 'Sika', 'Wavin', 'Rucika', 'Maspion', 'Onda', 'TOTO',
  'American Standard', 'Roman', 'Platinum', 'Jayaboard', 'Krakatau Steel', 'Eterna', 'Broco',
];
const INACTIVE = new Set(['Kansai Paint', 'Maspion']);

const data = {
  merk: BRANDS.map((nama, index) => ({
    id: index + 1,
    nama,
    slug: nama.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    isActive: !INACTIVE.has(nama),
  })),
};

const MerkList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="nama" />
      <DataTable.Col source="slug" />
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Telemetry off, as in the back office: a benchmark has no business pinging marmelab.com. */}
    <Admin dataProvider={fakeRestProvider(data)} disableTelemetry>
      <Resource name="merk" list={MerkList} />
    </Admin>
  </StrictMode>,
);
