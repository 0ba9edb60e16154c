import { Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataTable,
  DeleteWithConfirmButton,
  List,
  SearchInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { errorMessage } from '../../api/errors';
import { ActiveStatusChip } from '../../components/ActiveStatusChip';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { ListPagination } from '../../components/ListPagination';
import { RouteButton } from '../../components/RouteButton';
import { messages } from '../../i18n/messages';
import { merkRoutes } from './routes';

const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <RouteButton to={merkRoutes.create()} label={translate('app.merk.add')} icon={<AddIcon />} variant="contained" />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return <EmptyState message={translate('app.merk.empty')} actionLabel={translate('app.merk.emptyAction')} to={merkRoutes.create()} />;
};

const RowActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <RouteButton to={merkRoutes.edit(record.id)} label={translate('app.common.edit')} icon={<EditIcon />} />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        confirmTitle={translate('app.merk.deleteConfirmTitle', { name: record.nama })}
        confirmContent="app.merk.deleteConfirm"
        mutationOptions={{
          onSuccess: () => notify('app.merk.deleted', { type: 'success' }),
          onError: (error: unknown) => notify(errorMessage(error, messages.merk.deleteFailed), { type: 'error' }),
        }}
        redirect={false}
      />
    </Box>
  );
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={messages.merk.search} />];

export const MerkList = () => {
  const translate = useTranslate();
  return (
    <List
      title={translate('app.merk.listTitle')}
      actions={<ListActions />}
      filters={filters}
      sort={{ field: 'nama', order: 'ASC' }}
      perPage={10}
      empty={<Empty />}
      error={<ListError fallback={messages.merk.loadFailed} />}
      pagination={<ListPagination />}
      // The error shows inline with 'Coba Lagi'; a toast repeating it would only add noise.
      queryOptions={{ onError: () => undefined }}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="nama" label={translate('app.merk.nama')} />
        <DataTable.Col source="slug" label={translate('app.merk.slug')} />
        <DataTable.Col source="isActive" label={translate('app.merk.status')}>
          <ActiveStatusChip source="isActive" />
        </DataTable.Col>
        <DataTable.Col label={translate('app.common.actions')} align="right" disableSort>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
