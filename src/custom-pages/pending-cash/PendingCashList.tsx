import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, Divider, IconButton, Link, MenuItem, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router-dom';
import { LongText } from '../../components/LongText';
import { ReportCsvButton } from '../../components/report/ReportCsvButton';
import { RetryAlert } from '../../components/RetryAlert';
import { IncompleteMark, recordRupiah } from '../../components/IncompleteMark';
import { formatDateTimeWIB, formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { penjualanWebRoutes } from '../../resources/penjualan-web/public';
import { pendingCashCsvColumns } from './csvColumns';
import { pendingCashMessages } from './messages';
import { paymentMethodName } from '../../resources/penjualan-web/public';
import { amountOf, choiceState, feeOf, isChoosable, type CashMode, type FeeSetting } from './rules';
import type { PendingCash } from './schemas';
import type { CashParams } from './useCashParams';

const m = pendingCashMessages;

const OrderCode = ({ entry }: { entry: PendingCash }) => (
  <>
    {entry.orderId === undefined || entry.orderId === null ? (
      <LongText text={entry.kodeTransaksi || String(entry.id)} sx={{ fontWeight: 600 }} />
    ) : (
      <Link component={RouterLink} to={penjualanWebRoutes.order(entry.orderId)} aria-label={format(m.openOrder, { code: entry.kodeTransaksi })} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {entry.kodeTransaksi || String(entry.id)}
      </Link>
    )}
    {entry._incomplete && (
      <Box>
        <IncompleteMark record={entry} name={entry.kodeTransaksi || String(entry.id)} />
      </Box>
    )}
  </>
);

const FeeCell = ({ entry, fee, onEdit, disabled }: { entry: PendingCash; fee: FeeSetting; onEdit: () => void; disabled: boolean }) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', md: 'nowrap' }, rowGap: 0.5 }}>
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatRupiah(fee.amount)}
    </Typography>
    <Chip size="small" color={fee.confirmed ? 'success' : 'default'} variant={fee.confirmed ? 'filled' : 'outlined'} label={fee.confirmed ? m.fee.confirmedChip : m.fee.unconfirmedChip} />
    <Tooltip title={format(m.fee.edit, { code: entry.kodeTransaksi })}>
      <span>
        <IconButton size="small" aria-label={format(m.fee.edit, { code: entry.kodeTransaksi })} onClick={onEdit} disabled={disabled}>
          <EditIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  </Stack>
);

export interface PendingCashEntriesProps {
  mode: CashMode;
  shown: readonly PendingCash[];
  selected: ReadonlySet<string>;
  fees: ReadonlyMap<string, FeeSetting>;
  busy: boolean;
  onToggle: (entry: PendingCash) => void;
  onToggleAll: () => void;
  onEditFee: (entry: PendingCash) => void;
}

const chooseAllBox = ({ shown, selected, busy, onToggleAll }: Pick<PendingCashEntriesProps, 'shown' | 'selected' | 'busy' | 'onToggleAll'>) => {
  const state = choiceState(shown, selected);
  return (
    <Checkbox
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={onToggleAll}
      disabled={busy || shown.length === 0}
      slotProps={{ input: { 'aria-label': m.chooseAll } }}
    />
  );
};

/** Desktop: one row per entry, the fee editable in place for cash in. */
const EntryTable = (props: PendingCashEntriesProps) => {
  const { mode, shown, selected, fees, busy, onToggle, onEditFee } = props;
  return (
    // Inline-size containment keeps the table's own width from widening the grid and the page: when it
    // does not fit (a narrow window, a long entity), it scrolls inside its card instead.
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" data-testid="pending-cash-table" sx={{ '& th:not(.MuiTableCell-paddingCheckbox), & td:not(.MuiTableCell-paddingCheckbox)': { px: 1 }, '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{chooseAllBox(props)}</TableCell>
            <TableCell>{m.columns.code}</TableCell>
            <TableCell>{m.columns.entity}</TableCell>
            <TableCell>{m.columns.method}</TableCell>
            <TableCell align="right">{mode === 'in' ? m.columns.gross : m.columns.refund}</TableCell>
            <TableCell>{m.columns.date}</TableCell>
            {mode === 'in' && <TableCell>{m.columns.fee}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((entry) => {
            const chosen = selected.has(String(entry.id));
            return (
              <TableRow key={String(entry.id)} hover selected={chosen} data-testid="pending-cash-row" data-code={entry.kodeTransaksi} data-entry-id={String(entry.id)}>
                <TableCell padding="checkbox">
                  <Checkbox checked={chosen} onChange={() => onToggle(entry)} disabled={busy || !isChoosable(entry)} slotProps={{ input: { 'aria-label': format(m.choose, { code: entry.kodeTransaksi }) } }} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <OrderCode entry={entry} />
                </TableCell>
                {/* Wide enough for a usual name on one line or two; the table's auto layout had squeezed it to 'CV Sina…'. */}
                <TableCell sx={{ minWidth: 120, maxWidth: 200 }}>
                  <LongText text={entry.entitasName} />
                </TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={paymentMethodName(entry.metodePembayaran)} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {recordRupiah(entry, amountOf(entry))}
                </TableCell>
                {/* Room for the date on one line and the time on the next, the columns' only give at 1280 px with the sidebar open. */}
                <TableCell sx={{ minWidth: 130 }}>{formatDateTimeWIB(entry.tanggalPenjualan)}</TableCell>
                {mode === 'in' && (
                  <TableCell>
                    <FeeCell entry={entry} fee={feeOf(fees, entry.id)} onEdit={() => onEditFee(entry)} disabled={busy || !isChoosable(entry)} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};

/** Phone: one card per entry, nothing wider than the screen. */
const EntryCards = (props: PendingCashEntriesProps) => {
  const { mode, shown, selected, fees, busy, onToggle, onEditFee } = props;
  return (
    <Stack divider={<Divider flexItem />} data-testid="pending-cash-cards">
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {chooseAllBox(props)}
        <Typography variant="body2">{m.chooseAll}</Typography>
      </Stack>
      {shown.map((entry) => {
        const chosen = selected.has(String(entry.id));
        return (
          <Stack key={String(entry.id)} direction="row" spacing={1} sx={{ py: 1, alignItems: 'flex-start', minWidth: 0 }} data-testid="pending-cash-row" data-code={entry.kodeTransaksi} data-entry-id={String(entry.id)}>
            <Checkbox checked={chosen} onChange={() => onToggle(entry)} disabled={busy || !isChoosable(entry)} slotProps={{ input: { 'aria-label': format(m.choose, { code: entry.kodeTransaksi }) } }} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <OrderCode entry={entry} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {recordRupiah(entry, amountOf(entry))}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                {entry.entitasName} · {paymentMethodName(entry.metodePembayaran)} · {formatDateTimeWIB(entry.tanggalPenjualan)}
              </Typography>
              {mode === 'in' && <FeeCell entry={entry} fee={feeOf(fees, entry.id)} onEdit={() => onEditFee(entry)} disabled={busy || !isChoosable(entry)} />}
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
};

/**
 * The pending entries of one screen in their card: search, entity and CSV above, then loading, failed
 * (with 'Coba Lagi'), nothing waiting, nothing matching, or the entries (a table; cards on a narrow
 * screen), each to be ticked.
 */
export const PendingCashList = ({
  texts,
  params,
  entities,
  all,
  load,
  narrow,
  ...entryProps
}: PendingCashEntriesProps & {
  texts: { csv: string; pendingCount: string; empty: ReactNode };
  params: CashParams;
  entities: readonly string[];
  /** Every entry of the screen's kind, before the search and entity narrow it. */
  all: readonly PendingCash[];
  load: { error: unknown; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  narrow: boolean;
}) => {
  const { mode, shown } = entryProps;
  const filtered = params.q !== '' || params.entitas !== '' || params.id !== '';
  const clearFilters = () => (params.set('q', ''), params.set('entitas', ''), params.set('id', ''));
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1, alignItems: 'center' }}>
          <TextField size="small" label={m.search} value={params.q} onChange={(event) => params.set('q', event.target.value)} sx={{ flex: '1 1 240px', minWidth: 0 }} />
          <TextField select size="small" label={m.entityFilter} value={params.entitas} onChange={(event) => params.set('entitas', event.target.value)} sx={{ flex: '0 1 260px', minWidth: 180 }}>
            <MenuItem value="">{m.allEntities}</MenuItem>
            {entities.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <ReportCsvButton fileName={texts.csv} columns={pendingCashCsvColumns(mode)} rows={shown} />
        </Box>
        {params.id !== '' && (
          <Alert
            severity="info"
            sx={{ mb: 1 }}
            data-testid="pending-cash-one-entry"
            action={
              <Button color="inherit" size="small" onClick={() => params.set('id', '')}>
                {m.clearFilters}
              </Button>
            }
          >
            {format(m.oneEntry, { id: params.id })}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="pending-cash-count">
          {format(texts.pendingCount, { count: all.length })}
        </Typography>
        {load.error ? (
          <RetryAlert error={load.error} fallback={m.loadFailed} onRetry={load.refetch} retrying={load.isFetching} testId="pending-cash-error" />
        ) : load.isPending ? (
          <Stack spacing={1} data-testid="pending-cash-loading">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : all.length === 0 ? (
          <Alert severity="success" data-testid="pending-cash-empty">
            {texts.empty}
          </Alert>
        ) : shown.length === 0 ? (
          <Alert
            severity="info"
            data-testid="pending-cash-no-match"
            action={
              filtered && (
                <Button color="inherit" size="small" onClick={clearFilters}>
                  {m.clearFilters}
                </Button>
              )
            }
          >
            {m.noMatch}
          </Alert>
        ) : narrow ? (
          <EntryCards {...entryProps} />
        ) : (
          <EntryTable {...entryProps} />
        )}
      </CardContent>
    </Card>
  );
};
