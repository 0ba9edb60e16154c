import { useMemo } from 'react';
import { Box, CircularProgress, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Title } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ChatConversation, ChatConversationEmpty } from './ChatConversation';
import { ChatThreadList } from './ChatThreadList';
import { PaymentProofPanel } from './PaymentProofPanel';
import { useChatThreads, usePendingProofs, useProofStandings } from './hooks';
import { chatManagementMessages as m } from './messages';
import { awaitsDecision, filterThreads, threadOfOrder } from './rules';
import { useChatManagementUrl } from './useChatManagementUrl';

/** The three panes share the screen's height below the app bar on wide screens; each scrolls on its own. */
const DESKTOP_HEIGHT = 'calc(100vh - 150px)';

/**
 * /admin/chat-management (operations spec §2, §5, §7 and §8). Wide screens: the thread list (a
 * third of the width), the conversation, and the 'Bukti Pembayaran' panel beside them when shown.
 * Phones and narrow windows: one pane at a time, the list first, then the chosen conversation with a
 * back button (or the proofs when asked for). The chosen chat, search, filter and panel are in the
 * address.
 */
export const ChatManagementPage = () => {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { view, update } = useChatManagementUrl();
  const threadsQuery = useChatThreads();
  const proofsQuery = usePendingProofs();

  const allThreads = threadsQuery.data;
  const threads = useMemo(() => (allThreads ? filterThreads(allThreads, view.search, view.filter) : undefined), [allThreads, view.search, view.filter]);
  const chosen = view.thread ? threadOfOrder(allThreads ?? [], view.thread) : undefined;
  const proofsOpen = view.proofs ?? !narrow;
  const standings = useProofStandings(proofsQuery.data);
  // What waits for a decision: proofs whose order can still be approved, as payment verification counts.
  const pending = [...standings.values()].filter(awaitsDecision).length;

  if (threadsQuery.isPending) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 10 }} role="status" data-testid="chat-loading">
        <Title title={m.title} />
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{m.loading}</Typography>
      </Stack>
    );
  }

  const list = (
    <ChatThreadList
      threads={threads}
      total={allThreads?.length ?? 0}
      error={threadsQuery.error}
      loading={threadsQuery.isPending}
      refreshing={threadsQuery.isFetching}
      onRefresh={() => {
        void threadsQuery.refetch();
        void proofsQuery.refetch();
      }}
      search={view.search}
      onSearch={(search) => update({ search })}
      filter={view.filter}
      onFilter={(filter) => update({ filter })}
      selectedOrderId={view.thread}
      onSelect={(thread) => update({ thread: String(thread.orderId), ...(narrow ? { proofs: false } : {}) })}
      pendingProofs={pending}
      proofsOpen={proofsOpen}
      onToggleProofs={() => update({ proofs: !proofsOpen })}
    />
  );
  const conversation = view.thread ? (
    <ChatConversation key={view.thread} orderId={view.thread} thread={chosen} onBack={narrow ? () => update({ thread: '' }) : undefined} />
  ) : (
    <ChatConversationEmpty />
  );
  const proofs = (
    <PaymentProofPanel
      proofs={proofsQuery.data}
      standings={standings}
      loading={proofsQuery.isPending}
      onClose={() => update({ proofs: false })}
      onOpenChat={(orderId) => update({ thread: orderId, ...(narrow ? { proofs: false } : {}) })}
    />
  );

  return (
    // `contain: inline-size`: long unbroken lines (a message preview, a file name) never widen the page
    // beyond the screen; each pane cuts or wraps them within its own width.
    <Box sx={{ p: { xs: 0.5, sm: 1.5 }, width: '100%', maxWidth: '100%', overflowX: 'hidden', contain: 'inline-size' }} data-testid="chat-management">
      {/* Tighter than other pages: the panes below take the screen's whole height. */}
      <PageHeader title={m.title} sx={{ mb: 1.5, px: { xs: 1, sm: 0 } }} />
      {narrow ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {proofsOpen ? proofs : view.thread ? conversation : list}
        </Paper>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ height: DESKTOP_HEIGHT, minHeight: 520 }}>
          <Paper variant="outlined" sx={{ width: '33.333%', flexShrink: 0, minWidth: 0, overflow: 'hidden' }}>
            {list}
          </Paper>
          <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            {conversation}
          </Paper>
          {proofsOpen && (
            <Paper variant="outlined" sx={{ width: 300, flexShrink: 0, overflow: 'hidden' }}>
              {proofs}
            </Paper>
          )}
        </Stack>
      )}
    </Box>
  );
};
