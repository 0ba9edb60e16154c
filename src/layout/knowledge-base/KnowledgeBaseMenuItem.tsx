import { CircularProgress, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { useNotify, useSidebarState, useTranslate } from 'react-admin';
import { useGuardedMutation } from '../../providers/queries';
import { knowledgeBaseContract } from './contract';

/** Rebuilds the chatbot's knowledge base from the catalogue; one request at a time. */
export const KnowledgeBaseMenuItem = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open] = useSidebarState();
  const { run, isPending } = useGuardedMutation({
    mutationFn: (_: void, call) => call(knowledgeBaseContract.generate),
    onSuccess: () => notify('app.knowledgeBase.success', { type: 'success' }),
    // The spec's alert names no server detail for this action.
    onError: () => notify('app.knowledgeBase.failure', { type: 'error' }),
  });
  const label = translate(isPending ? 'app.menu.knowledgeBaseBusy' : 'app.menu.knowledgeBase');
  return (
    <MenuItem onClick={() => run()} disabled={isPending} aria-label={translate('app.menu.knowledgeBase')} title={open ? undefined : label}>
      <ListItemIcon sx={{ minWidth: 40 }}>{isPending ? <CircularProgress size={20} /> : <SmartToyIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
};
