import CollectionsIcon from '@mui/icons-material/Collections';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import RateReviewIcon from '@mui/icons-material/RateReview';
import StarIcon from '@mui/icons-material/Star';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { formatNumber } from '../../domain/format';
import { useAllReviews } from './hooks';
import { reviewMessages as m } from './messages';
import { formatAverageRating, reviewStats } from './rules/stats';

const NO_VALUE = '–';

interface StatCard {
  id: string;
  label: string;
  value: string;
  Icon: typeof RateReviewIcon;
  color: 'primary' | 'warning' | 'success' | 'info';
}

/** Operations spec §2: total reviews, average rating (one decimal), products reviewed, reviews with photos. */
export const ReviewStatsCards = () => {
  const { data, isPending, error } = useAllReviews();
  const stats = reviewStats(data ?? []);
  // A failed read shows a dash, not a zero that looks like a fact; the list below says why, and its
  // 'Coba Lagi' reads both again.
  const shown = (value: string) => (error ? NO_VALUE : value);
  const cards: StatCard[] = [
    { id: 'total', label: m.statTotal, value: shown(formatNumber(stats.total)), Icon: RateReviewIcon, color: 'primary' },
    { id: 'average', label: m.statAverage, value: shown(formatAverageRating(stats.average)), Icon: StarIcon, color: 'warning' },
    { id: 'products', label: m.statProducts, value: shown(formatNumber(stats.products)), Icon: Inventory2Icon, color: 'info' },
    { id: 'photos', label: m.statWithPhotos, value: shown(formatNumber(stats.withPhotos)), Icon: CollectionsIcon, color: 'success' },
  ];
  return (
    <Box component="section" aria-label={m.statsLabel} sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {cards.map(({ id, label, value, Icon, color }) => (
        <Paper key={id} variant="outlined" sx={{ p: { xs: 1.25, sm: 2 }, minWidth: 0 }} data-testid={`review-stat-${id}`}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
            <Icon color={color} fontSize="small" />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {label}
            </Typography>
          </Box>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }} data-testid={`review-stat-${id}-value`}>
            {isPending && !error ? <Skeleton width={56} /> : value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
