import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Card, CardContent, Checkbox, Collapse, FormControlLabel, LinearProgress, Skeleton, Stack, Switch, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useEventCallback } from '@mui/material/utils';
import { useSharedRecords } from '../../../components/useSharedRecords';
import { useFirstItemsFirst } from '../../../components/AfterFirstPaint';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import PrintIcon from '@mui/icons-material/Print';
import TuneIcon from '@mui/icons-material/Tune';
import { useIsPhone } from '../../../components/useIsPhone';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, pageSx } from '../../../components/PageHeader';
import { RetryAlert } from '../../../components/RetryAlert';
import { COURIERS, COURIER_FILTER_GROUPS, isBiteshipGroupCourier } from '../shared/rules/couriers';
import { formatNumber } from '../../../domain/format';
import { format } from '../../../i18n/format';
import { HOME_PATH } from '../../../config';
import { penjualanWebMessages } from '../shared/messages';
import { OrderCard } from './OrderCard';
import { OrderCenterSummary } from './OrderCenterSummary';
import { OrderDetail } from './order-detail/OrderDetail';
import { penjualanWebRoutes } from '../routes';
import { CARDS_PER_STEP, FIRST_PAINT_CARDS, visibleOrders } from './orderCenterQueue';
import { ORDER_CENTER_TABS, type OrderCenterTab } from '../shared/rules/orderCenterTab';
import { stuckReason } from '../shared/rules/stuck';
import { queueSummary, tabCounts, type QueueCounts } from '../shared/rules/summary';
import type { Order, QueueSummary } from '../schemas';
import type { useOrderWalk } from '../shared/useOrderWalk';
import { orderCenterSearch, type OrderCenterFilters } from './filters';
import { useOrderCenterFilters } from './useOrderCenterFilters';
import { useQueueOrders, useQueueSummary, useRefreshOrders } from './hooks';

const m = penjualanWebMessages.center;


/** How long the list waits for the summary, which decides what the list asks for. */
const SUMMARY_WAIT_MS = 1000;

const LOAD_FAILED: Record<OrderCenterTab, string> = {
  'all-orders': penjualanWebMessages.errors.loadOrders,
  'chat-admin': penjualanWebMessages.errors.loadChatAdmin,
  'gratis-ongkir': penjualanWebMessages.errors.loadGratisOngkir,
  biteship: penjualanWebMessages.errors.loadBiteship,
};

const SUMMARY_KEY: Record<OrderCenterTab, keyof QueueSummary['breakdown']> = {
  'all-orders': 'total',
  'chat-admin': 'chatAdmin',
  'gratis-ongkir': 'gratisOngkir',
  biteship: 'biteship',
};

const activeFilterText = (filters: OrderCenterFilters): string => {
  const parts = [
    filters.tab !== 'all-orders' ? m.tabs[filters.tab] : null,
    filters.entity === 'CV' ? 'CV' : filters.entity === 'PRIBADI' ? 'Pribadi' : null,
    filters.courier ? (m.courierGroups[filters.courier as keyof typeof m.courierGroups] ?? filters.courier.toUpperCase()) : null,
    filters.stuckOnly ? m.stuckOnly : null,
    filters.readyOnly ? m.readyOnly : null,
    filters.pendingOnly ? m.pendingOnly : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : m.noFilter;
};

/** The filters in force besides the tab (the phone's 'Filter (N)' button counts them). */
export const activeFilterCount = (filters: Pick<OrderCenterFilters, 'entity' | 'courier' | 'stuckOnly' | 'readyOnly' | 'pendingOnly'>): number =>
  [filters.entity !== 'ALL', filters.courier !== '', filters.stuckOnly, filters.readyOnly, filters.pendingOnly].filter(Boolean).length;

/**
 * The Order Center (order spec §2): the queue's summary by shipping type, the overview, entity and
 * courier filters, the four tabs and the order cards; `/order-center/{id}` opens one order in its tab.
 * Every filter lives in the address.
 */
export const OrderCenterPage = () => {
  const { orderId } = useParams();
  const navigate = useNavigate();
  const { filters, update } = useOrderCenterFilters();
  const summary = useQueueSummary();
  // null: the server has no summary; the counts then come from every order, walked once.
  const summaryAbsent = summary.data === null;
  // The list waits for the summary's answer (warmed at navigation), so it is asked for once, in the right
  // shape; a summary slower than SUMMARY_WAIT_MS does not hold the list back.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!summary.isPending) return undefined;
    const timer = setTimeout(() => setWaited(true), SUMMARY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [summary.isPending]);
  const queue = useQueueOrders(filters, {
    everyOrder: summaryAbsent,
    enabled: (!summary.isPending || waited) && (!orderId || summaryAbsent),
    fallback: LOAD_FAILED[filters.tab],
  });
  // Counted only from every order's walk, never from another list still shown while it starts.
  const everyOrder = summaryAbsent && !queue.walk.isPlaceholderData ? queue.orders : undefined;
  const computed = useMemo(() => (everyOrder ? queueSummary(everyOrder) : undefined), [everyOrder]);
  const counts: QueueCounts | QueueSummary | undefined = summary.data ?? computed;
  // Counted from the orders, a tab's badge is what it lists; the server's breakdown is the stats cards'.
  const listedPerTab = useMemo(() => (everyOrder ? tabCounts(everyOrder) : undefined), [everyOrder]);
  const [openedTab, setOpenedTab] = useState<OrderCenterTab | null>(null);
  // On a phone the cards and filters fold away so the first order shows on the first screen; folding
  // hides them only (they stay mounted, the filters stay in the address).
  const isPhone = useIsPhone();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const folded = isPhone && !filtersOpen;
  const tab = orderId && openedTab ? openedTab : filters.tab;

  // Stable, so the tab bar (which measures itself after every render) renders only when it changes.
  const chooseTab = useEventCallback((next: OrderCenterTab) => {
    const search = orderCenterSearch({ ...filters, tab: next });
    if (orderId) navigate(`${penjualanWebRoutes.orderCenter()}${search}`);
    else update({ tab: next });
  });
  const tabBadges = useMemo(
    () =>
      ORDER_CENTER_TABS.map((value) => {
        const pair = listedPerTab ? listedPerTab[value] : counts?.breakdown[SUMMARY_KEY[value]];
        return pair ? Number(pair.active) + (filters.showCompleted ? Number(pair.completed) : 0) : null;
      }),
    [listedPerTab, counts, filters.showCompleted],
  );

  return (
    <Box sx={pageSx}>
      <PageHeader
        title={m.title}
        // An opened order names itself in the app bar (its detail sets the title).
        appBarTitle={orderId ? false : m.title}
        back={
          <Button component={RouterLink} to={HOME_PATH} startIcon={<ArrowBackIcon />} size="small">
            {m.back}
          </Button>
        }
        actions={<RefreshButton />}
      />

      {summary.isError && <RetryAlert error={summary.error} fallback={penjualanWebMessages.errors.loadOrders} onRetry={() => summary.refetch()} retrying={summary.isFetching} />}
      {/* The queue shows the four types; an opened order keeps only the tabs above it. */}
      {!orderId && isPhone && (
        <Box>
          <Button size="small" variant="outlined" startIcon={<TuneIcon />} aria-expanded={filtersOpen} aria-controls="order-center-filters" onClick={() => setFiltersOpen((open) => !open)} data-testid="filters-toggle">
            {filtersOpen ? m.filtersHide : format(m.filtersButton, { count: activeFilterCount(filters) })}
          </Button>
        </Box>
      )}
      {!orderId && (
        <Collapse in={!folded} id="order-center-filters" data-testid="filters-panel" sx={{ '&.MuiCollapse-hidden': { display: 'none' } }}>
          <OrderCenterSummary summary={counts} current={tab} onChoose={chooseTab} />
        </Collapse>
      )}
      {computed && everyOrder && (
        <Typography variant="caption" color="text.secondary" data-testid="summary-computed" sx={{ mt: -1 }}>
          {format(queue.truncated ? m.countedFromNewest : m.countedFromLoaded, { count: formatNumber(everyOrder.length) })}
          {queue.loadingMore ? ` ${m.countingMore}` : ''}
        </Typography>
      )}

      <QueueTabs tab={tab} counts={tabBadges} onChoose={chooseTab} />

      {orderId ? (
        <OrderDetail id={orderId} onTab={setOpenedTab} />
      ) : (
        <Queue filters={filters} update={update} summary={counts} queue={queue} folded={folded} />
      )}
    </Box>
  );
};

/**
 * The four tabs with their counts. Memoised: MUI's tabs measure themselves after every render (a forced
 * layout each time), and the page re-renders often as the summary and the queue's pages arrive.
 */
const QueueTabs = memo(function QueueTabs({ tab, counts, onChoose }: { tab: OrderCenterTab; counts: readonly (number | null)[]; onChoose: (tab: OrderCenterTab) => void }) {
  return (
    <Tabs value={tab} onChange={(_, next: OrderCenterTab) => onChoose(next)} variant="scrollable" allowScrollButtonsMobile aria-label={m.title}>
      {ORDER_CENTER_TABS.map((value, index) => {
        const count = counts[index];
        return (
          <Tab
            key={value}
            value={value}
            data-testid={`tab-${value}`}
            label={
              <Badge color="primary" badgeContent={count === null ? undefined : formatNumber(count)} max={Number.MAX_SAFE_INTEGER} sx={BADGE_SX}>
                {m.tabs[value]}
              </Badge>
            }
          />
        );
      })}
    </Tabs>
  );
});

const BADGE_SX = { '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 1 } } as const;

/** Reloads the whole area: the summary, the queue, an opened order and its tracking. */
const RefreshButton = () => {
  const { refresh, refreshing } = useRefreshOrders();
  return (
    <Button size="small" startIcon={<RefreshIcon />} disabled={refreshing} onClick={() => void refresh()} data-testid="order-center-refresh">
      {m.refresh}
    </Button>
  );
};

interface QueueProps {
  filters: OrderCenterFilters;
  update: (change: Partial<OrderCenterFilters>) => void;
  summary: QueueCounts | QueueSummary | undefined;
  queue: ReturnType<typeof useOrderWalk>;
  /** On a phone with the filters folded away: the overview and filter card are hidden, still mounted. */
  folded: boolean;
}

const Queue = ({ filters, update, summary, folded, queue: { walk: queue, orders: loaded, loadingMore, truncated, hasMore, loadMore } }: QueueProps) => {
  const stableUpdate = useEventCallback(update);
  const [selected, setSelected] = useState<ReadonlySet<Order['id']>>(new Set());
  // One callback for every card, so a memoised card is not re-rendered for a new closure.
  const select = useCallback(
    (id: Order['id'], checked: boolean) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const [shown, setShown] = useState(CARDS_PER_STEP);
  const filterKey = JSON.stringify(filters);
  const [shownFor, setShownFor] = useState(filterKey);
  // A new tab or filter starts again from the first cards.
  if (shownFor !== filterKey) {
    setShownFor(filterKey);
    setShown(CARDS_PER_STEP);
  }
  const now = useMemo(() => new Date(), [queue.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps -- the clock is read when the data arrives
  // An order unchanged since the list before (the new tab's preview, a refetch) keeps its object, so its card is not rendered again.
  const orders = useSharedRecords(useMemo(() => visibleOrders(loaded ?? [], filters, now), [loaded, filters, now]));
  const printable = orders.filter((order) => order.url_cetak_resi && selected.has(order.id));
  // The cards to show come from the pages in; when they hold fewer (the first page's, or a server that
  // ignores a filter's hint), the next page is asked for, one at a time, never the whole queue.
  const fetching = queue.isFetching;
  useEffect(() => {
    if (hasMore && !fetching && orders.length < shown) loadMore();
  }, [hasMore, fetching, orders.length, shown, loadMore]);
  // The first paint holds the cards a tall window shows; the rest follow once it is painted.
  const cards = useFirstItemsFirst(orders.slice(0, shown), FIRST_PAINT_CARDS);
  // More on the server: the count is a floor ('100+'), not the queue's size.
  const foundText = formatNumber(orders.length) + (hasMore ? '+' : '');

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Collapse in={!folded} sx={{ '&.MuiCollapse-hidden': { display: 'none' } }}>
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, auto)' }, gap: 1, m: 0 }} aria-label={m.overview}>
              <Overview label={m.totalOrders} value={summary ? formatNumber(Number(summary.breakdown.total.active) + Number(summary.breakdown.total.completed)) : null} testId="overview-total" />
              <Overview label={m.cvOrders} value={summary ? formatNumber(Number(summary.entities.cv)) : null} testId="overview-cv" />
              <Overview label={m.pribadiOrders} value={summary ? formatNumber(Number(summary.entities.pribadi)) : null} testId="overview-pribadi" />
              <Overview label={m.activeFilter} value={activeFilterText(filters)} testId="overview-filter" />
            </Box>
            {/* Wraps rather than squeezing: at a laptop's width the count would otherwise be cut off. */}
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: { md: 'wrap' } }}>
              <QueueFilterControls
                entity={filters.entity}
                courier={filters.courier}
                stuckOnly={filters.stuckOnly}
                readyOnly={filters.readyOnly}
                pendingOnly={filters.pendingOnly}
                cvCount={summary ? formatNumber(Number(summary.entities.cv)) : '…'}
                pribadiCount={summary ? formatNumber(Number(summary.entities.pribadi)) : '…'}
                update={stableUpdate}
              />
              <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="orders-found" sx={{ ml: { md: 'auto' }, whiteSpace: 'nowrap' }}>
                {loaded ? format(m.ordersFound, { count: foundText }) : ''}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      </Collapse>

      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <FormControlLabel
          sx={{ m: 0 }}
          control={<Checkbox checked={filters.showCompleted} onChange={(event) => update({ showCompleted: event.target.checked })} data-testid="show-completed" />}
          label={m.showCompleted}
        />
        {printable.length > 0 && (
          <Button component={RouterLink} to={penjualanWebRoutes.labels(printable.map((order) => order.id))} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<PrintIcon />} data-testid="print-selected">
            {format(m.printSelected, { count: printable.length })}
          </Button>
        )}
      </Stack>

      {loadingMore && loaded && (
        <Box data-testid="queue-loading-more" aria-live="polite">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {format(m.loadingMore, { count: formatNumber(loaded.length) })}
          </Typography>
          <LinearProgress aria-label={format(m.loadingMore, { count: formatNumber(loaded.length) })} />
        </Box>
      )}
      {queue.isError ? (
        <RetryAlert error={queue.error} fallback={LOAD_FAILED[filters.tab]} onRetry={() => queue.refetch()} retrying={queue.isFetching} testId="queue-error" />
      ) : queue.isPending || (orders.length === 0 && hasMore) ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, gap: 2 }} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={260} />
          ))}
        </Box>
      ) : orders.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="queue-empty">
          <Typography variant="h6" gutterBottom>
            {m.empty}
          </Typography>
          <Button variant="outlined" onClick={() => update({ courier: '' })}>
            {m.showAll}
          </Button>
        </Box>
      ) : (
        <>
          {truncated && <Alert severity="info" data-testid="queue-truncated">{format(m.limited, { count: formatNumber(loaded?.length ?? 0) })}</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, gap: 2, opacity: queue.isPlaceholderData ? 0.6 : 1 }} aria-busy={queue.isFetching} data-testid="order-grid">
            {cards.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                stuck={stuckReason(order, now)}
                selected={selected.has(order.id)}
                onSelect={order.url_cetak_resi ? select : undefined}
              />
            ))}
          </Box>
          {(orders.length > shown || hasMore) && (
            <Box sx={{ textAlign: 'center' }}>
              {/* Past the cards in, the same button brings the server's next page (the effect above). */}
              <Button variant="outlined" disabled={loadingMore} onClick={() => setShown((count) => count + CARDS_PER_STEP)} data-testid="show-more">
                {format(m.showMore, { shown: formatNumber(Math.min(shown, orders.length)), total: foundText })}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
};

interface QueueFilterControlsProps extends Pick<OrderCenterFilters, 'entity' | 'courier' | 'stuckOnly' | 'readyOnly' | 'pendingOnly'> {
  /** The entities' counts as shown in their options ('…' until the summary is in). */
  cvCount: string;
  pribadiCount: string;
  /** Stable: the controls render again only when a filter or a count changes, not on a tab switch. */
  update: (change: Partial<OrderCenterFilters>) => void;
}

const QueueFilterControls = memo(function QueueFilterControls({ entity, courier, stuckOnly, readyOnly, pendingOnly, cvCount, pribadiCount, update }: QueueFilterControlsProps) {
  const filtered = activeFilterCount({ entity, courier, stuckOnly, readyOnly, pendingOnly }) > 0;
  return (
    <>
      {/* Native selects: the phone's own picker, and no menu to render on every change. */}
      <TextField
        select
        size="small"
        label={m.entityFilter}
        value={entity}
        onChange={(event) => update({ entity: event.target.value as OrderCenterFilters['entity'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'entity-filter' } }}
        sx={{ minWidth: 200, width: { md: 200 }, m: 0 }}
      >
        <option value="ALL">{m.allEntities}</option>
        <option value="CV">{format(m.cvOnly, { count: cvCount })}</option>
        <option value="PRIBADI">{format(m.pribadiOnly, { count: pribadiCount })}</option>
      </TextField>
      <TextField
        select
        size="small"
        label={m.courierFilter}
        value={courier}
        onChange={(event) => update({ courier: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'courier-filter' } }}
        sx={{ minWidth: 200, width: { md: 200 }, m: 0 }}
      >
        <option value="">{m.allCouriers}</option>
        {COURIER_FILTER_GROUPS.map((group) => (
          <option key={group} value={group}>
            {m.courierGroups[group]}
          </option>
        ))}
        {COURIERS.filter((option) => isBiteshipGroupCourier(option.code)).map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </TextField>
      <FormControlLabel sx={{ whiteSpace: 'nowrap', m: 0 }} control={<Switch checked={stuckOnly} onChange={(event) => update({ stuckOnly: event.target.checked })} data-testid="stuck-only" />} label={m.stuckOnly} />
      <FormControlLabel sx={{ whiteSpace: 'nowrap', m: 0 }} control={<Switch checked={readyOnly} onChange={(event) => update({ readyOnly: event.target.checked })} data-testid="ready-only" />} label={m.readyOnly} />
      <FormControlLabel sx={{ whiteSpace: 'nowrap', m: 0 }} control={<Switch checked={pendingOnly} onChange={(event) => update({ pendingOnly: event.target.checked })} data-testid="pending-only" />} label={m.pendingOnly} />
      <Button size="small" disabled={!filtered} sx={{ whiteSpace: 'nowrap' }} onClick={() => update({ entity: 'ALL', courier: '', stuckOnly: false, readyOnly: false, pendingOnly: false })}>
        {m.clearFilter}
      </Button>
    </>
  );
});

const Overview = ({ label, value, testId }: { label: string; value: string | null; testId: string }) => (
  <Box>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
      {value ?? <Skeleton width={48} />}
    </Typography>
  </Box>
);
