import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Stack } from '@mui/material';
import { ListContextProvider, useGetList, useList, useStore } from 'react-admin';
import type { WebKategoriProduk } from './schemas';
import { ListError } from '../../components/ListError';
import { RouteButton } from '../../components/RouteButton';
import { categoryStats, isNewThisWeek, searchWebKategoriProduk, sortWebKategoriProduk } from './rules';
import { webKategoriProdukRoutes } from './routes';
import { WebKategoriProdukCard } from './WebKategoriProdukCard';
import { WebKategoriProdukCardMenu } from './WebKategoriProdukCardMenu';
import { WebKategoriProdukDeleteDialog } from './WebKategoriProdukDeleteDialog';
import { WebKategoriProdukGridEmpty, WebKategoriProdukGridNoMatch, WebKategoriProdukGridSkeleton, gridSx } from './WebKategoriProdukGridStates';
import { WebKategoriProdukGridToolbar, type WebKategoriProdukGridQuery } from './WebKategoriProdukGridToolbar';
import { WebKategoriProdukStatsCards } from './WebKategoriProdukStatsCards';
import { WEB_KATEGORI_PRODUK } from './constants';
import { usePosCategories } from './hooks';
import { webKategoriProdukMessages } from './messages';
import { webKategoriProdukCsvColumns } from './csvColumns';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { PageHeader } from '../../components/PageHeader';

/**
 * The endpoint returns every category at once; fetching them as one page lets the stat cards count
 * all of them while search and sort work on the cards shown, with a single request.
 */
const WHOLE_LIST = { page: 1, perPage: 10_000 };
const SERVER_ORDER = { field: 'urutan', order: 'ASC' } as const;
const DEFAULT_QUERY: WebKategoriProdukGridQuery = { q: '', sort: 'urutan', order: 'ASC' };

/** The category grid (catalogue spec §2): stat cards, search, sort, cards with Edit/Hapus. */
export const WebKategoriProdukList = () => {
  const [now] = useState(() => new Date());
  // Kept in react-admin's store, so coming back from a form shows the grid as it was left.
  const [query, setQuery] = useStore<WebKategoriProdukGridQuery>(`${WEB_KATEGORI_PRODUK}.gridQuery`, DEFAULT_QUERY);
  const [deleting, setDeleting] = useState<{ category: WebKategoriProduk | null; open: boolean }>({ category: null, open: false });
  const { data, isPending, isFetching, error, refetch } = useGetList<WebKategoriProduk>(
    WEB_KATEGORI_PRODUK,
    { pagination: WHOLE_LIST, sort: SERVER_ORDER },
    // 'Coba Lagi' is the retry, as on every list.
    { retry: false },
  );
  const pos = usePosCategories();

  const visible = useMemo(() => (data ? sortWebKategoriProduk(searchWebKategoriProduk(data, query.q), query.sort, query.order) : []), [data, query]);
  const stats = useMemo(() => (data && !error ? categoryStats(data, now) : undefined), [data, error, now]);
  const posNames = useMemo(() => new Map((pos.data ?? []).map((option) => [String(option.id), option.nama_kategori])), [pos.data]);
  // ListError reads the list context; the records are already searched and sorted here.
  const listContext = useList<WebKategoriProduk>({ data: visible, isPending, isFetching, error });
  const csvColumns = useMemo(() => webKategoriProdukCsvColumns((id) => (id === null || id === undefined ? undefined : posNames.get(String(id)))), [posNames]);

  const content = error ? (
    <ListContextProvider value={{ ...listContext, refetch }}>
      <ListError fallback={webKategoriProdukMessages.loadFailed} />
    </ListContextProvider>
  ) : isPending ? (
    <WebKategoriProdukGridSkeleton />
  ) : data.length === 0 ? (
    <WebKategoriProdukGridEmpty />
  ) : visible.length === 0 ? (
    <WebKategoriProdukGridNoMatch q={query.q} />
  ) : (
    <Box sx={gridSx} data-testid="category-grid">
      {visible.map((category) => (
        <WebKategoriProdukCard
          key={category.id}
          category={category}
          pos={category.kategoriProdukId === null ? undefined : { id: category.kategoriProdukId, name: posNames.get(String(category.kategoriProdukId)) ?? null }}
          isNew={isNewThisWeek(category.createdAt, now)}
          menu={<WebKategoriProdukCardMenu category={category} onDelete={(target) => setDeleting({ category: target, open: true })} />}
        />
      ))}
    </Box>
  );

  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <PageHeader
        title={webKategoriProdukMessages.listTitle}
        list
        actions={
          <>
            <ListContextProvider value={listContext}>
              <ExportCsvButton fileName="web-kategori-produk" columns={csvColumns} records={visible} />
            </ListContextProvider>
            <RouteButton to={webKategoriProdukRoutes.create()} label={webKategoriProdukMessages.add} icon={<AddIcon />} variant="contained" />
          </>
        }
      />
      {!error && <WebKategoriProdukStatsCards stats={stats} />}
      {!error && <WebKategoriProdukGridToolbar query={query} onChange={setQuery} />}
      {content}
      <WebKategoriProdukDeleteDialog category={deleting.category} open={deleting.open} onClose={() => setDeleting((current) => ({ ...current, open: false }))} />
    </Stack>
  );
};
