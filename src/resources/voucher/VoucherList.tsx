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
import type { Voucher } from './schemas';
import { LongText } from '../../components/LongText';
import { displayText } from '../../domain/displayText';
import { CompactList } from '../../components/CompactList';
import { Box, useMediaQuery, type Theme } from '@mui/material';

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
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
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
      {isPhone ? (
        <CompactList<Voucher>
          primary={(r) => r.nama_voucher}
          secondary={(r) => (
            <>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                <bdi>{displayText(r.kode_voucher)}</bdi>
              </Box>
              {' · '}
              <NilaiCell />
            </>
          )}
          meta={() => <StatusCell />}
          actions={<VoucherRowActions compact />}
          testId="voucher-compact-list"
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
          <DataTable.Col source="nama_voucher" label={voucherMessages.colNama} sx={{ minWidth: 140 }} render={(record: Voucher) => <LongText text={record.nama_voucher} />} />
          <DataTable.Col
            source="kode_voucher"
            label={voucherMessages.colKode}
            render={(record: Voucher) => <LongText text={record.kode_voucher} lines={1} sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', maxWidth: 220 }} />}
          />
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
      )}
    </List>
  );
};
