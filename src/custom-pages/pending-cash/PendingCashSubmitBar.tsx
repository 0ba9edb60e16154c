import { Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { RetryAlert } from '../../components/RetryAlert';
import { formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { pendingCashMessages } from './messages';
import type { CashMode, SelectionTotals } from './rules';
import type { KasAccount } from './schemas';
import { PendingCashSummary } from './PendingCashSummary';

const m = pendingCashMessages;

const kasLabel = (kas: KasAccount) => `${kas.namaKas} (${formatRupiah(Number(kas.saldoAkhir))})`;

export interface PendingCashSubmitBarProps {
  mode: CashMode;
  texts: { kas: string; net: string; submit: string };
  /** The accounts to choose from, with their read's state. */
  kasOptions: { data?: readonly KasAccount[]; error: unknown; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  kas: KasAccount | null;
  onKas: (id: string) => void;
  totals: SelectionTotals;
  after: number | null;
  /** A cash-out the account cannot cover. */
  short: boolean;
  /** Rows are ticked: the bar is raised (and below `md` made compact). */
  selecting: boolean;
  narrow: boolean;
  /** The cairkan is on its way: everything held. */
  busy: boolean;
  onSubmit: () => void;
  onClearChoice: () => void;
}

/** The account, the totals and the submit button of a cash screen (the page makes it stick while rows are ticked). */
export const PendingCashSubmitBar = ({ mode, texts, kasOptions, kas, onKas, totals, after, short, selecting, narrow, busy, onSubmit, onClearChoice }: PendingCashSubmitBarProps) => {
  const accounts = kasOptions.data ?? [];
  return (
    <Card data-testid="pending-cash-action" elevation={selecting ? 8 : 1}>
      <CardContent sx={selecting && narrow ? { p: 1.5, '&:last-child': { pb: 1.5 } } : undefined}>
        <Box sx={{ display: 'grid', gap: selecting && narrow ? 1 : 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) minmax(260px, 1fr) minmax(220px, auto)' }, alignItems: 'start' }}>
          {kasOptions.error ? (
            <RetryAlert error={kasOptions.error} fallback={m.loadFailed} onRetry={kasOptions.refetch} retrying={kasOptions.isFetching} testId="pending-cash-kas-error" />
          ) : (
            <TextField
              select
              size={selecting && narrow ? 'small' : 'medium'}
              label={texts.kas}
              value={kas ? String(kas.id) : ''}
              onChange={(event) => onKas(event.target.value)}
              disabled={busy || kasOptions.isPending}
              helperText={kas ? format(m.balance, { amount: formatRupiah(Number(kas.saldoAkhir)) }) : ' '}
              slotProps={{ formHelperText: { 'data-testid': 'pending-cash-balance' } as object }}
              fullWidth
            >
              {accounts.map((account) => (
                <MenuItem key={String(account.id)} value={String(account.id)}>
                  {kasLabel(account)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <PendingCashSummary mode={mode} totals={totals} after={after} netLabel={texts.net} compact={selecting && narrow} />
          <Stack spacing={1}>
            {mode === 'in' && totals.unconfirmedFees > 0 && (
              <Alert severity="info" data-testid="pending-cash-unconfirmed">
                {format(m.cashIn.unconfirmed, { count: totals.unconfirmedFees })}
              </Alert>
            )}
            {short && kas && (
              <Alert severity="warning" data-testid="pending-cash-short">
                {format(m.cashOut.short, { kas: kas.namaKas })}
              </Alert>
            )}
            <Button variant="contained" onClick={onSubmit} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="pending-cash-submit">
              {format(texts.submit, { count: totals.count })}
            </Button>
            {totals.count > 0 && (
              <Button size="small" onClick={onClearChoice} disabled={busy}>
                {m.clearChoice}
              </Button>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
