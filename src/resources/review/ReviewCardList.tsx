import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Box, Button, Checkbox, FormControlLabel, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import type { Id } from '../../api/schemas/common';
import { useFirstItemsFirst } from '../../components/AfterFirstPaint';
import { DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { format } from '../../i18n/format';
import { useBulkDeleteReviews } from './hooks';
import { reviewMessages as m } from './messages';
import { ReviewCard } from './ReviewCard';
import { bulkDeleteSummary } from './rules/bulk';
import type { Review } from './schemas';

/**
 * Selected reviews: how many, clear, and delete them (confirmed; one request per review, sent once
 * however fast the clicks, then one summary).
 */
const BulkBar = () => {
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext<Review>();
  const bulkDelete = useBulkDeleteReviews();
  const [confirming, setConfirming] = useState(false);
  const count = selectedIds.length;
  if (count === 0) return null;

  const run = async () => {
    const outcome = await bulkDelete.runAsync(selectedIds as Id[]).catch(() => undefined);
    setConfirming(false);
    if (!outcome) return;
    onUnselectItems();
    const summary = bulkDeleteSummary(outcome);
    notify(summary.text, { type: summary.type });
  };

  return (
    <Paper
      variant="outlined"
      data-testid="review-bulk-bar"
      sx={{ p: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, bgcolor: 'action.selected' }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 auto', fontWeight: 500 }} role="status">
        {format(m.selectedCount, { count })}
      </Typography>
      <Button size="small" onClick={() => onUnselectItems()} disabled={bulkDelete.isPending}>
        {m.clearSelection}
      </Button>
      <Button size="small" color="error" variant="contained" startIcon={<DeleteSweepIcon />} onClick={() => setConfirming(true)} disabled={bulkDelete.isPending}>
        {m.bulkDelete}
      </Button>
      <DeleteConfirmDialog
        open={confirming}
        title={format(m.bulkDeleteTitle, { count })}
        content={format(m.bulkDeleteContent, { count })}
        pending={bulkDelete.isPending}
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
};

/** The review cards a tall window shows above the fold. */
const FIRST_PAINT_CARDS = 4;

/** The reviews of the page as cards, each selectable, with the page's select-all and the bulk bar. */
export const ReviewCardList = ({ productName, onEdit }: { productName: (review: Review) => string; onEdit: (review: Review) => void }) => {
  const { data, isPending, selectedIds, onToggleItem, onSelect } = useListContext<Review>();
  // The first paint holds the cards a tall window shows; the rest of the page follows once it is painted.
  const firstCards = useFirstItemsFirst(data ?? [], FIRST_PAINT_CARDS);
  if (isPending) {
    return (
      <Stack spacing={1} data-testid="review-list-loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={112} />
        ))}
      </Stack>
    );
  }
  const reviews = data ?? [];
  if (reviews.length === 0) {
    return (
      <Typography sx={{ textAlign: 'center', py: 4 }} color="text.secondary" data-testid="review-no-match">
        {m.noMatch}
      </Typography>
    );
  }
  const selected = new Set(selectedIds.map(String));
  const pageIds = reviews.map((review) => review.id);
  const allOnPage = pageIds.every((id) => selected.has(String(id)));
  const someOnPage = !allOnPage && pageIds.some((id) => selected.has(String(id)));
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5 }}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={allOnPage}
              indeterminate={someOnPage}
              onChange={() =>
                onSelect(
                  allOnPage
                    ? selectedIds.filter((id) => !pageIds.some((pageId) => String(pageId) === String(id)))
                    : [...selectedIds, ...pageIds.filter((id) => !selected.has(String(id)))],
                )
              }
            />
          }
          label={<Typography variant="body2">{m.selectPage}</Typography>}
        />
      </Box>
      <BulkBar />
      {firstCards.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          productName={productName(review)}
          selected={selected.has(String(review.id))}
          onToggle={() => onToggleItem(review.id)}
          onEdit={() => onEdit(review)}
        />
      ))}
    </Stack>
  );
};
