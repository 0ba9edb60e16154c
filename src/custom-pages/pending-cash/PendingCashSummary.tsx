import { Box, Stack, Typography } from '@mui/material';
import { formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { pendingCashMessages } from './messages';
import type { CashMode, SelectionTotals } from './rules';

const m = pendingCashMessages;

const Row = ({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={testId}>
      {value}
    </Typography>
  </Stack>
);

/** What the chosen entries come to: count, gross and fees (cash in), the net and the account's balance after. */
export const PendingCashSummary = ({
  mode,
  totals,
  after,
  netLabel,
  compact,
}: {
  mode: CashMode;
  totals: SelectionTotals;
  /** The chosen account's balance after the movement; null without an account. */
  after: number | null;
  netLabel: string;
  /** On a phone with rows ticked the bar stays short: gross and fees are in the confirmation. */
  compact: boolean;
}) => (
  <Box data-testid="pending-cash-totals" sx={{ minWidth: 0 }}>
    <Typography variant="body2">{format(m.chosen, { count: totals.count })}</Typography>
    {mode === 'in' && !compact && (
      <>
        <Row label={m.cashIn.gross} value={formatRupiah(totals.gross)} />
        <Row label={m.cashIn.fees} value={formatRupiah(totals.fees)} />
      </>
    )}
    <Row label={netLabel} value={formatRupiah(totals.net)} strong testId="pending-cash-net" />
    {after !== null && totals.count > 0 && <Row label={m.balanceAfter} value={formatRupiah(after)} testId="pending-cash-after" />}
  </Box>
);
