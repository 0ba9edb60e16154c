import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { formatNumber, formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { transactionLogsMessages as m } from './messages';
import { netFlowVerdict, type KasLogSummary } from './rules';

const SummaryCard = ({ title, icon, value, color, footer, testId }: { title: string; icon: ReactNode; value: string; color?: string; footer?: ReactNode; testId: string }) => (
  <Card variant="outlined" sx={{ minWidth: 0 }} data-testid={testId}>
    <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
        {icon}
        <Typography variant="subtitle2" component="h2">
          {title}
        </Typography>
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere', color, fontSize: { xs: '1.05rem', sm: '1.5rem' } }} data-testid={`${testId}-value`}>
        {value}
      </Typography>
      {footer && <Box sx={{ mt: 0.5 }}>{footer}</Box>}
    </CardContent>
  </Card>
);

const Count = ({ count, testId }: { count: number; testId: string }) => (
  <Typography variant="body2" color="text.secondary" data-testid={testId}>
    {format(m.cards.count, { count: formatNumber(count) })}
  </Typography>
);

/** The four cards of operations spec §2, over the rows the table shows. */
export const TransactionLogsCards = ({ summary }: { summary: KasLogSummary }) => {
  const verdict = netFlowVerdict(summary.netFlow);
  const netColor = verdict === 'surplus' ? 'success.dark' : 'error.dark';
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      <SummaryCard title={m.cards.total} icon={<ReceiptLongIcon fontSize="small" />} value={formatNumber(summary.totalTransactions)} testId="kas-log-card-total" />
      <SummaryCard
        title={m.cards.masuk}
        icon={<ArrowDownwardIcon fontSize="small" color="success" />}
        value={formatRupiah(summary.totalMasuk)}
        color="success.dark"
        footer={<Count count={summary.masukCount} testId="kas-log-card-masuk-count" />}
        testId="kas-log-card-masuk"
      />
      <SummaryCard
        title={m.cards.keluar}
        icon={<ArrowUpwardIcon fontSize="small" color="error" />}
        value={formatRupiah(summary.totalKeluar)}
        color="error.dark"
        footer={<Count count={summary.keluarCount} testId="kas-log-card-keluar-count" />}
        testId="kas-log-card-keluar"
      />
      <SummaryCard
        title={m.cards.net}
        icon={<SwapVertIcon fontSize="small" />}
        value={formatRupiah(summary.netFlow)}
        color={netColor}
        footer={
          <Chip
            size="small"
            label={verdict === 'surplus' ? m.cards.surplus : m.cards.deficit}
            color={verdict === 'surplus' ? 'success' : 'error'}
            data-testid="kas-log-card-net-verdict"
          />
        }
        testId="kas-log-card-net"
      />
    </Box>
  );
};
