import { CircularProgress, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { useNotify, useSidebarState } from 'react-admin';
import { useGuardedMutation } from '../../providers/queries';
import { knowledgeBaseContract } from './contract';
import { messages } from '../../i18n/messages';
import { knowledgeBaseMessages } from './messages';

/** Rebuilds the chatbot's knowledge base from the catalogue; one request at a time. */
export const KnowledgeBaseMenuItem = () => {
  const notify = useNotify();
  const [open] = useSidebarState();
  const { run, isPending } = useGuardedMutation({
    mutationFn: (_: void, call) => call(knowledgeBaseContract.generate),
    onSuccess: () => notify(knowledgeBaseMessages.success, { type: 'success' }),
    // The spec's alert names no server detail for this action.
    onError: () => notify(knowledgeBaseMessages.failure, { type: 'error' }),
  });
  const label = isPending ? messages.menu.knowledgeBaseBusy : messages.menu.knowledgeBase;
  return (
    <MenuItem
      onClick={() => run()}
      disabled={isPending}
      aria-label={messages.menu.knowledgeBase}
      title={open ? undefined : label}
      // The label is longer than the sidebar is wide: it wraps rather than being cut.
      sx={{ whiteSpace: open ? 'normal' : undefined }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{isPending ? <CircularProgress size={20} /> : <SmartToyIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
};
