import { useMemo, useState } from 'react';
import { Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../../api/errors';
import { LongText } from '../../../components/LongText';
import { RetryAlert } from '../../../components/RetryAlert';
import { SortableList } from '../../../components/SortableList';
import { format } from '../../../i18n/format';
import { messages } from '../../../i18n/messages';
import { type WebKategoriProduk, WebKategoriProdukIconBadge, webKategoriProdukMessages as wm } from '../../../resources/web-kategori-produk/public';
import { SectionCard } from '../../../components/SectionCard';
import { useHomeCategories, useSaveCategoryOrder } from './hooks';
import { applyOrder, homeOrder, sameOrder } from './rules';
import { categoryOrderMessages as m } from './messages';

const categoryId = (category: WebKategoriProduk) => category.id;
const categoryName = (category: WebKategoriProduk) => category.namaKategori;

// A render function for SortableList (not a component): the handle is the list's, the rest is the row's.
const categoryRow = (category: WebKategoriProduk, index: number) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }} data-testid="category-order-item">
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 24, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
      {format(m.position, { position: index + 1 })}
    </Typography>
    <WebKategoriProdukIconBadge name={category.namaKategori} photoUrl={category.fotoIconUrl} emoji={category.icon} size={36} />
    <LongText text={category.namaKategori} lines={1} sx={{ fontWeight: 500, minWidth: 0 }} testId="category-order-name" />
  </Box>
);

/**
 * The home builder's Category order card (catalogue spec §2): the web categories in their `urutan`
 * order, rearranged by dragging or with the keyboard, then saved as one ordered list of ids. Save is
 * held until the order differs from the saved one and while it is sent; a failure keeps the
 * arrangement for another try, and Reset returns to the saved order.
 */
export const CategoryOrderCard = () => {
  const notify = useNotify();
  const categories = useHomeCategories();
  const saved = useMemo(() => homeOrder(categories.data ?? []), [categories.data]);
  // Ids rather than records, so fresh names and icons from a refetch show in an unsaved arrangement.
  const [arrangedIds, setArrangedIds] = useState<Array<WebKategoriProduk['id']> | null>(null);
  const shown = useMemo(() => applyOrder(saved, arrangedIds), [saved, arrangedIds]);
  const changed = !sameOrder(shown, saved);
  const save = useSaveCategoryOrder({
    onSuccess: () => {
      setArrangedIds(null);
      notify(wm.orderSaved, { type: 'success' });
    },
    onError: (error) => notify(errorMessage(error, wm.orderSaveFailed), { type: 'error' }),
  });

  const actions = (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button onClick={() => setArrangedIds(null)} disabled={!changed || save.isPending} startIcon={<RestartAltIcon />}>
        {m.reset}
      </Button>
      <Button
        variant="contained"
        onClick={() => save.run(shown)}
        disabled={!changed || save.isPending}
        startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
      >
        {save.isPending ? messages.common.saving : m.save}
      </Button>
    </Stack>
  );

  return (
    <SectionCard id="category-order" title={m.title} description={m.description} action={saved.length > 0 ? actions : undefined}>
      {categories.isPending ? (
        <Stack spacing={1} data-testid="category-order-loading">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={54} />
          ))}
        </Stack>
      ) : categories.isError ? (
        <RetryAlert error={categories.error} fallback={wm.loadFailed} onRetry={() => categories.refetch()} retrying={categories.isFetching} testId="category-order-error" />
      ) : saved.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="category-order-empty">
          {m.empty}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {changed && (
            <Typography variant="body2" color="warning.dark" role="status" data-testid="category-order-unsaved">
              {m.unsaved}
            </Typography>
          )}
          <SortableList
            items={shown}
            getId={categoryId}
            getLabel={categoryName}
            renderItem={categoryRow}
            onReorder={(next) => {
              save.rearm();
              setArrangedIds(next.map(categoryId));
            }}
            disabled={save.isPending}
            aria-label={m.listLabel}
          />
        </Stack>
      )}
    </SectionCard>
  );
};
