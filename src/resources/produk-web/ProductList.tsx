import AddIcon from '@mui/icons-material/Add';
import { List, SearchInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { ListPagination } from '../../components/ListPagination';
import { RouteButton } from '../../components/RouteButton';
import { messages } from '../../i18n/messages';
import { produkWebRoutes } from './routes';
import { ProductTable } from './ProductTable';

/** Spec section 9: 8 products per page, search debounced 300 ms. */
export const PRODUCT_PAGE_SIZE = 8;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <RouteButton to={produkWebRoutes.create()} label={translate('app.product.add')} icon={<AddIcon />} variant="contained" />
    </TopToolbar>
  );
};

/** No products at all (a search with no result is the table's own message). */
const Empty = () => {
  const translate = useTranslate();
  return <EmptyState message={translate('app.product.empty')} actionLabel={translate('app.product.emptyAction')} to={produkWebRoutes.create()} testId="product-empty" />;
};

/** Pagination, except on a first page without rows, where "1-8" of nothing would only confuse. */
const ProductPagination = () => {
  const { data, page, isPending } = useListContext();
  if (!isPending && page === 1 && (data?.length ?? 0) === 0) return null;
  return <ListPagination rowsPerPageOptions={[]} />;
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={messages.product.search} sx={{ minWidth: 320 }} />];

/**
 * `/admin/produk-web`: pages of 8 without a total (react-admin's partial pagination: a full page means
 * there may be more), searched on the server over title, description and tags.
 */
export const ProductList = () => {
  const translate = useTranslate();
  return (
    <List
      resource="produk-web"
      title={translate('app.product.listTitle')}
      actions={<ListActions />}
      filters={filters}
      debounce={PRODUCT_SEARCH_DEBOUNCE_MS}
      perPage={PRODUCT_PAGE_SIZE}
      empty={<Empty />}
      error={<ListError fallback={messages.product.loadFailed} />}
      pagination={<ProductPagination />}
      // The error shows inline with 'Coba Lagi'; a toast repeating it would only add noise.
      queryOptions={{ onError: () => undefined }}
    >
      <ProductTable />
    </List>
  );
};
