import { Alert, Box, LinearProgress, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatNumber } from '../../../domain/format';
import { format } from '../../../i18n/format';
import { SectionCard } from '../../../components/SectionCard';
import { useImageStatistics } from './hooks';
import { homeBuilderImageMessages as m } from './messages';
import type { ImageSource, ImageStatistics } from './rules/statistics';

const SOURCE_LABELS: Record<ImageSource, string> = {
  productMain: m.sourceProductMain,
  productGallery: m.sourceProductGallery,
  variant: m.sourceVariant,
  categoryIcon: m.sourceCategoryIcon,
  mainBanner: m.sourceMainBanner,
  subBanner: m.sourceSubBanner,
};

const Figure = ({ label, value, testId, colour }: { label: string; value: number; testId: string; colour?: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="h5" component="div" data-testid={testId} sx={{ color: colour, fontVariantNumeric: 'tabular-nums' }}>
      {formatNumber(value)}
    </Typography>
  </Box>
);

const Statistics = ({ statistics, bannersUnavailable }: { statistics: ImageStatistics; bannersUnavailable: boolean }) => (
  <Stack spacing={2}>
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      <Figure label={m.statsTotal} value={statistics.total} testId="image-stats-total" />
      <Figure label={m.statsWebp} value={statistics.webp} testId="image-stats-webp" colour="success.main" />
      <Figure label={m.statsLegacy} value={statistics.legacy} testId="image-stats-legacy" colour={statistics.legacy ? 'warning.dark' : undefined} />
    </Box>
    <Box>
      <Typography variant="body2" id="image-stats-share-label" data-testid="image-stats-share">
        {format(m.statsWebpShareValue, { percent: formatNumber(statistics.webpPercent) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={statistics.webpPercent}
        color={statistics.webpPercent >= 70 ? 'success' : statistics.webpPercent >= 50 ? 'warning' : 'error'}
        aria-label={m.statsWebpShare}
        aria-describedby="image-stats-share-label"
        sx={{ height: 8, borderRadius: 1, mt: 0.5 }}
      />
    </Box>
    {statistics.legacy > 0 ? (
      <Alert severity="warning" data-testid="image-stats-legacy-warning">
        <strong>{m.statsLegacyWarning}</strong> {format(m.statsLegacyAdvice, { count: formatNumber(statistics.legacy) })}
      </Alert>
    ) : null}
    {bannersUnavailable ? (
      <Alert severity="info" variant="outlined" data-testid="image-stats-banner-note" sx={{ py: 0 }}>
        {m.statsBannerUnavailable}
      </Alert>
    ) : null}
    <Table size="small" aria-label={m.statsTableLabel} data-testid="image-stats-table" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{m.statsColumnSource}</TableCell>
          <TableCell align="right">{m.statsColumnTotal}</TableCell>
          <TableCell align="right">{m.statsColumnWebp}</TableCell>
          <TableCell align="right">{m.statsColumnLegacy}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {statistics.sources.map((row) => (
          <TableRow key={row.source} data-testid={`image-stats-row-${row.source}`}>
            <TableCell component="th" scope="row">
              {SOURCE_LABELS[row.source]}
            </TableCell>
            <TableCell align="right">{formatNumber(row.total)}</TableCell>
            <TableCell align="right">{formatNumber(row.webp)}</TableCell>
            <TableCell align="right">{formatNumber(row.legacy)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    <Typography variant="caption" color="text.secondary">
      {m.statsDuplicateNote}
    </Typography>
  </Stack>
);

/** How many of the shop's images are WebP, counted from the products, categories and banners it serves. */
export const ImageStatisticsPanel = () => {
  const { statistics, isPending, error, retry, retrying, bannersUnavailable } = useImageStatistics();
  const body = error ? (
    <RetryAlert error={error} fallback={m.statsLoadFailed} onRetry={retry} retrying={retrying} testId="image-stats-error" />
  ) : isPending || !statistics ? (
    <Stack spacing={1} data-testid="image-stats-loading" role="status" aria-busy="true" aria-label={m.statsLoading}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={8} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  ) : statistics.total === 0 ? (
    <Stack spacing={1}>
      <Alert severity="info" data-testid="image-stats-empty">
        {m.statsEmpty}
      </Alert>
      {bannersUnavailable ? (
        <Alert severity="info" variant="outlined" data-testid="image-stats-banner-note">
          {m.statsBannerUnavailable}
        </Alert>
      ) : null}
    </Stack>
  ) : (
    <Statistics statistics={statistics} bannersUnavailable={bannersUnavailable} />
  );
  return (
    <SectionCard id="home-builder-image-stats" title={m.statsTitle} description={m.statsDescription}>
      {body}
    </SectionCard>
  );
};
