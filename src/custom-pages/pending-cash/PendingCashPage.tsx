import { useMemo, useState } from 'react';
import { Box, Button, CircularProgress, Grid, useMediaQuery, type Theme } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { useCairkan, useKasOptions, usePendingCash } from './hooks';
import { pendingCashMessages } from './messages';
import { PendingCashFeeDialog } from './PendingCashFeeDialog';
import { PendingCashList } from './PendingCashList';
import { PendingCashSubmitBar } from './PendingCashSubmitBar';
import { balanceAfter, cashInBody, cashOutBody, chosenEntries, entitiesOf, entriesFor, feeOf, filterEntries, missingChoice, selectionTotals, toggleAll, toggleChoice, type CashMode, type FeeSetting } from './rules';
import type { PendingCash } from './schemas';
import { useCashParams } from './useCashParams';

const m = pendingCashMessages;

/**
 * Cash in (/admin/cash-in) and refund cash-out (/admin/refund-management), operations spec §2,
 * 5, 7 and 8: the pending entries of the screen's kind, chosen one by one or all at once, an account
 * with its balance, for cash in a fee per payment, the totals, and one confirmed `cairkan` sent once.
 * The lists and balances reload afterwards, and the log, the orders and the dashboard with them.
 */
export const PendingCashPage = ({ mode }: { mode: CashMode }) => {
  const texts = mode === 'in' ? m.cashIn : m.cashOut;
  const notify = useNotify();
  // Below `md` the list is cards and the submit bar compact: the table and the bar's three columns need that width.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const params = useCashParams();
  const pending = usePendingCash();
  const kasOptions = useKasOptions();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [fees, setFees] = useState<Map<string, FeeSetting>>(() => new Map());
  const [editing, setEditing] = useState<PendingCash | null>(null);
  const [confirming, setConfirming] = useState(false);

  const all = useMemo(() => entriesFor(mode, pending.data ?? []), [mode, pending.data]);
  const shown = useMemo(() => filterEntries(all, { q: params.q, entitas: params.entitas, id: params.id }), [all, params.q, params.entitas, params.id]);
  const chosen = useMemo(() => chosenEntries(all, selected), [all, selected]);
  const totals = selectionTotals(mode, chosen, fees);
  const accounts = kasOptions.data ?? [];
  const kas = accounts.find((account) => String(account.id) === params.kas) ?? null;
  const after = kas ? balanceAfter(mode, kas, totals) : null;
  const short = mode === 'out' && kas !== null && after !== null && after < 0;

  const cairkan = useCairkan({
    onSuccess: (_answer, body) => {
      setConfirming(false);
      const sent = new Set(body.pendingCashIds.map(String));
      setSelected((current) => new Set([...current].filter((id) => !sent.has(id))));
      setFees((current) => new Map([...current].filter(([id]) => !sent.has(id))));
      notify(format(texts.done, { count: body.pendingCashIds.length, kas: kas?.namaKas ?? '' }), { type: 'success' });
    },
    onError: (error) => {
      setConfirming(false);
      notify(format(texts.failed, { error: errorMessage(error, m.cairkanFailed) }), { type: 'error' });
    },
  });
  const busy = cairkan.isPending;
  const selecting = totals.count > 0;

  const ask = () => {
    const missing = missingChoice(chosen, kas ? String(kas.id) : null);
    if (missing !== null) {
      notify(missing === 'both' ? texts.needChoice : missing === 'kas' ? texts.needKas : texts.needRows, { type: 'warning' });
      return;
    }
    cairkan.rearm();
    setConfirming(true);
  };
  const send = () => {
    if (!kas) return;
    cairkan.run(mode === 'in' ? cashInBody(chosen, kas.id, fees) : cashOutBody(chosen, kas.id));
  };
  const refresh = () => {
    void pending.refetch();
    void kasOptions.refetch();
  };

  const entities = entitiesOf(all);
  const confirmContent =
    mode === 'in'
      ? format(m.cashIn.confirmContent, {
          count: totals.count,
          gross: formatRupiah(totals.gross),
          fees: formatRupiah(totals.fees),
          kas: kas?.namaKas ?? '',
          net: formatRupiah(totals.net),
          after: formatRupiah(after ?? 0),
        })
      : format(m.cashOut.confirmContent, { count: totals.count, net: formatRupiah(totals.net), kas: kas?.namaKas ?? '', after: formatRupiah(after ?? 0) });

  return (
    // `clip`, not `hidden`: a hidden overflow makes this box a scroll container, and the sticky action bar
    // would then stick within it (which never scrolls) instead of the screen.
    <Box sx={{ ...pageSx, maxWidth: '100%', overflowX: 'clip' }} data-testid={`pending-cash-${mode}`}>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <Button onClick={refresh} disabled={pending.isFetching || kasOptions.isFetching} startIcon={pending.isFetching ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}>
            {m.refresh}
          </Button>
        }
      />
      <Grid container spacing={2}>
        <Grid size={12} sx={{ order: 2 }}>
          <PendingCashList
            texts={texts}
            params={params}
            entities={entities}
            all={all}
            load={pending}
            narrow={phone}
            mode={mode}
            shown={shown}
            selected={selected}
            fees={fees}
            busy={busy}
            onToggle={(entry) => setSelected((current) => toggleChoice(current, entry.id))}
            onToggleAll={() => setSelected((current) => toggleAll(shown, current))}
            onEditFee={setEditing}
          />
        </Grid>
        {/* The action bar follows the selection: with rows ticked it sticks to the bottom of the screen
            (phone and desktop), so the account, the totals and Cairkan are at hand however long the list.
            Sticky keeps it in the flow, so at the end of the list it sits below the last row, covering none. */}
        <Grid
          size={12}
          sx={{
            // Always after the list, so ticking the first row moves nothing under the pointer.
            order: 3,
            ...(selecting ? { position: 'sticky', bottom: 0, zIndex: (theme) => theme.zIndex.appBar - 1 } : {}),
          }}
          data-sticky={selecting ? 'true' : 'false'}
        >
          <PendingCashSubmitBar
            mode={mode}
            texts={texts}
            kasOptions={kasOptions}
            kas={kas}
            onKas={(id) => params.set('kas', id)}
            totals={totals}
            after={after}
            short={short}
            selecting={selecting}
            narrow={phone}
            busy={busy}
            onSubmit={ask}
            onClearChoice={() => setSelected(new Set())}
          />
        </Grid>
      </Grid>
      {editing && (
        <PendingCashFeeDialog
          entry={editing}
          fee={feeOf(fees, editing.id)}
          onSave={(fee) => {
            setFees((current) => new Map(current).set(String(editing.id), fee));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        content={confirmContent}
        confirmLabel={texts.confirm}
        pending={busy}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

export const CashInPage = () => <PendingCashPage mode="in" />;
export const RefundManagementPage = () => <PendingCashPage mode="out" />;
