import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { DataTable, List, SearchInput, SelectInput, TopToolbar, useListContext, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { ListError } from '../../../components/ListError';
import { ListPagination } from '../../../components/ListPagination';
import { LongText } from '../../../components/LongText';
import { CompactList } from '../../../components/CompactList';
import { PageHeader } from '../../../components/PageHeader';
import { useIsPhone } from '../../../components/useIsPhone';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID, entityName } from '../../../domain/entity';
import { hasServerId } from '../../../api/schemas/tolerant';
import { IncompleteMark, recordRupiah } from '../../../components/IncompleteMark';
import { formatNumber } from '../../../domain/format';
import { orderCsvColumns } from './csvColumns';
import { penjualanWebMessages } from '../shared/messages';
import { OrderCodeCell } from '../shared/components/OrderCodeCell';
import { OrderStatusChip } from '../shared/components/OrderStatusChip';
import { penjualanWebRoutes, type TransactionOrigin } from '../routes';
import { HISTORY_STATUSES, statusLabel, type HistoryCounts } from '../shared/rules/history';
import type { Order } from '../schemas';
import { FirstRowsFirst } from '../../../components/AfterFirstPaint';

const m = penjualanWebMessages.history;

/** Spec: the history's filter inputs wait 500 ms after typing before they apply. */
const FILTER_DEBOUNCE_MS = 500;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={m.search} />,
  <SelectInput key="status" source="status" label={m.status} alwaysOn emptyText={m.allStatuses} choices={HISTORY_STATUSES.map((status) => ({ id: status, name: statusLabel(status) }))} />,
  <SelectInput
    key="entitas_id"
    source="entitas_id"
    label={m.entity}
    alwaysOn
    emptyText={m.allEntities}
    choices={[
      { id: ENTITY_CV_ID, name: entityName(ENTITY_CV_ID) },
      { id: ENTITY_PRIBADI_ID, name: entityName(ENTITY_PRIBADI_ID) },
    ]}
  />,
];

const HistoryActions = () => {
  const { refetch, isFetching, setFilters, filterValues } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '');
  return (
    <TopToolbar>
      <Button size="small" startIcon={<FilterAltOffIcon />} disabled={!filtered} onClick={() => setFilters({}, {})}>
        {m.clearFilters}
      </Button>
      <Button size="small" startIcon={<RefreshIcon />} disabled={isFetching} onClick={() => refetch()}>
        {m.refresh}
      </Button>
      <ExportCsvButton fileName="riwayat-transaksi" columns={orderCsvColumns} pageSize={10_000} />
    </TopToolbar>
  );
};

const COUNT_CARDS: ReadonlyArray<[keyof HistoryCounts, string]> = [
  ['total', m.countTotal],
  ['lunas', m.countLunas],
  ['pending', m.countPending],
  ['dibatalkan', m.countDibatalkan],
];

/** The summary over what the filters select (the list's meta, counted over every matching order). */
const HistoryCountCards = () => {
  const { meta, isPending } = useListContext();
  const counts = (meta as { counts?: HistoryCounts } | undefined)?.counts;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 1.5, mb: 2 }}>
      {COUNT_CARDS.map(([key, label]) => (
        <Card key={key} variant="outlined">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`history-count-${key}`}>
              {isPending || !counts ? '…' : formatNumber(counts[key])}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

// A record salvaged without an id of the server's has no detail to open.
const DetailLink = ({ order }: { order: Order }) => hasServerId(order) && (
  <Button component={RouterLink} to={penjualanWebRoutes.transaction(order.id)} state={{ from: 'riwayat' satisfies TransactionOrigin }} size="small" variant="outlined">
    {m.detail}
  </Button>
);

const Empty = () => (
  <Typography sx={{ p: 4, textAlign: 'center', width: '100%' }} color="text.secondary" data-testid="history-empty">
    {m.empty}
  </Typography>
);


const StatusCell = ({ order }: { order: Order }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
    <OrderStatusChip status={order.status_pembayaran} />
    <OrderStatusChip status={order.status_pengiriman} />
  </Stack>
);

/** The transactions a tall window shows above the fold: the first paint holds these, the rest of the page follows. */
const FIRST_PAINT_ROWS = 12;

/**
 * 'Riwayat Transaksi' (order spec §2): every web order, newest first, filtered by search, status and
 * entity (kept in the address), with counts over what the filters select and a 'Detail' link that
 * remembers it came from here.
 */
export const PenjualanWebHistory = () => {
  const isPhone = useIsPhone();
  return (
    <>
      <PageHeader title={m.title} list />
      <List
        resource="penjualan-web"
        // The header above sets the app bar's title.
        title={false}
        actions={<HistoryActions />}
        filters={filters}
        debounce={FILTER_DEBOUNCE_MS}
        sort={{ field: 'tanggal_pesan', order: 'DESC' }}
        perPage={25}
        empty={false}
        error={<ListError fallback={penjualanWebMessages.errors.loadHistory} />}
        pagination={<ListPagination />}
        queryOptions={{ onError: () => undefined }}
        sx={{ '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } }}
      >
        <HistoryCountCards />
        <HistoryRows isPhone={isPhone} />
      </List>
    </>
  );
};

/** The rows, or the spec's empty text once the filters select nothing. */
const HistoryRows = ({ isPhone }: { isPhone: boolean }) => {
  const { isPending, data } = useListContext<Order>();
  if (!isPending && data?.length === 0) return <Empty />;
  return isPhone ? (
        <CompactList<Order>
          primary={(order) => order.kode_transaksi || String(order.id)}
          secondary={(order) => `${order.nama_penerima} · ${recordRupiah(order, order.total_akhir)}`}
          meta={(order) => (
            <>
              <IncompleteMark record={order} name={order.kode_transaksi || String(order.id)} />
              <StatusCell order={order} />
            </>
          )}
          actions={<RecordDetailLink />}
          testId="history-compact-list"
        />
      ) : (
        <FirstRowsFirst rows={FIRST_PAINT_ROWS}>
          <DataTable<Order> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
            <DataTable.Col source="tanggal_pesan" label={m.colTransaction} render={(order: Order) => <OrderCodeCell order={order} />} />
            <DataTable.Col source="nama_penerima" label={m.colCustomer} render={(order: Order) => <LongText text={order.nama_penerima} />} />
            <DataTable.Col source="entitas_id" label={m.colEntity} render={(order: Order) => entityName(order.entitas_id, order.kode_transaksi)} />
            <DataTable.Col source="total_akhir" label={m.colTotal} align="right" render={(order: Order) => recordRupiah(order, order.total_akhir)} />
            <DataTable.Col source="metode_pengiriman" label={m.colShipping} render={(order: Order) => <LongText text={order.metode_pengiriman} />} />
            <DataTable.Col label={m.colStatus} disableSort render={(order: Order) => <StatusCell order={order} />} />
            <DataTable.Col label={m.colAction} disableSort align="right" render={(order: Order) => <DetailLink order={order} />} />
          </DataTable>
        </FirstRowsFirst>
      );
};

const RecordDetailLink = () => {
  const order = useRecordContext<Order>();
  return order ? <DetailLink order={order} /> : null;
};
