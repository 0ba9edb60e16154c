import AddIcon from '@mui/icons-material/Add';
import { DataTable, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { ListPagination } from '../../components/ListPagination';
import { RouteButton } from '../../components/RouteButton';
import { messages } from '../../i18n/messages';
import { voucherRoutes } from './routes';
import { RefreshListButton } from './RefreshListButton';
import { BerlakuCell, KuotaCell, MinBelanjaCell, NilaiCell, StatusCell, TipeCell } from './VoucherCells';
import { VoucherRowActions } from './VoucherRowActions';

const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <RefreshListButton />
      <RouteButton to={voucherRoutes.create()} label={translate('app.voucher.add')} icon={<AddIcon />} variant="contained" />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return <EmptyState message={translate('app.voucher.empty')} actionLabel={translate('app.voucher.emptyAction')} to={voucherRoutes.create()} />;
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={messages.voucher.search} />];

/** The voucher table (spec section 2): newest first, paged on the client over the whole list. */
export const VoucherList = () => {
  const translate = useTranslate();
  return (
    <List
      title={translate('app.voucher.listTitle')}
      actions={<ListActions />}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      empty={<Empty />}
      error={<ListError fallback={messages.voucher.loadFailed} />}
      pagination={<ListPagination />}
      // The error shows inline with 'Coba Lagi'; a toast repeating it would only add noise.
      queryOptions={{ onError: () => undefined }}
      // Nine columns do not fit a narrow screen: the table scrolls sideways inside its card instead of
      // widening the page (inline-size containment stops the table's width from pushing the layout).
      sx={{ '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } }}
    >
      <DataTable rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
        <DataTable.Col source="nama_voucher" label={translate('app.voucher.colNama')} sx={{ minWidth: 140 }} />
        <DataTable.Col source="kode_voucher" label={translate('app.voucher.colKode')} cellSx={() => ({ fontFamily: 'monospace', fontSize: '0.8125rem' })} />
        <DataTable.Col source="tipe_diskon" label={translate('app.voucher.colTipe')}>
          <TipeCell />
        </DataTable.Col>
        <DataTable.Col source="nilai_diskon" label={translate('app.voucher.colNilai')} disableSort>
          <NilaiCell />
        </DataTable.Col>
        <DataTable.Col source="min_belanja" label={translate('app.voucher.colMinBelanja')}>
          <MinBelanjaCell />
        </DataTable.Col>
        <DataTable.Col source="tanggal_berakhir" label={translate('app.voucher.colBerlaku')}>
          <BerlakuCell />
        </DataTable.Col>
        <DataTable.Col source="kuota_voucher" label={translate('app.voucher.colKuota')}>
          <KuotaCell />
        </DataTable.Col>
        <DataTable.Col source="status" label={translate('app.voucher.colStatus')}>
          <StatusCell />
        </DataTable.Col>
        <DataTable.Col label={translate('app.common.actions')} align="right" disableSort>
          <VoucherRowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
