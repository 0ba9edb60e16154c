import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DEMO_SCENARIOS, figureText, type ScenarioFigure, type ScenarioId, type ScenarioInfo } from '../../fake-api/scenarios';
import { format } from '../../i18n/format';
import { useGuardedMutation } from '../../providers/queries';
import { demoMessages } from './messages';
import { useIsPhone } from '../../components/useIsPhone';

const m = demoMessages.scenarios;

/**
 * What each scenario would make the screens show, computed when the list opens: it builds the worlds
 * (about a tenth of a second on the demo seed), so after the dialog has been drawn, not during it. The
 * fake backend answers it once loaded (a promise); a list closed meanwhile ignores the answer.
 */
const usePreview = (open: boolean): Record<ScenarioId, ScenarioFigure[]> | null => {
  const [preview, setPreview] = useState<Record<ScenarioId, ScenarioFigure[]> | null>(null);
  useEffect(() => {
    if (!open) return;
    let shown = true;
    const timer = window.setTimeout(() => {
      window.__fakeApi
        ?.scenarioPreview()
        .then((figures) => {
          if (shown) setPreview(figures);
        })
        // Without the figures the list still names and describes every scenario.
        .catch(() => {});
    }, 0);
    return () => {
      shown = false;
      window.clearTimeout(timer);
    };
  }, [open]);
  return preview;
};

/**
 * The demo scenarios (fake mode only): each with a line saying what it adds and the totals the screens
 * will then show (the seed's own records included); choosing one asks first (the demo data is
 * replaced), then puts the data into it from today's date, refreshes every screen and names it in a
 * toast with those totals. Applied once however the confirmation is clicked.
 */
const ScenarioDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const phone = useIsPhone();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Kept after the confirmation closes, so its title does not empty while it fades out.
  const [chosen, setChosen] = useState<ScenarioInfo | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = usePreview(open);

  const scenario = useGuardedMutation<ScenarioInfo, ScenarioFigure[]>({
    mutationFn: async ({ id }) => {
      const controls = window.__fakeApi;
      // Absent only without the in-page fake backend; a success toast would then be a lie.
      if (!controls) throw new Error('fake backend not ready');
      const figures = await controls.scenario(id);
      // Every screen's data changed: all of it is read again before the toast says so.
      await queryClient.invalidateQueries();
      return figures;
    },
    onSuccess: (figures, applied) => {
      const shown = figures.length > 0 ? ` ${figures.map(figureText).join('; ')}.` : '';
      notify(`${format(m.applied, { name: applied.label })}${shown}`, { type: 'success', multiLine: true });
      setConfirming(false);
      onClose();
    },
    onError: () => notify(m.failed, { type: 'error' }),
  });
  const pending = scenario.isPending;
  const apply = () => {
    if (chosen) scenario.run(chosen);
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
                  <ListItemText
                    primary={scenario.label}
                    secondary={
                      <>
                        {scenario.description}
                        {(preview?.[scenario.id] ?? []).map((figure) => (
                          <Box component="span" key={figure.screen} sx={{ display: 'block' }} data-testid={`scenario-${scenario.id}-figure`}>
                            {figureText(figure)}
                          </Box>
                        ))}
                      </>
                    }
                  />
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
        onConfirm={apply}
        onClose={() => setConfirming(false)}
        color="warning"
        testId="scenario-confirm"
      />
    </>
  );
};

export default ScenarioDialog;
