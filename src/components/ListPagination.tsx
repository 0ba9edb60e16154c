import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Pagination, useListContext, useTranslate } from 'react-admin';

/**
 * A list without a total (a full page means there may be more): the page number, previous and next,
 * and nothing invented. react-admin's own would print "1-8 dari 8" for a search with 2 rows, or "65-72
 * dari 72" for a last page with 3.
 */
const PartialPagination = () => {
  const translate = useTranslate();
  const { page, setPage, hasPreviousPage, hasNextPage, isPending, data } = useListContext();
  // A first page with no rows has nothing to page through.
  if (page === 1 && !hasNextPage && !data?.length) return null;
  const step = (label: string, to: number, enabled: boolean | undefined, icon: ReactNode) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={!enabled || isPending} onClick={() => setPage(to)}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box component="nav" aria-label={translate('ra.navigation.current_page', { page })} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1 }}>
      {step(translate('ra.navigation.previous'), page - 1, hasPreviousPage, <ChevronLeftIcon />)}
      <Typography variant="body2" data-testid="current-page">
        {translate('ra.navigation.current_page', { page })}
      </Typography>
      {step(translate('ra.navigation.next'), page + 1, hasNextPage, <ChevronRightIcon />)}
    </Box>
  );
};

/**
 * The lists' pagination, hidden while the list shows an error (it would count stale rows). A list with
 * a total gets react-admin's (sizes 10/25/50 unless `rowsPerPageOptions` says otherwise; `[]` hides the
 * size selector); a list without one gets the page number only.
 */
export const ListPagination = ({ rowsPerPageOptions = [10, 25, 50] }: { rowsPerPageOptions?: number[] }) => {
  const { error, total } = useListContext();
  if (error) return null;
  return total === undefined || total === null ? <PartialPagination /> : <Pagination rowsPerPageOptions={rowsPerPageOptions} />;
};
