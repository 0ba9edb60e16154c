import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Box, Button, IconButton, List, ListItem, Popover, Stack, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import DoneIcon from '@mui/icons-material/Done';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify } from 'react-admin';
import { formatDateTimeWIB } from '../../domain/format';
import { format } from '../../i18n/format';
import { notificationCentreMessages as m } from './messages';
import { unreadCount, type LocalNotification } from './store';
import { useNotificationCentre } from './useNotificationCentre';
import { displayComposedText, displayText } from '../../domain/displayText';

/** Operations spec §2 and §9: a new local notification pops up for 5 seconds. */
export const LOCAL_TOAST_MS = 5000;

const Row = ({ item, onRead, onRemove }: { item: LocalNotification; onRead: () => void; onRemove: () => void }) => {
  // The mark-read button goes once read: the keyboard's focus moves to the row's other button, not off the list.
  const removeRef = useRef<HTMLButtonElement>(null);
  return (
    <ListItem
      divider
      data-testid="notification-centre-item"
      data-read={item.isRead ? 'true' : 'false'}
      sx={{ alignItems: 'flex-start', gap: 1, bgcolor: item.isRead ? undefined : 'action.hover', pr: 1 }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: item.isRead ? 400 : 700, overflowWrap: 'anywhere' }}>
          <bdi>{displayComposedText(item.title)}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{displayComposedText(item.message)}</bdi>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTimeWIB(item.createdAt)}
          {item.isRead ? '' : ` · ${m.unread}`}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        {!item.isRead && (
          <Tooltip title={m.markRead}>
            <IconButton
              size="small"
              aria-label={`${m.markRead}: ${displayText(item.title)}`}
              onClick={() => {
                onRead();
                removeRef.current?.focus();
              }}
            >
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={m.remove}>
          <IconButton ref={removeRef} size="small" aria-label={`${m.remove}: ${displayText(item.title)}`} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  );
};

/**
 * The app bar's bell (operations spec §2, client-side notification centre): the unread count, the list
 * with mark read, mark all read, remove and clear all, and a 5-second toast for each new notification.
 */
export const NotificationBell = () => {
  const { centre, state } = useNotificationCentre();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const unread = unreadCount(state);
  // A button that goes (a removed row) or turns disabled ('Tandai semua dibaca' once all are read) would
  // drop the focus onto the page, where Escape no longer reaches the panel: the panel itself takes it,
  // before the change is drawn.
  const keepFocusInPanel = () => document.getElementById(panelId)?.focus();

  useEffect(
    () => centre.onAdded((item) => notify(format(m.toastText, { title: displayComposedText(item.title), message: displayComposedText(item.message) }), { type: 'info', autoHideDuration: LOCAL_TOAST_MS })),
    [centre, notify],
  );

  return (
    <>
      <Tooltip title={m.open}>
        <IconButton
          color="inherit"
          aria-label={unread ? format(m.openWithUnread, { count: unread }) : m.open}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="notification-bell"
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-bell-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { id: panelId, role: 'dialog', 'aria-label': m.title, tabIndex: -1, sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(560px, calc(100vh - 80px))', display: 'flex', flexDirection: 'column' } },
        }}
      >
        <Stack direction="row" useFlexGap sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle1" component="h2">
            {m.title}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              onClick={() => {
                keepFocusInPanel();
                centre.markAllRead();
              }}
              disabled={unread === 0}
            >
              {m.markAllRead}
            </Button>
            <Button
              size="small"
              color="warning"
              onClick={() => {
                keepFocusInPanel();
                centre.clear();
              }}
              disabled={state.items.length === 0}
            >
              {m.clearAll}
            </Button>
          </Stack>
        </Stack>
        {state.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="notification-centre-empty">
            {m.empty}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ overflowY: 'auto' }} data-testid="notification-centre-list">
            {state.items.map((item) => (
              <Row
                key={item.id}
                item={item}
                onRead={() => centre.markRead(item.id)}
                onRemove={() => {
                  keepFocusInPanel();
                  centre.remove(item.id);
                }}
              />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
