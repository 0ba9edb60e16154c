import EditIcon from '@mui/icons-material/Edit';
import { Box, Checkbox, IconButton, Paper, Rating, Stack, Tooltip, Typography } from '@mui/material';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { LongText } from '../../components/LongText';
import { displayText } from '../../domain/displayText';
import { formatDate } from '../../domain/format';
import { format } from '../../i18n/format';
import { reviewMessages as m } from './messages';
import { ReviewPhotoThumb } from './ReviewPhotoThumb';
import { photoUrlsOf } from './rules/photos';
import type { Review } from './schemas';

export interface ReviewCardProps {
  review: Review;
  productName: string;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
}

const starsLabel = (rating: number | null) => format(m.stars, { rating: rating ?? 0 });

/**
 * One review (operations spec §2): its product, buyer, stars, comment, photos and date, with edit and
 * delete. One column of text beside the checkbox, so a phone never scrolls sideways.
 */
export const ReviewCard = ({ review, productName, selected, onToggle, onEdit }: ReviewCardProps) => {
  const name = displayText(review.userName);
  const photos = photoUrlsOf(review.foto);
  return (
    <Paper variant="outlined" component="article" aria-label={`${name}: ${productName}`} data-testid="review-card" sx={{ p: { xs: 1, sm: 1.5 } }}>
      <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'flex-start' }}>
        <Checkbox
          checked={selected}
          onChange={onToggle}
          size="small"
          slotProps={{ input: { 'aria-label': format(m.selectReview, { name }) } }}
          sx={{ mt: -0.5, ml: -0.5 }}
        />
        {/* width 0: a long unbroken name or comment must wrap here, not widen the page. */}
        <Box sx={{ flex: '1 1 0', minWidth: 0, width: 0 }}>
          <LongText text={productName} variant="subtitle2" lines={2} testId="review-product" />
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.25 }}>
            <Rating value={review.rating} readOnly size="small" getLabelText={starsLabel} data-testid="review-stars" />
            <LongText text={review.userName} lines={1} sx={{ fontWeight: 500 }} testId="review-buyer" />
            <Typography variant="caption" color="text.secondary" component="time" dateTime={review.createdAt} data-testid="review-date">
              {formatDate(review.createdAt)}
            </Typography>
          </Stack>
          {review.komentar ? (
            <LongText text={review.komentar} lines={4} sx={{ mt: 0.75, whiteSpace: 'pre-line' }} testId="review-comment" />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, fontStyle: 'italic' }}>
              {m.noComment}
            </Typography>
          )}
          {photos.length > 0 ? (
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1, listStyle: 'none' }}>
              {photos.map((url, index) => (
                <li key={`${index}-${url.slice(-24)}`}>
                  <ReviewPhotoThumb url={url} alt={format(m.photoAlt, { index: index + 1, name })} />
                </li>
              ))}
            </Box>
          ) : null}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexShrink: 0 }}>
          <Tooltip title={m.editTitle}>
            <IconButton size="small" aria-label={format(m.editReview, { name })} onClick={onEdit}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <DeleteRecordButton
            resource="review"
            record={review}
            title={format(m.deleteTitle, { name })}
            content={m.deleteConfirm}
            messages={{ deleted: m.deleted, deleteFailed: m.deleteFailed }}
          />
        </Stack>
      </Stack>
    </Paper>
  );
};
