import { useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Confirm, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../i18n/messages';

/** Fake mode only: puts the demo data back as it was seeded. */
export const ResetDemoMenuItem = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    setBusy(true);
    try {
      await window.__fakeApi?.reset();
      await queryClient.invalidateQueries();
      notify(messages.menu.resetDemoDone, { type: 'success' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <MenuItem onClick={() => setOpen(true)}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <RestartAltIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{messages.menu.resetDemo}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={open}
        loading={busy}
        title={messages.menu.resetDemoConfirmTitle}
        content={messages.menu.resetDemoConfirm}
        onConfirm={reset}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
