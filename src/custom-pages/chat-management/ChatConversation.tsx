import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Box, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { RetryAlert } from '../../components/RetryAlert';
import { format } from '../../i18n/format';
import { ChatComposer } from './ChatComposer';
import { ChatMessageBubble } from './ChatMessageBubble';
import { ChatStatusChip } from './ChatStatusChip';
import { chatManagementKeys, useChatMessages } from './hooks';
import { chatManagementMessages as m } from './messages';
import { customerDisplayName, formatChatTime, isAtBottom } from './rules';
import type { ChatThread } from './schemas';
import { modeValue } from '../../components/modeValue';

/** 'Pilih Chat untuk Mulai' (operations spec §2): no thread chosen yet. */
export const ChatConversationEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', height: '100%', p: 4, textAlign: 'center' }} data-testid="chat-conversation-empty">
    <ForumOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
    <Typography variant="h6" component="h2">
      {m.emptyTitle}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
      {m.emptyHint}
    </Typography>
  </Stack>
);

export interface ChatConversationProps {
  orderId: string;
  /** The thread's row, when the list holds it (a chat opened by address may not be listed yet). */
  thread: ChatThread | undefined;
  /** Back to the list (phones). */
  onBack?: () => void;
}

/**
 * The centre pane (operations spec §2): header, messages and the composer. The messages are read again
 * every 30 s; the view follows new messages only when the administrator was already at the bottom or
 * has just sent one, so reading older messages is never interrupted, and the composer is never
 * remounted by a refresh.
 */
export const ChatConversation = ({ orderId, thread, onBack }: ChatConversationProps) => {
  const queryClient = useQueryClient();
  const query = useChatMessages(orderId);
  const scroller = useRef<HTMLDivElement>(null);
  // Until the administrator scrolls up, the newest message stays in view.
  const stickToBottom = useRef(true);
  const name = thread ? customerDisplayName(thread) : customerDisplayName({ customerName: null, orderId });

  const messages = query.data;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && messages && stickToBottom.current) box.scrollTop = box.scrollHeight;
  }, [messages]);

  // Reading the messages marked the customer's as read: the list's unread badge follows.
  const unread = thread?.unreadCount ?? 0;
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (unread > 0 && updatedAt) void queryClient.invalidateQueries({ queryKey: chatManagementKeys.of('threads') });
  }, [unread, updatedAt, queryClient]);

  const onSent = useCallback(() => {
    stickToBottom.current = true;
  }, []);

  return (
    <Box component="section" aria-label={format(m.conversationLabel, { name })} sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="chat-conversation" data-order-id={orderId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {onBack && (
          <IconButton aria-label={m.back} onClick={onBack} edge="start" data-testid="chat-back">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap data-testid="chat-conversation-name">
            <bdi>{name}</bdi>
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="caption" color="text.secondary">
              {format(m.orderLabel, { id: orderId })}
            </Typography>
            {thread?.customerPhone && (
              <Typography variant="caption" color="text.secondary" data-testid="chat-conversation-phone">
                {thread.customerPhone}
              </Typography>
            )}
            {thread?.lastActivity && (
              <Typography variant="caption" color="text.secondary">
                {format(m.lastActivity, { at: formatChatTime(thread.lastActivity) })}
              </Typography>
            )}
            {thread && <ChatStatusChip status={thread.status} />}
          </Stack>
        </Box>
        <Tooltip title={m.refreshConversation}>
          <span>
            <IconButton aria-label={m.refreshConversation} onClick={() => void query.refetch()} disabled={query.isFetching} data-testid="chat-conversation-refresh">
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Box
        ref={scroller}
        onScroll={(event) => {
          stickToBottom.current = isAtBottom(event.currentTarget);
        }}
        tabIndex={0}
        role="region"
        aria-label={m.messagesLabel}
        sx={{ flex: 1, minHeight: { xs: 280, md: 0 }, maxHeight: { xs: '60vh', md: 'none' }, overflowY: 'auto', p: 1.5, bgcolor: modeValue('grey.50', 'background.default') }}
        data-testid="chat-messages"
      >
        {query.error && !messages ? (
          <RetryAlert error={query.error} fallback={m.loadMessagesFailed} onRetry={query.refetch} retrying={query.isFetching} testId="chat-messages-error" />
        ) : !messages ? (
          <Stack spacing={1}>
            <Skeleton variant="rounded" height={56} width="60%" />
            <Skeleton variant="rounded" height={56} width="50%" sx={{ alignSelf: 'flex-end' }} />
            <Skeleton variant="rounded" height={56} width="55%" />
          </Stack>
        ) : messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }} data-testid="chat-messages-empty">
            {m.noMessages}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1.25} sx={{ m: 0, p: 0 }} aria-live="polite" aria-relevant="additions">
            {messages.map((message) => (
              <ChatMessageBubble key={String(message.id)} message={message} />
            ))}
          </Stack>
        )}
      </Box>
      <ChatComposer key={orderId} orderId={thread?.orderId ?? orderId} onSent={onSent} />
    </Box>
  );
};
