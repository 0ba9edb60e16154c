import { Pagination, useListContext } from 'react-admin';

/** react-admin's pagination, hidden while the list shows an error (it would count stale rows). */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[10, 25, 50]} />;
};
