import { Badge, Box, Button, IconButton, InputAdornment, List, ListItem, ListItemButton, MenuItem, Skeleton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { RetryAlert } from '../../components/RetryAlert';
import { visuallyHidden } from '../../components/visuallyHidden';
import { format } from '../../i18n/format';
import { ChatStatusChip } from './ChatStatusChip';
import { chatManagementMessages as m } from './messages';
import { customerDisplayName, formatChatTime, lastMessagePreview, shippingLabel, THREAD_FILTERS, type ThreadFilter } from './rules';
import type { ChatThread } from './schemas';

const FILTER_LABEL: Record<ThreadFilter, string> = { all: m.filterAll, unread: m.filterUnread, active: m.filterActive };

export interface ChatThreadListProps {
  threads: readonly ChatThread[] | undefined;
  /** How many threads there are before search and filter. */
  total: number;
  error: unknown;
  loading: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  search: string;
  onSearch: (search: string) => void;
  filter: ThreadFilter;
  onFilter: (filter: ThreadFilter) => void;
  selectedOrderId: string;
  onSelect: (thread: ChatThread) => void;
  pendingProofs: number;
  proofsOpen: boolean;
  onToggleProofs: () => void;
}

const ThreadRow = ({ thread, selected, onSelect }: { thread: ChatThread; selected: boolean; onSelect: () => void }) => {
  const name = customerDisplayName(thread);
  const unread = thread.unreadCount > 0;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        selected={selected}
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        sx={{ alignItems: 'flex-start', py: 1.25, gap: 1 }}
        data-testid="chat-thread"
        data-order-id={String(thread.orderId)}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography component="span" variant="subtitle2" noWrap sx={{ fontWeight: unread ? 700 : 500, flex: 1, minWidth: 0 }} data-testid="chat-thread-name">
              <bdi>{name}</bdi>
            </Typography>
            {unread && (
              <Box
                component="span"
                title={format(m.unreadBadge, { count: thread.unreadCount })}
                sx={{ bgcolor: 'error.main', color: 'error.contrastText', borderRadius: 10, px: 0.9, minWidth: 22, textAlign: 'center', fontSize: 12, fontWeight: 700, lineHeight: '20px' }}
                data-testid="chat-thread-unread"
              >
                {thread.unreadCount}
                <Box component="span" sx={visuallyHidden}>
                  {` ${m.unreadSuffix}`}
                </Box>
              </Box>
            )}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 0.5 }}>
            <Typography component="span" variant="caption" color="text.secondary" data-testid="chat-thread-order">
              {format(m.orderLabel, { id: String(thread.orderId) })}
            </Typography>
            <ChatStatusChip status={thread.status} />
          </Stack>
          <Typography variant="body2" color={unread ? 'text.primary' : 'text.secondary'} noWrap data-testid="chat-thread-last">
            <bdi>{lastMessagePreview(thread.lastMessage)}</bdi>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 0.25 }}>
            <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }} data-testid="chat-thread-shipping">
              {shippingLabel(thread.shippingMethod)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }} data-testid="chat-thread-time">
              {formatChatTime(thread.lastActivity)}
            </Typography>
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
};

/** The left column (operations spec §2): search, filter, the Payment Proofs toggle with its badge, refresh, and the threads. */
export const ChatThreadList = ({
  threads,
  total,
  error,
  loading,
  refreshing,
  onRefresh,
  search,
  onSearch,
  filter,
  onFilter,
  selectedOrderId,
  onSelect,
  pendingProofs,
  proofsOpen,
  onToggleProofs,
}: ChatThreadListProps) => (
  <Box component="section" aria-label={m.threadsTitle} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }} data-testid="chat-thread-list">
    <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {m.threadsTitle}
        </Typography>
        <Button
          size="small"
          variant={proofsOpen ? 'contained' : 'outlined'}
          onClick={onToggleProofs}
          aria-pressed={proofsOpen}
          startIcon={
            <Badge
              badgeContent={pendingProofs}
              color="error"
              max={99}
              title={format(m.proofsAwaitingDecision, { count: pendingProofs })}
              slotProps={{ badge: { 'aria-hidden': true } as object }}
              data-testid="chat-proofs-badge"
            >
              <ReceiptLongIcon fontSize="small" />
            </Badge>
          }
          title={m.paymentProofsHint}
          data-testid="chat-proofs-toggle"
        >
          {m.paymentProofs}
          <Box component="span" sx={visuallyHidden}>
            {`: ${format(m.proofsAwaitingDecision, { count: pendingProofs })}`}
          </Box>
        </Button>
        <Tooltip title={m.refreshThreads}>
          <span>
            <IconButton aria-label={m.refreshThreads} onClick={onRefresh} disabled={refreshing} size="small" data-testid="chat-threads-refresh">
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }} spacing={1}>
        <TextField
          size="small"
          label={m.searchLabel}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          type="search"
          fullWidth
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          data-testid="chat-search"
        />
        <TextField select size="small" label={m.filterLabel} value={filter} onChange={(event) => onFilter(event.target.value as ThreadFilter)} sx={{ minWidth: 140 }} data-testid="chat-filter">
          {THREAD_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {FILTER_LABEL[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {threads && total > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="chat-thread-count">
          {format(m.threadCount, { shown: threads.length, total })}
        </Typography>
      )}
    </Box>
    <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {Boolean(error) && threads && <RetryAlert error={error} fallback={m.loadThreadsFailed} onRetry={onRefresh} retrying={refreshing} testId="chat-threads-error" sx={{ m: 1.5 }} />}
      {error && !threads ? (
        <RetryAlert error={error} fallback={m.loadThreadsFailed} onRetry={onRefresh} retrying={refreshing} testId="chat-threads-error" sx={{ m: 1.5 }} />
      ) : loading || !threads ? (
        <Stack spacing={1} sx={{ p: 1.5 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : threads.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="chat-threads-empty">
          {total === 0 ? m.noThreads : m.noMatch}
        </Typography>
      ) : (
        <List disablePadding aria-label={m.threadsTitle}>
          {threads.map((thread) => (
            <ThreadRow key={String(thread.id)} thread={thread} selected={String(thread.orderId) === selectedOrderId} onSelect={() => onSelect(thread)} />
          ))}
        </List>
      )}
    </Box>
  </Box>
);
