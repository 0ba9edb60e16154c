import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AutocompleteInput, List, SearchInput, TopToolbar, useListContext } from 'react-admin';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { ListPagination } from '../../components/ListPagination';
import { RetryAlert } from '../../components/RetryAlert';
import { reviewCsvColumns } from './csvColumns';
import { reviewKeys, useReviewProducts } from './hooks';
import { reviewMessages as m } from './messages';
import { ReviewCardList } from './ReviewCardList';
import { ReviewEditorDialog } from './ReviewEditorDialog';
import { ReviewStatsCards } from './ReviewStatsCards';
import { productNameLookup, reviewProductOptions } from './rules/products';
import type { Review } from './schemas';

/** Newest first, ten a page: the same on every visit. */
export const REVIEW_LIST_DEFAULTS = { perPage: 10, sort: { field: 'createdAt', order: 'DESC' as const } };

const Actions = ({ onAdd, productName }: { onAdd: () => void; productName: (review: Review) => string }) => (
  <TopToolbar>
    <ExportCsvButton fileName="review" columns={reviewCsvColumns(productName)} />
    <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onAdd}>
      {m.add}
    </Button>
  </TopToolbar>
);

const Empty = ({ onAdd }: { onAdd: () => void }) => (
  <Box sx={{ textAlign: 'center', py: 6, width: '100%' }} data-testid="review-empty">
    <Typography variant="h6" gutterBottom>
      {m.empty}
    </Typography>
    <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
      {m.emptyAction}
    </Button>
  </Box>
);

/** The list's failure; 'Coba Lagi' reads the stats cards again too, since they failed with it. */
const ReviewListError = () => {
  const queryClient = useQueryClient();
  const { error, isFetching } = useListContext();
  return (
    <RetryAlert
      error={error}
      fallback={m.loadFailed}
      onRetry={() => queryClient.invalidateQueries({ queryKey: reviewKeys.all })}
      retrying={Boolean(isFetching)}
      testId="list-error"
      sx={{ my: 2 }}
    />
  );
};

/**
 * The Review Manager (operations spec §2, /admin/review-manager): the stats cards, the search on name or
 * comment and the product filter (both in the address, so a link or a reload keeps them), the reviews
 * as cards with edit, delete and bulk delete, CSV export, and the add/edit modal.
 */
export const ReviewManagerPage = () => {
  const [editing, setEditing] = useState<{ record: Review | null } | null>(null);
  const products = useReviewProducts();
  const names = useMemo(() => productNameLookup(products.data), [products.data]);
  const productName = useMemo(() => (review: Review) => names(review.produkWebId), [names]);
  const choices = useMemo(() => reviewProductOptions(products.data), [products.data]);
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder={m.search} sx={{ width: { xs: '100%', sm: 280 } }} />,
      <AutocompleteInput
        key="produkWebId"
        source="produkWebId"
        label={m.productFilter}
        choices={choices}
        optionText="judul"
        optionValue="id"
        alwaysOn
        isPending={products.isPending}
        sx={{ width: { xs: '100%', sm: 320 } }}
        helperText={false}
      />,
    ],
    [choices, products.isPending],
  );
  const add = () => setEditing({ record: null });

  return (
    <Box sx={pageSx}>
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <ReviewStatsCards />
      <List
        resource="review"
        // The header above sets the app bar's title.
        title={false}
        actions={<Actions onAdd={add} productName={productName} />}
        filters={filters}
        sort={REVIEW_LIST_DEFAULTS.sort}
        perPage={REVIEW_LIST_DEFAULTS.perPage}
        empty={<Empty onAdd={add} />}
        error={<ReviewListError />}
        pagination={<ListPagination />}
        // The error shows inline with 'Coba Lagi'; a toast repeating it would only add noise.
        queryOptions={{ onError: () => undefined }}
        component="div"
      >
        <ReviewCardList productName={productName} onEdit={(record) => setEditing({ record })} />
      </List>
      {editing ? <ReviewEditorDialog record={editing.record} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
};
