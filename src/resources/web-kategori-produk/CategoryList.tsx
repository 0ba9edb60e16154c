import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Stack } from '@mui/material';
import { ListContextProvider, Title, useGetList, useList, useStore } from 'react-admin';
import type { WebKategori } from './schemas';
import { ListError } from '../../components/ListError';
import { RouteButton } from '../../components/RouteButton';
import { categoryStats, isNewThisWeek, searchCategories, sortCategories } from './rules';
import { webKategoriProdukRoutes } from './routes';
import { CategoryCard } from './CategoryCard';
import { CategoryCardMenu } from './CategoryCardMenu';
import { CategoryDeleteDialog } from './CategoryDeleteDialog';
import { CategoryGridEmpty, CategoryGridNoMatch, CategoryGridSkeleton, gridSx } from './CategoryGridStates';
import { CategoryGridToolbar, type CategoryGridQuery } from './CategoryGridToolbar';
import { CategoryStatsCards } from './CategoryStatsCards';
import { WEB_CATEGORY_RESOURCE } from './categoryResource';
import { usePosCategories } from './hooks';
import { webKategoriProdukMessages } from './messages';

/**
 * The endpoint returns every category at once; fetching them as one page lets the stat cards count
 * all of them while search and sort work on the cards shown, with a single request.
 */
const WHOLE_LIST = { page: 1, perPage: 10_000 };
const SERVER_ORDER = { field: 'urutan', order: 'ASC' } as const;
const DEFAULT_QUERY: CategoryGridQuery = { q: '', sort: 'urutan', order: 'ASC' };

/** The category grid (spec section 2): stat cards, search, sort, cards with Edit/Hapus. */
export const CategoryList = () => {
  const [now] = useState(() => new Date());
  // Kept in react-admin's store, so coming back from a form shows the grid as it was left.
  const [query, setQuery] = useStore<CategoryGridQuery>(`${WEB_CATEGORY_RESOURCE}.gridQuery`, DEFAULT_QUERY);
  const [deleting, setDeleting] = useState<{ category: WebKategori | null; open: boolean }>({ category: null, open: false });
  const { data, isPending, isFetching, error, refetch } = useGetList<WebKategori>(
    WEB_CATEGORY_RESOURCE,
    { pagination: WHOLE_LIST, sort: SERVER_ORDER },
    // 'Coba Lagi' is the retry, as on every list.
    { retry: false },
  );
  const pos = usePosCategories();

  const visible = useMemo(() => (data ? sortCategories(searchCategories(data, query.q), query.sort, query.order) : []), [data, query]);
  const stats = useMemo(() => (data && !error ? categoryStats(data, now) : undefined), [data, error, now]);
  const posNames = useMemo(() => new Map((pos.data ?? []).map((option) => [String(option.id), option.nama_kategori])), [pos.data]);
  // ListError reads the list context; the records are already searched and sorted here.
  const listContext = useList<WebKategori>({ data: visible, isPending, isFetching, error });

  const content = error ? (
    <ListContextProvider value={{ ...listContext, refetch }}>
      <ListError fallback={webKategoriProdukMessages.loadFailed} />
    </ListContextProvider>
  ) : isPending ? (
    <CategoryGridSkeleton />
  ) : data.length === 0 ? (
    <CategoryGridEmpty />
  ) : visible.length === 0 ? (
    <CategoryGridNoMatch q={query.q} />
  ) : (
    <Box sx={gridSx} data-testid="category-grid">
      {visible.map((category) => (
        <CategoryCard
          key={category.id}
          category={category}
          pos={category.kategoriProdukId === null ? undefined : { id: category.kategoriProdukId, name: posNames.get(String(category.kategoriProdukId)) ?? null }}
          isNew={isNewThisWeek(category.createdAt, now)}
          menu={<CategoryCardMenu category={category} onDelete={(target) => setDeleting({ category: target, open: true })} />}
        />
      ))}
    </Box>
  );

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={webKategoriProdukMessages.listTitle} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <RouteButton to={webKategoriProdukRoutes.create()} label={webKategoriProdukMessages.add} icon={<AddIcon />} variant="contained" />
      </Box>
      {!error && <CategoryStatsCards stats={stats} />}
      {!error && <CategoryGridToolbar query={query} onChange={setQuery} />}
      {content}
      <CategoryDeleteDialog category={deleting.category} open={deleting.open} onClose={() => setDeleting((current) => ({ ...current, open: false }))} />
    </Stack>
  );
};
