import AddIcon from '@mui/icons-material/Add';
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { ListPagination } from '../../components/ListPagination';
import { RouteButton } from '../../components/RouteButton';
import { messages } from '../../i18n/messages';
import { voucherRoutes } from './routes';
import { RefreshListButton } from './RefreshListButton';
import { BerlakuCell, KuotaCell, MinBelanjaCell, NilaiCell, StatusCell, TipeCell } from './VoucherCells';
import { VoucherRowActions } from './VoucherRowActions';
import { voucherMessages } from './messages';
import { voucherCsvColumns } from './csvColumns';
import { ExportCsvButton } from '../../components/ExportCsvButton';

const ListActions = () => {
  return (
    <TopToolbar>
      <RefreshListButton />
      <ExportCsvButton fileName="voucher" columns={voucherCsvColumns} />
      <RouteButton to={voucherRoutes.create()} label={voucherMessages.add} icon={<AddIcon />} variant="contained" />
    </TopToolbar>
  );
};

const Empty = () => {
  return <EmptyState message={voucherMessages.empty} actionLabel={voucherMessages.emptyAction} to={voucherRoutes.create()} />;
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={voucherMessages.search} />];

/** The voucher table (spec section 2): newest first, paged on the client over the whole list. */
export const VoucherList = () => {
  return (
    <List
      title={voucherMessages.listTitle}
      actions={<ListActions />}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      empty={<Empty />}
      error={<ListError fallback={voucherMessages.loadFailed} />}
      pagination={<ListPagination />}
      // The error shows inline with 'Coba Lagi'; a toast repeating it would only add noise.
      queryOptions={{ onError: () => undefined }}
      // Nine columns do not fit a narrow screen: the table scrolls sideways inside its card instead of
      // widening the page (inline-size containment stops the table's width from pushing the layout).
      sx={{ '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } }}
    >
      <DataTable rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
        <DataTable.Col source="nama_voucher" label={voucherMessages.colNama} sx={{ minWidth: 140 }} />
        <DataTable.Col source="kode_voucher" label={voucherMessages.colKode} cellSx={() => ({ fontFamily: 'monospace', fontSize: '0.8125rem' })} />
        <DataTable.Col source="tipe_diskon" label={voucherMessages.colTipe}>
          <TipeCell />
        </DataTable.Col>
        <DataTable.Col source="nilai_diskon" label={voucherMessages.colNilai} disableSort>
          <NilaiCell />
        </DataTable.Col>
        <DataTable.Col source="min_belanja" label={voucherMessages.colMinBelanja}>
          <MinBelanjaCell />
        </DataTable.Col>
        <DataTable.Col source="tanggal_berakhir" label={voucherMessages.colBerlaku}>
          <BerlakuCell />
        </DataTable.Col>
        <DataTable.Col source="kuota_voucher" label={voucherMessages.colKuota}>
          <KuotaCell />
        </DataTable.Col>
        <DataTable.Col source="status" label={voucherMessages.colStatus}>
          <StatusCell />
        </DataTable.Col>
        <DataTable.Col label={messages.common.actions} align="right" disableSort>
          <VoucherRowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
