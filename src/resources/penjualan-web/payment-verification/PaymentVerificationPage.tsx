import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Alert,
  Box,
  LinearProgress,
  Button,
  Card,
  CardContent,
  InputAdornment,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { DataTable, ListContextProvider, useList, useRecordContext, type ListControllerResult } from 'react-admin';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { CompactList } from '../../../components/CompactList';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { ListPagination } from '../../../components/ListPagination';
import { LongText } from '../../../components/LongText';
import { PageHeader, pageSx } from '../../../components/PageHeader';
import { RetryAlert } from '../../../components/RetryAlert';
import { useIsPhone } from '../../../components/useIsPhone';
import { IncompleteMark, recordRupiah } from '../../../components/IncompleteMark';
import { hasServerId } from '../../../api/schemas/tolerant';
import { formatDateTimeWIB, formatNumber } from '../../../domain/format';
import { format } from '../../../i18n/format';
import { penjualanWebMessages } from '../shared/messages';
import { OrderCodeCell } from '../shared/components/OrderCodeCell';
import { OrderStatusChip } from '../shared/components/OrderStatusChip';
import { paymentCsvColumns } from './paymentCsvColumns';
import { PaymentMethodChip } from '../shared/components/PaymentMethodChip';
import { PaymentProofThumbnail } from './PaymentProofThumbnail';
import { PaymentVerifyActions } from './PaymentVerifyActions';
import { penjualanWebRoutes } from '../routes';
import {
  DEFAULT_PAYMENT_FILTER,
  PAYMENT_FILTERS,
  PAYMENT_LIST_LIMIT,
  isFiltered,
  paymentFiltersSearch,
  paymentWalkQuery,
  readPaymentFilters,
  type PaymentFilters,
} from '../shared/rules/payment';
import { paymentSummary as countPayments, type PaymentCounts } from '../shared/rules/summary';
import type { Order, PaymentSummary } from '../schemas';
import { useOrderWalk, useOrderWalkAll } from '../shared/useOrderWalk';
import { usePaymentSummary } from './hooks';

const m = penjualanWebMessages.payment;

/** Spec: the filter inputs wait 500 ms after typing before they apply. */
const SEARCH_DEBOUNCE_MS = 500;

/** The filters, kept in the address; each change replaces the history entry's query. */
const usePaymentFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readPaymentFilters(params), [params]);
  const update = useCallback(
    (change: Partial<PaymentFilters>) =>
      setParams((current) => new URLSearchParams(paymentFiltersSearch({ ...readPaymentFilters(current), ...change })), { replace: true }),
    [setParams],
  );
  return { filters, update };
};

/**
 * Payment verification (order spec §2, /admin/payment-verification): the cards (pending, verified,
 * total), the status filter (awaiting confirmation by default, verified, all) and a search on code or
 * recipient, both in the address; each transfer with its proof, and 'Verifikasi' / 'Tolak' where the
 * spec allows them (a manual transfer awaiting confirmation).
 */
export const PaymentVerificationPage = () => {
  const { filters, update } = usePaymentFilters();
  // The list endpoint's own fallback is the Order Center's; this screen words its failure as the spec does.
  const query = useMemo(() => paymentWalkQuery(filters), [filters]);
  // A page of a hundred at a time: the next one is asked for when the pagination reaches past those in.
  const walk = useOrderWalk(query, { onDemand: true, fallback: penjualanWebMessages.errors.loadPayments });
  const exportAll = useOrderWalkAll(query, penjualanWebMessages.errors.loadPayments);
  const list = walk.walk;
  const summary = usePaymentSummary();
  // Without the server's cards they are counted from every order, walked once (the list's own walk when it shows all).
  const summaryAbsent = summary.data === null;
  const every = useOrderWalk({}, { enabled: summaryAbsent, fallback: penjualanWebMessages.errors.loadPayments });
  const everyOrder = summaryAbsent && !every.walk.isPlaceholderData ? every.orders : undefined;
  const computed = useMemo(() => (everyOrder ? countPayments(everyOrder) : undefined), [everyOrder]);
  const isPhone = useIsPhone();
  const paged = useList<Order>({ data: walk.orders, isPending: list.isPending, isFetching: list.isFetching, perPage: PAYMENT_LIST_LIMIT });
  const rows = walk.orders ?? [];
  const { hasMore, loadMore } = walk;
  // The page asked for is past the transfers in: the server's next hundred, while it shows as loading.
  const waitingForPage = hasMore && paged.page * PAYMENT_LIST_LIMIT > rows.length;
  const fetching = list.isFetching;
  useEffect(() => {
    if (waitingForPage && !fetching) loadMore();
  }, [waitingForPage, fetching, loadMore]);
  // More on the server: no total to print, the next page is there (the pagination then shows page numbers only).
  const listContext = useMemo(
    // Spreading react-admin's result widens its union (pending, error, success); only the paging fields change.
    () => (hasMore ? ({ ...paged, total: undefined, hasNextPage: true } as ListControllerResult<Order>) : paged),
    [paged, hasMore],
  );

  return (
    <ListContextProvider value={listContext}>
      <Box sx={pageSx} data-testid="payment-verification">
        <PageHeader
          title={m.title}
          subtitle={m.subtitle}
          actions={
            <>
              <Button
                size="small"
                startIcon={<RefreshIcon />}
                disabled={list.isFetching || summary.isFetching}
                onClick={() => {
                  void list.refetch();
                  void summary.refetch();
                }}
              >
                {m.refresh}
              </Button>
              {/* The export is every transfer the filters select, read at the click, not the pages in. */}
              <ExportCsvButton<Order> fileName={m.csvFile} columns={paymentCsvColumns} records={rows} load={hasMore ? exportAll : undefined} />
            </>
          }
        />

        <SummaryCards summary={summary} counts={summary.data ?? computed} />
        {computed && every.orders && (
          <Typography variant="caption" color="text.secondary" data-testid="payment-summary-computed" sx={{ mt: -1 }}>
            {format(every.truncated ? m.countedFromNewest : m.countedFromLoaded, { count: formatNumber(every.orders.length) })}
            {every.loadingMore ? ` ${m.countingMore}` : ''}
          </Typography>
        )}

        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2, '&:last-child': { pb: 2 } }}>
            <PaymentFiltersBar filters={filters} update={update} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="payment-found">
                {walk.orders ? format(m.found, { count: formatNumber(rows.length) + (hasMore ? '+' : '') }) : ''}
              </Typography>
              <Button size="small" startIcon={<FilterAltOffIcon />} disabled={!isFiltered(filters)} onClick={() => update({ status: DEFAULT_PAYMENT_FILTER, search: '' })}>
                {m.clearFilters}
              </Button>
            </Stack>
          </CardContent>
        </Card>

        {walk.loadingMore && walk.orders && (
          <Box data-testid="payment-loading-more" aria-live="polite">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {format(m.loadingMore, { count: formatNumber(walk.orders.length) })}
            </Typography>
            <LinearProgress aria-label={format(m.loadingMore, { count: formatNumber(walk.orders.length) })} />
          </Box>
        )}
        {list.isError ? (
          <RetryAlert error={list.error} fallback={penjualanWebMessages.errors.loadPayments} onRetry={() => list.refetch()} retrying={list.isFetching} testId="payment-error" />
        ) : list.isPending || (waitingForPage && paged.data?.length === 0) ? (
          <Stack spacing={1} aria-busy="true" data-testid="payment-loading">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={64} />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary" data-testid="payment-empty">
            {filters.status === 'MENUNGGU_KONFIRMASI' && filters.search === '' ? m.emptyPending : m.empty}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1, minWidth: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
            {walk.truncated && <Alert severity="info" data-testid="payment-truncated">{format(m.limited, { count: formatNumber(rows.length) })}</Alert>}
            <Card variant="outlined" sx={{ minWidth: 0, overflowX: 'auto' }} data-testid="payment-list">
              {isPhone ? <PaymentCompactList /> : <PaymentTable />}
              {/* Every transfer stays in reach: a page of a hundred, then the next. */}
              {(rows.length > PAYMENT_LIST_LIMIT || hasMore) && <ListPagination rowsPerPageOptions={[PAYMENT_LIST_LIMIT]} />}
            </Card>
          </Box>
        )}
      </Box>
    </ListContextProvider>
  );
};

const STAT_CARDS: ReadonlyArray<[keyof PaymentSummary, string]> = [
  ['pending', m.statPending],
  ['verified', m.statVerified],
  ['total', m.statTotal],
];

const SummaryCards = ({ summary, counts }: { summary: UseQueryResult<PaymentSummary | null>; counts: PaymentSummary | PaymentCounts | undefined }) => {
  if (summary.isError) {
    return <RetryAlert error={summary.error} fallback={penjualanWebMessages.errors.loadPayments} onRetry={() => summary.refetch()} retrying={summary.isFetching} testId="payment-summary-error" />;
  }
  return (
    <Box role="group" aria-label={m.stats} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 1.5 } }}>
      {STAT_CARDS.map(([key, label]) => (
        <Card key={key} variant="outlined" sx={{ minWidth: 0 }}>
          <CardContent component="dl" sx={{ m: 0, p: { xs: 1.25, sm: 2 }, '&:last-child': { pb: { xs: 1.25, sm: 2 } } }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, mt: 0.5 }} data-testid={`payment-stat-${key}`}>
              {counts ? formatNumber(Number(counts[key])) : <Skeleton width={40} />}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

/** The status filter and the search; the search is typed freely and reaches the address 500 ms after the last key. */
const PaymentFiltersBar = ({ filters, update }: { filters: PaymentFilters; update: (change: Partial<PaymentFilters>) => void }) => {
  const [text, setText] = useState(filters.search);
  const [shown, setShown] = useState(filters.search);
  // The address changed from elsewhere (reset, back button): the box follows it.
  if (shown !== filters.search) {
    setShown(filters.search);
    if (text.trim() !== filters.search) setText(filters.search);
  }
  useEffect(() => {
    if (text.trim() === filters.search) return undefined;
    const timer = setTimeout(() => update({ search: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, update]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography id="payment-status-filter" variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
          {m.statusFilter}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={filters.status}
          aria-labelledby="payment-status-filter"
          sx={{ flexWrap: 'wrap' }}
        >
          {PAYMENT_FILTERS.map((status) => (
            // Each button sets its own status: a click on the chosen one keeps it (a group's onChange would
            // clear it), also when the screen has not yet shown the previous choice.
            <ToggleButton key={status} value={status} onClick={() => update({ status })} data-testid={`payment-filter-${status}`} sx={{ textTransform: 'none', px: 1.5 }}>
              {m.filters[status]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <TextField
        type="search"
        size="small"
        label={m.search}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: 1, minWidth: 0, maxWidth: { md: 420 }, alignSelf: { md: 'flex-end' } }}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          htmlInput: { 'data-testid': 'payment-search', maxLength: 100 },
        }}
      />
    </Stack>
  );
};

/** The detail link keeps the list's filters, so its back link returns to the same view. */
const DetailLink = ({ order }: { order: Order }) => {
  const { search } = useLocation();
  // A record salvaged without an id of the server's has no detail to open.
  if (!hasServerId(order)) return null;
  return (
    <Button
      component={RouterLink}
      to={penjualanWebRoutes.paymentDetail(order.id)}
      state={{ listSearch: search }}
      size="small"
      variant="outlined"
      aria-label={format(m.detailOf, { code: order.kode_transaksi })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {m.detail}
    </Button>
  );
};


const AmountCell = ({ order }: { order: Order }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
    <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {recordRupiah(order, order.total_akhir)}
    </Typography>
    <PaymentMethodChip order={order} />
  </Stack>
);

/**
 * A row's actions: verify and reject where allowed, then the detail, without their icons. One line on
 * a wide screen; on a phone they wrap under the row's text.
 */
const ActionsCell = ({ order, compact = false }: { order: Order; compact?: boolean }) => (
  <Stack
    direction="row"
    spacing={1}
    useFlexGap
    sx={{
      justifyContent: compact ? 'flex-start' : 'flex-end',
      alignItems: 'center',
      flexWrap: compact ? 'wrap' : { xs: 'wrap', lg: 'nowrap' },
      // The words carry the action; their icons would make a table row wider than a laptop's screen.
      '& .MuiButton-startIcon': { display: 'none' },
      ...(compact ? {} : { '& [data-testid="payment-verify-actions"]': { flexWrap: { xs: 'wrap', lg: 'nowrap' } } }),
    }}
  >
    {/* An order the server sent unreadable is never verified from guessed fields: its detail only. */}
    {!order._incomplete && <PaymentVerifyActions order={order} />}
    <DetailLink order={order} />
  </Stack>
);

const PaymentTable = () => (
  <DataTable<Order>
    rowClick={false}
    bulkActionButtons={false}
    sx={{ '& .MuiTableCell-root': { px: 1, py: 1 } }}
  >
    <DataTable.Col source="tanggal_pesan" label={m.colTransaction} render={(order: Order) => <OrderCodeCell order={order} testId="payment-row-code" />} />
    <DataTable.Col source="nama_penerima" label={m.colCustomer} render={(order: Order) => <LongText text={order.nama_penerima} />} />
    <DataTable.Col source="total_akhir" label={m.colAmount} align="right" render={(order: Order) => <AmountCell order={order} />} />
    <DataTable.Col source="status_pembayaran" label={m.colStatus} render={(order: Order) => <OrderStatusChip status={order.status_pembayaran} testId="payment-row-status" />} />
    <DataTable.Col label={m.colProof} disableSort render={(order: Order) => <PaymentProofThumbnail url={order.bukti_transfer_url} code={order.kode_transaksi} size={48} />} />
    <DataTable.Col label={m.colAction} disableSort align="right" render={(order: Order) => <ActionsCell order={order} />} />
  </DataTable>
);

/** A phone's list: one row per transfer, its proof on the right, its actions under it. */
const PaymentCompactList = () => (
  <CompactList<Order>
    primary={(order) => order.kode_transaksi || String(order.id)}
    secondary={(order) => (
      <>
        <LongText text={order.nama_penerima} variant="caption" lines={1} />
        <Box component="span" sx={{ display: 'block' }}>
          {recordRupiah(order, order.total_akhir)} · {formatDateTimeWIB(order.tanggal_pesan)}
        </Box>
      </>
    )}
    meta={(order) => (
      <>
        <IncompleteMark record={order} name={order.kode_transaksi || String(order.id)} />
        <OrderStatusChip status={order.status_pembayaran} testId="payment-row-status" />
        <PaymentMethodChip order={order} />
        <Box sx={{ flexBasis: '100%', mt: 0.5 }}>
          <ActionsCell order={order} compact />
        </Box>
      </>
    )}
    actions={<RecordProofThumbnail />}
    testId="payment-compact-list"
  />
);

const RecordProofThumbnail = () => {
  const order = useRecordContext<Order>();
  return order ? <PaymentProofThumbnail url={order.bukti_transfer_url} code={order.kode_transaksi} size={56} /> : null;
};
