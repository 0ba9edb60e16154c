import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { CashbackSettingsForm } from './CashbackSettingsForm';
import { useCashbackSettings } from './hooks';
import { cashbackSettingsMessages } from './messages';
import { RetryAlert } from '../../components/RetryAlert';

const LoadingForm = () => (
  <Stack spacing={2} sx={{ maxWidth: 480 }} data-testid="cashback-loading">
    <Skeleton variant="rounded" height={52} />
    <Skeleton variant="rounded" height={52} />
    <Skeleton variant="text" width={220} />
    <Skeleton variant="rounded" width={110} height={36} />
  </Stack>
);

/** /admin/cashback-settings: the cashback programme (catalogue spec §2 and §3). */
export const CashbackSettingsPage = () => {
  const { query, save } = useCashbackSettings();
  const { data, isPending, error, refetch, isFetching } = query;

  return (
    <Box sx={pageSx}>
      <PageHeader title={cashbackSettingsMessages.title} subtitle={cashbackSettingsMessages.intro} />
      <Card sx={{ maxWidth: 560 }}>
        <CardContent>
          {error ? (
            <RetryAlert error={error} fallback={cashbackSettingsMessages.loadFailed} onRetry={refetch} retrying={isFetching} testId="cashback-error" />
          ) : isPending ? (
            <LoadingForm />
          ) : (
            <CashbackSettingsForm settings={data ?? null} save={save.runAsync} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
