import { Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, List, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { ActiveStatusChip } from '../../components/ActiveStatusChip';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { ListPagination } from '../../components/ListPagination';
import { RouteButton } from '../../components/RouteButton';
import { messages } from '../../i18n/messages';
import { merkRoutes } from './routes';
import { format } from '../../i18n/format';
import { merkMessages } from './messages';
import { merkCsvColumns } from './csvColumns';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import type { Merk } from './schemas';
import { LongText } from '../../components/LongText';
import { CompactList } from '../../components/CompactList';
import { PageHeader } from '../../components/PageHeader';
import { useIsPhone } from '../../components/useIsPhone';

const ListActions = () => {
  return (
    <TopToolbar>
      <ExportCsvButton fileName="merk" columns={merkCsvColumns} />
      <RouteButton to={merkRoutes.create()} label={merkMessages.add} icon={<AddIcon />} variant="contained" />
    </TopToolbar>
  );
};

const Empty = () => {
  return <EmptyState message={merkMessages.empty} actionLabel={merkMessages.emptyAction} to={merkRoutes.create()} />;
};

const RowActions = ({ compact = false }: { compact?: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <RouteButton to={merkRoutes.edit(record.id)} label={messages.common.edit} icon={<EditIcon />} iconOnly={compact} />
      <DeleteRecordButton
        resource="merk"
        record={record}
        title={format(merkMessages.deleteConfirmTitle, { name: record.nama })}
        content={merkMessages.deleteConfirm}
        messages={merkMessages}
      />
    </Box>
  );
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={merkMessages.search} />];

export const MerkList = () => {
  const isPhone = useIsPhone();
  return (
    <>
      <PageHeader title={merkMessages.listTitle} list />
      <List
        // The header above sets the app bar's title.
        title={false}
        actions={<ListActions />}
        filters={filters}
        sort={{ field: 'nama', order: 'ASC' }}
        perPage={10}
        empty={<Empty />}
        error={<ListError fallback={merkMessages.loadFailed} />}
        pagination={<ListPagination />}
        // The error shows inline with 'Coba Lagi'; a toast repeating it would only add noise.
        queryOptions={{ onError: () => undefined }}
      >
        {isPhone ? (
          <CompactList<Merk> primary={(r) => r.nama} secondary={(r) => r.slug} meta={() => <ActiveStatusChip source="isActive" />} actions={<RowActions compact />} testId="merk-compact-list" />
        ) : (
          <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="nama" label={merkMessages.nama} render={(record: Merk) => <LongText text={record.nama} />} />
            <DataTable.Col source="slug" label={merkMessages.slug} render={(record: Merk) => <LongText text={record.slug} lines={1} />} />
            <DataTable.Col source="isActive" label={merkMessages.status}>
              <ActiveStatusChip source="isActive" />
            </DataTable.Col>
            <DataTable.Col label={messages.common.actions} align="right" disableSort>
              <RowActions />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </>
  );
};
