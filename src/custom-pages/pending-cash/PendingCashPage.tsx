import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  Divider,
  Grid,
  IconButton,
  Link,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title, useNotify } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LongText } from '../../components/LongText';
import { ReportCsvButton } from '../../components/report/ReportCsvButton';
import { RetryAlert } from '../../components/RetryAlert';
import { IncompleteMark, recordRupiah } from '../../components/IncompleteMark';
import { formatDateTimeWIB, formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { penjualanWebRoutes } from '../../resources/penjualan-web/routes';
import { pendingCashCsvColumns } from './csvColumns';
import { useCairkan, useKasOptions, usePendingCash } from './hooks';
import { pendingCashMessages } from './messages';
import { paymentMethodName } from './paymentMethods';
import { PendingCashFeeDialog } from './PendingCashFeeDialog';
import {
  amountOf,
  balanceAfter,
  cashInBody,
  cashOutBody,
  choiceState,
  chosenEntries,
  entitiesOf,
  entriesFor,
  feeOf,
  filterEntries,
  isChoosable,
  missingChoice,
  selectionTotals,
  toggleAll,
  toggleChoice,
  type CashMode,
  type FeeSetting,
} from './rules';
import type { KasAccount, PendingCash } from './schemas';

const m = pendingCashMessages;

/** The list's search, entity and chosen account, kept in the address so a reload or a shared link keeps them. */
const useCashParams = () => {
  const [params, setParams] = useSearchParams();
  const set = (key: 'q' | 'entitas' | 'kas' | 'id', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { q: params.get('q') ?? '', entitas: params.get('entitas') ?? '', kas: params.get('kas') ?? '', id: params.get('id') ?? '', set };
};

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

interface ListProps {
  mode: CashMode;
  shown: readonly PendingCash[];
  selected: ReadonlySet<string>;
  fees: ReadonlyMap<string, FeeSetting>;
  busy: boolean;
  onToggle: (entry: PendingCash) => void;
  onToggleAll: () => void;
  onEditFee: (entry: PendingCash) => void;
}

const chooseAllBox = ({ shown, selected, busy, onToggleAll }: Pick<ListProps, 'shown' | 'selected' | 'busy' | 'onToggleAll'>) => {
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
const EntryTable = (props: ListProps) => {
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
const EntryCards = (props: ListProps) => {
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

const kasLabel = (kas: KasAccount) => `${kas.namaKas} (${formatRupiah(Number(kas.saldoAkhir))})`;

/**
 * Cash in (/admin/cash-in) and refund cash-out (/admin/refund-management), operations spec §2,
 * 5, 7 and 8: the pending entries of the screen's kind, chosen one by one or all at once, an account
 * with its balance, for cash in a fee per payment, the totals, and one confirmed `cairkan` sent once.
 * The lists and balances reload afterwards, and the log, the orders and the dashboard with them.
 */
export const PendingCashPage = ({ mode }: { mode: CashMode }) => {
  const texts = mode === 'in' ? m.cashIn : m.cashOut;
  const notify = useNotify();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const params = useCashParams();
  const pending = usePendingCash();
  const kasOptions = useKasOptions();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [fees, setFees] = useState<Map<string, FeeSetting>>(() => new Map());
  const [editing, setEditing] = useState<PendingCash | null>(null);
  const [confirming, setConfirming] = useState(false);
  // One confirmation sends once: the fake answers within the click, so a double click's second half
  // could find the mutation settled and the dialog not yet closed.
  const sentForThisConfirmation = useRef(false);

  const all = useMemo(() => entriesFor(mode, pending.data ?? []), [mode, pending.data]);
  const shown = useMemo(() => filterEntries(all, { q: params.q, entitas: params.entitas, id: params.id }), [all, params.q, params.entitas, params.id]);
  const chosen = useMemo(() => chosenEntries(all, selected), [all, selected]);
  const totals = selectionTotals(mode, chosen, fees);
  const accounts = kasOptions.data ?? [];
  const kas = accounts.find((account) => String(account.id) === params.kas) ?? null;
  const after = kas ? balanceAfter(mode, kas, totals) : null;
  const short = mode === 'out' && kas !== null && after !== null && after < 0;

  const cairkan = useCairkan({
    onSuccess: (_answer, body) => {
      setConfirming(false);
      const sent = new Set(body.pendingCashIds.map(String));
      setSelected((current) => new Set([...current].filter((id) => !sent.has(id))));
      setFees((current) => new Map([...current].filter(([id]) => !sent.has(id))));
      notify(format(texts.done, { count: body.pendingCashIds.length, kas: kas?.namaKas ?? '' }), { type: 'success' });
    },
    onError: (error) => {
      setConfirming(false);
      sentForThisConfirmation.current = false;
      notify(format(texts.failed, { error: errorMessage(error, m.cairkanFailed) }), { type: 'error' });
    },
  });
  const busy = cairkan.isPending;
  const selecting = totals.count > 0;

  const ask = () => {
    const missing = missingChoice(chosen, kas ? String(kas.id) : null);
    if (missing !== null) {
      notify(missing === 'both' ? texts.needChoice : missing === 'kas' ? texts.needKas : texts.needRows, { type: 'warning' });
      return;
    }
    sentForThisConfirmation.current = false;
    setConfirming(true);
  };
  const send = () => {
    if (!kas || sentForThisConfirmation.current) return;
    sentForThisConfirmation.current = true;
    cairkan.run(mode === 'in' ? cashInBody(chosen, kas.id, fees) : cashOutBody(chosen, kas.id));
  };
  const refresh = () => {
    void pending.refetch();
    void kasOptions.refetch();
  };

  const listProps: ListProps = {
    mode,
    shown,
    selected,
    fees,
    busy,
    onToggle: (entry) => setSelected((current) => toggleChoice(current, entry.id)),
    onToggleAll: () => setSelected((current) => toggleAll(shown, current)),
    onEditFee: setEditing,
  };
  const filtered = params.q !== '' || params.entitas !== '' || params.id !== '';
  const clearFilters = () => (params.set('q', ''), params.set('entitas', ''), params.set('id', ''));
  const entities = entitiesOf(all);
  const confirmContent =
    mode === 'in'
      ? format(m.cashIn.confirmContent, {
          count: totals.count,
          gross: formatRupiah(totals.gross),
          fees: formatRupiah(totals.fees),
          kas: kas?.namaKas ?? '',
          net: formatRupiah(totals.net),
          after: formatRupiah(after ?? 0),
        })
      : format(m.cashOut.confirmContent, { count: totals.count, net: formatRupiah(totals.net), kas: kas?.namaKas ?? '', after: formatRupiah(after ?? 0) });

  return (
    // `clip`, not `hidden`: a hidden overflow makes this box a scroll container, and the sticky action bar
    // would then stick within it (which never scrolls) instead of the screen.
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'clip' }} data-testid={`pending-cash-${mode}`}>
      <Title title={texts.title} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {texts.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {texts.subtitle}
          </Typography>
        </Box>
        <Button
          onClick={refresh}
          disabled={pending.isFetching || kasOptions.isFetching}
          startIcon={pending.isFetching ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          sx={{ flexShrink: 0 }}
        >
          {m.refresh}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={12} sx={{ order: 2 }}>
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
              {pending.error ? (
                <RetryAlert error={pending.error} fallback={m.loadFailed} onRetry={pending.refetch} retrying={pending.isFetching} testId="pending-cash-error" />
              ) : pending.isPending ? (
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
              ) : phone ? (
                <EntryCards {...listProps} />
              ) : (
                <EntryTable {...listProps} />
              )}
            </CardContent>
          </Card>
        </Grid>
        {/* The action bar follows the selection: with rows ticked it sticks to the bottom of the screen
            (phone and desktop), so the account, the totals and Cairkan are at hand however long the list.
            Sticky keeps it in the flow, so at the end of the list it sits below the last row, covering none. */}
        <Grid
          size={12}
          sx={{
            // Always after the list, so ticking the first row moves nothing under the pointer.
            order: 3,
            ...(selecting ? { position: 'sticky', bottom: 0, zIndex: (theme) => theme.zIndex.appBar - 1 } : {}),
          }}
          data-sticky={selecting ? 'true' : 'false'}
        >
          <Card data-testid="pending-cash-action" elevation={selecting ? 8 : 1}>
            <CardContent sx={selecting && phone ? { p: 1.5, '&:last-child': { pb: 1.5 } } : undefined}>
              <Box sx={{ display: 'grid', gap: selecting && phone ? 1 : 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) minmax(260px, 1fr) minmax(220px, auto)' }, alignItems: 'start' }}>
                {kasOptions.error ? (
                  <RetryAlert error={kasOptions.error} fallback={m.loadFailed} onRetry={kasOptions.refetch} retrying={kasOptions.isFetching} testId="pending-cash-kas-error" />
                ) : (
                  <TextField
                    select
                    size={selecting && phone ? 'small' : 'medium'}
                    label={texts.kas}
                    value={kas ? String(kas.id) : ''}
                    onChange={(event) => params.set('kas', event.target.value)}
                    disabled={busy || kasOptions.isPending}
                    helperText={kas ? format(m.balance, { amount: formatRupiah(Number(kas.saldoAkhir)) }) : ' '}
                    slotProps={{ formHelperText: { 'data-testid': 'pending-cash-balance' } as object }}
                    fullWidth
                  >
                    {accounts.map((account) => (
                      <MenuItem key={String(account.id)} value={String(account.id)}>
                        {kasLabel(account)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <Box data-testid="pending-cash-totals" sx={{ minWidth: 0 }}>
                  <Typography variant="body2">{format(m.chosen, { count: totals.count })}</Typography>
                  {/* On a phone the bar stays short: gross and fees are in the confirmation. */}
                  {mode === 'in' && !(selecting && phone) && (
                    <>
                      <Row label={m.cashIn.gross} value={formatRupiah(totals.gross)} />
                      <Row label={m.cashIn.fees} value={formatRupiah(totals.fees)} />
                    </>
                  )}
                  <Row label={texts.net} value={formatRupiah(totals.net)} strong testId="pending-cash-net" />
                  {after !== null && totals.count > 0 && <Row label={m.balanceAfter} value={formatRupiah(after)} testId="pending-cash-after" />}
                </Box>
                <Stack spacing={1}>
                  {mode === 'in' && totals.unconfirmedFees > 0 && (
                    <Alert severity="info" data-testid="pending-cash-unconfirmed">
                      {format(m.cashIn.unconfirmed, { count: totals.unconfirmedFees })}
                    </Alert>
                  )}
                  {short && kas && (
                    <Alert severity="warning" data-testid="pending-cash-short">
                      {format(m.cashOut.short, { kas: kas.namaKas })}
                    </Alert>
                  )}
                  <Button variant="contained" onClick={ask} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="pending-cash-submit">
                    {format(texts.submit, { count: totals.count })}
                  </Button>
                  {totals.count > 0 && (
                    <Button size="small" onClick={() => setSelected(new Set())} disabled={busy}>
                      {m.clearChoice}
                    </Button>
                  )}
                </Stack>
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {editing && (
        <PendingCashFeeDialog
          entry={editing}
          fee={feeOf(fees, editing.id)}
          onSave={(fee) => {
            setFees((current) => new Map(current).set(String(editing.id), fee));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        content={confirmContent}
        confirmLabel={texts.confirm}
        pending={busy}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

const Row = ({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={testId}>
      {value}
    </Typography>
  </Stack>
);

export const CashInPage = () => <PendingCashPage mode="in" />;
export const RefundManagementPage = () => <PendingCashPage mode="out" />;
