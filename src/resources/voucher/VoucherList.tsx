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
import { Box } from '@mui/material';
import { PageHeader } from '../../components/PageHeader';
import { useIsPhone } from '../../components/useIsPhone';

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

/** The voucher table (catalogue spec §2): newest first, paged on the client over the whole list. */
export const VoucherList = () => {
  const isPhone = useIsPhone();
  return (
    <>
      <PageHeader title={voucherMessages.listTitle} list />
      <List
        // The header above sets the app bar's title.
        title={false}
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
            actions={<VoucherRowActions />}
            testId="voucher-compact-list"
          />
        ) : (
          <DataTable
            rowClick={false}
            bulkActionButtons={false}
            // Nine columns share about 1000 px at 1280 with the sidebar open. The tight padding and the sort
            // arrow shown only on the sorted column (an invisible arrow still took 26 px in every sortable
            // header) are what let them all fit, the actions included.
            sx={{
              '& .MuiTableCell-root': { px: 0.75 },
              '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
              '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
            }}
          >
            <DataTable.Col source="nama_voucher" label={voucherMessages.colNama} sx={{ minWidth: 100 }} render={(record: Voucher) => <LongText text={record.nama_voucher} lines={3} />} />
            <DataTable.Col
              source="kode_voucher"
              label={voucherMessages.colKode}
              // Codes are short and are what staff look for, so the column keeps them whole (width max-content);
              // 16ch fits the seed's longest code (15) and lets any valid one (at most 30 characters) show whole on
              // two lines, while the line clamp keeps an absurd one from growing the row.
              render={(record: Voucher) => (
                <LongText text={record.kode_voucher} sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', width: 'max-content', maxWidth: '16ch' }} />
              )}
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
    </>
  );
};
