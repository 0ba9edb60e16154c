import { Pagination, useListContext } from 'react-admin';

/**
 * react-admin's pagination, hidden while the list shows an error (it would count stale rows). Lists
 * with a page size fixed by the spec pass `rowsPerPageOptions={[]}` to hide the size selector.
 */
export const ListPagination = ({ rowsPerPageOptions = [10, 25, 50] }: { rowsPerPageOptions?: number[] }) => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={rowsPerPageOptions} />;
};
