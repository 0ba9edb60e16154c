import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DEMO_SCENARIOS, type ScenarioInfo } from '../../fake-api/scenarios';
import { format } from '../../i18n/format';
import { demoMessages } from './messages';

const m = demoMessages.scenarios;

/**
 * The demo scenarios (fake mode only): each with a line saying what it sets up; choosing one asks
 * first (the demo data is replaced), then puts the data into it from today's date, refreshes every
 * screen and names it in a toast. Applied once however the confirmation is clicked.
 */
const ScenarioDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Kept after the confirmation closes, so its title does not empty while it fades out.
  const [chosen, setChosen] = useState<ScenarioInfo | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const apply = async () => {
    if (!chosen || running.current) return;
    running.current = true;
    setPending(true);
    try {
      const controls = window.__fakeApi;
      // Only while the in-page fake backend is still starting; a success toast would then be a lie.
      if (!controls) throw new Error('fake backend not ready');
      await controls.scenario(chosen.id);
      await queryClient.invalidateQueries();
      notify(format(m.applied, { name: chosen.label }), { type: 'success' });
      setConfirming(false);
      onClose();
    } catch {
      notify(m.failed, { type: 'error' });
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="scenario-dialog-title" data-testid="scenario-dialog">
        <DialogTitle id="scenario-dialog-title">{m.title}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {m.intro}
          </Typography>
          <List aria-labelledby="scenario-dialog-title">
            {DEMO_SCENARIOS.map((scenario) => (
              <li key={scenario.id}>
                <ListItemButton onClick={() => {
                    setChosen(scenario);
                    setConfirming(true);
                  }} data-testid={`scenario-${scenario.id}`}>
                  <ListItemText primary={scenario.label} secondary={scenario.description} />
                </ListItemButton>
              </li>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{m.close}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={format(m.confirmTitle, { name: chosen?.label ?? '' })}
        content={m.confirm}
        confirmLabel={m.apply}
        pending={pending}
        onConfirm={() => void apply()}
        onClose={() => setConfirming(false)}
        color="warning"
        testId="scenario-confirm"
      />
    </>
  );
};

export default ScenarioDialog;
