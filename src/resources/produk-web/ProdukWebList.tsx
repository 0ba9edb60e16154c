import AddIcon from '@mui/icons-material/Add';
import { List, SearchInput, TopToolbar } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { ListPagination } from '../../components/ListPagination';
import { RouteButton } from '../../components/RouteButton';
import { produkWebRoutes } from './routes';
import { ProdukWebTable } from './ProdukWebTable';
import { produkWebMessages } from './messages';
import { produkWebCsvColumns } from './csvColumns';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { PageHeader } from '../../components/PageHeader';
import { PRODUCT_PAGE_SIZE, PRODUCT_SEARCH_DEBOUNCE_MS } from './constants';

/** Catalogue spec §9: 8 products per page, search debounced 300 ms. */

const ListActions = () => {
  return (
    <TopToolbar>
      {/* The endpoint pages by at most 100 and sends no total: the export reads page by page. */}
      <ExportCsvButton fileName="produk-web" columns={produkWebCsvColumns} pageSize={100} />
      <RouteButton to={produkWebRoutes.create()} label={produkWebMessages.add} icon={<AddIcon />} variant="contained" />
    </TopToolbar>
  );
};

/** No products at all (a search with no result is the table's own message). */
const Empty = () => {
  return <EmptyState message={produkWebMessages.empty} actionLabel={produkWebMessages.emptyAction} to={produkWebRoutes.create()} testId="product-empty" />;
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={produkWebMessages.search} sx={{ minWidth: 320 }} />];

/**
 * `/admin/produk-web`: pages of 8 without a total (react-admin's partial pagination: a full page means
 * there may be more), searched on the server over title, description and tags.
 */
export const ProdukWebList = () => {
  return (
    <>
      <PageHeader title={produkWebMessages.listTitle} list />
      <List
        resource="produk-web"
        // The header above sets the app bar's title.
        title={false}
        actions={<ListActions />}
        filters={filters}
        debounce={PRODUCT_SEARCH_DEBOUNCE_MS}
        perPage={PRODUCT_PAGE_SIZE}
        empty={<Empty />}
        error={<ListError fallback={produkWebMessages.loadFailed} />}
        pagination={<ListPagination />}
        // The error shows inline with 'Coba Lagi'; a toast repeating it would only add noise.
        queryOptions={{ onError: () => undefined }}
      >
        <ProdukWebTable />
      </List>
    </>
  );
};
