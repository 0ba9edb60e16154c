import { CircularProgress, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useSidebarState, useTranslate } from 'react-admin';
import { useShopDataProvider } from '../providers/useShopDataProvider';

/** Rebuilds the chatbot's knowledge base from the catalogue; one request at a time. */
export const KnowledgeBaseMenuItem = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useShopDataProvider();
  const [open] = useSidebarState();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.generateKnowledgeBase(),
    onSuccess: () => notify('app.knowledgeBase.success', { type: 'success' }),
    // The spec's alert names no server detail for this action.
    onError: () => notify('app.knowledgeBase.failure', { type: 'error' }),
  });
  const label = translate(isPending ? 'app.menu.knowledgeBaseBusy' : 'app.menu.knowledgeBase');
  return (
    <MenuItem onClick={() => mutate()} disabled={isPending} aria-label={translate('app.menu.knowledgeBase')} title={open ? undefined : label}>
      <ListItemIcon sx={{ minWidth: 40 }}>{isPending ? <CircularProgress size={20} /> : <SmartToyIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
};
