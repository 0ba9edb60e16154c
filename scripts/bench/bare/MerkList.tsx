import { BooleanField, DataTable, List } from 'react-admin';

/**
 * The brand list of both bare apps of `npm run bench` (ra-data-fakerest in `bare/`, ra-data-simple-rest
 * over HTTP in `bare-rest/`): react-admin's own list as its tutorial writes it, nothing tuned.
 */
export const MerkList = () => (
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
