import { useMemo, useState } from 'react';
import { Box, Card, CardContent, Chip, IconButton, InputAdornment, Skeleton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import DeleteIcon from '@mui/icons-material/Delete';
import { ListContextProvider, useList } from 'react-admin';
import { useFirstItemsFirst } from '../../components/AfterFirstPaint';
import { DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { ListPagination } from '../../components/ListPagination';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDateTimeWIB, formatNumber } from '../../domain/format';
import { format } from '../../i18n/format';
import { notificationsCsvColumns } from './csvColumns';
import { useDeleteNotification, useNotificationHistory } from './hooks';
import { notificationsMessages as m } from './messages';
import { matchesSearch, typeLabel } from './rules';
import type { Notification } from './schemas';
import { displayComposedText, displayText } from '../../domain/displayText';

const h = m.history;
const PER_PAGE = 20;
/** The history rows a tall window shows above the fold. */
const FIRST_PAINT_ROWS = 8;

const Row = ({ row, onDelete }: { row: Notification; onDelete: () => void }) => (
  <Card variant="outlined" data-testid="notifications-history-row">
    <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.5 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={typeLabel(row.type)} data-testid="notifications-history-type" />
          <Chip size="small" variant="outlined" color={row.isRead ? 'default' : 'warning'} label={row.isRead ? h.read : h.unread} />
          <Typography variant="caption" color="text.secondary">
            {formatDateTimeWIB(row.createdAt)}
          </Typography>
        </Stack>
        <Typography variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="notifications-history-title">
          <bdi>{displayComposedText(row.title)}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="notifications-history-message">
          <bdi>{displayComposedText(row.message)}</bdi>
        </Typography>
        {(row.userName || (row.userId !== undefined && row.userId !== null)) && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {h.to}: <bdi>{displayText(row.userName ?? row.userId)}</bdi>
            {row.userEmail ? <> (<bdi>{displayText(row.userEmail)}</bdi>)</> : ''}
          </Typography>
        )}
      </Box>
      <Tooltip title={format(h.delete, { title: displayText(row.title) })}>
        <IconButton aria-label={format(h.delete, { title: displayText(row.title) })} onClick={onDelete} sx={{ flexShrink: 0 }}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </CardContent>
  </Card>
);

/** History (operations spec §2): the sent notifications, newest first, each deletable (confirmed), and CSV. */
export const NotificationsHistoryTab = () => {
  const history = useNotificationHistory();
  const [search, setSearch] = useState('');
  const all = history.data;
  const rows = useMemo(() => (all ?? []).filter((row) => matchesSearch(row, search)), [all, search]);
  const listContext = useList<Notification>({ data: all ? rows : undefined, isPending: history.isPending, isFetching: history.isFetching, perPage: PER_PAGE });
  // The first paint holds the rows a tall window shows; the rest of the page follows once it is painted.
  const firstRows = useFirstItemsFirst(listContext.data ?? [], FIRST_PAINT_ROWS);
  const [target, setTarget] = useState<Notification | null>(null);
  const removal = useDeleteNotification(() => setTarget(null));

  return (
    <ListContextProvider value={listContext}>
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2">
            {h.title}
            {history.data ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }} data-testid="notifications-history-count">
                {format(h.count, { count: formatNumber(rows.length) })}
              </Typography>
            ) : null}
          </Typography>
          <ExportCsvButton<Notification> fileName={h.csvFile} columns={notificationsCsvColumns} records={rows} />
        </Stack>
        <TextField
          size="small"
          label={h.search}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            listContext.setPage(1);
          }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          sx={{ maxWidth: { sm: 420 } }}
        />
        {history.isError ? (
          <RetryAlert error={history.error} fallback={m.loadFailed} onRetry={() => history.refetch()} retrying={history.isFetching} testId="notifications-history-error" />
        ) : history.isPending ? (
          <Stack spacing={1} aria-busy="true" data-testid="notifications-history-loading">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={96} />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary" data-testid="notifications-history-empty">
            {search.trim() ? h.noMatch : h.empty}
          </Typography>
        ) : (
          <>
            <Stack spacing={1}>
              {firstRows.map((row) => (
                <Row key={row.id} row={row} onDelete={() => setTarget(row)} />
              ))}
            </Stack>
            <ListPagination rowsPerPageOptions={[]} />
          </>
        )}
      </Stack>
      <DeleteConfirmDialog
        open={target !== null}
        title={format(h.deleteTitle, { title: displayText(target?.title) })}
        content={h.deleteContent}
        pending={removal.isPending}
        onConfirm={() => target && removal.run({ id: target.id })}
        onClose={() => setTarget(null)}
      />
    </ListContextProvider>
  );
};
