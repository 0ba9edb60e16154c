import { useState, useSyncExternalStore } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, List, ListItem, ListItemText, Switch, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { driftSnapshot, resetDrift, subscribeDrift, type DriftEntry } from '../../api/drift';
import { format } from '../../i18n/format';
import { demoMessages } from './messages';
import { useIsPhone } from '../../components/useIsPhone';

const m = demoMessages.drift;

/** One count in the dialog's words: '3 record dengan status_pengiriman tak dikenal "ON_HOLD"'. */
export const driftLine = (entry: DriftEntry): string => {
  switch (entry.kind) {
    case 'unreadable':
      return format(m.unreadable, { count: entry.count, issue: entry.value });
    case 'unknown-value':
      return format(m.unknownValue, { count: entry.count, field: entry.field, value: entry.value });
    case 'loose-value':
      return format(m.looseValue, { count: entry.count, field: entry.field, value: entry.value });
    default:
      return `${entry.count} ${String(entry.kind)} ${entry.field} ${entry.value}`;
  }
};

const ORDER: Readonly<Record<string, number>> = { unreadable: 0, 'unknown-value': 1, 'loose-value': 2 };

/**
 * QA's view of backend drift (fake mode's Demo section): per endpoint, what the tolerant readers forgave
 * in its latest answer, and a reset. The counts live in the kernel's drift counter (api/drift.ts).
 */
const DriftDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const phone = useIsPhone();
  const notify = useNotify();
  const snapshot = useSyncExternalStore(subscribeDrift, driftSnapshot, driftSnapshot);
  const queryClient = useQueryClient();
  // The in-page fake's switch (there from the demo's boot, before the backend has loaded): every screen reloads in the new shape.
  const [drifting, setDrifting] = useState(() => window.__fakeApi?.drifting() ?? false);
  const sources = Object.keys(snapshot).sort();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="drift-dialog-title" data-testid="drift-dialog">
      <DialogTitle id="drift-dialog-title">{m.title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {m.intro}
        </Typography>
        {window.__fakeApi && (
          <Box sx={{ mb: 1.5 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={drifting}
                  onChange={(event) => {
                    window.__fakeApi?.setDrifting(event.target.checked);
                    setDrifting(event.target.checked);
                    void queryClient.invalidateQueries();
                  }}
                />
              }
              label={m.toggle}
            />
            <Typography variant="caption" color="text.secondary" component="p">
              {m.toggleHelp}
            </Typography>
          </Box>
        )}
        {sources.length === 0 ? (
          <Typography data-testid="drift-none">{m.none}</Typography>
        ) : (
          sources.map((source) => (
            <Box component="section" key={source} aria-label={source} sx={{ mb: 1.5 }} data-testid="drift-endpoint">
              <Typography variant="subtitle2" component="h3" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {source}
              </Typography>
              <List dense disablePadding>
                {[...(snapshot[source] ?? [])]
                  .sort((a, b) => (ORDER[a.kind] ?? 3) - (ORDER[b.kind] ?? 3) || b.count - a.count)
                  .map((entry) => (
                    <ListItem key={`${entry.kind}|${entry.field}|${entry.value}`} disableGutters>
                      <ListItemText primary={driftLine(entry)} slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }} />
                    </ListItem>
                  ))}
              </List>
            </Box>
          ))
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            resetDrift();
            notify(m.resetDone, { type: 'info' });
          }}
          disabled={sources.length === 0}
        >
          {m.reset}
        </Button>
        <Button onClick={onClose}>{m.close}</Button>
      </DialogActions>
    </Dialog>
  );
};

export default DriftDialog;
