import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { commandPaletteMessages as m } from './messages';

/** The keys, as they are shown; several ways to press one command are separated by 'atau'. */
const SHORTCUTS: ReadonlyArray<{ keys: readonly (readonly string[])[]; text: string }> = [
  { keys: [['Ctrl', 'K'], ['⌘', 'K']], text: m.shortcuts.palette },
  { keys: [['?']], text: m.shortcuts.help },
  { keys: [['↑'], ['↓']], text: m.shortcuts.move },
  { keys: [['Enter']], text: m.shortcuts.choose },
  { keys: [['Esc']], text: m.shortcuts.close },
];

const Key = ({ children }: { children: string }) => (
  <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'inherit', fontSize: '0.85em', bgcolor: 'action.hover', whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

/** The `?` shortcut's list of every keyboard shortcut. */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="shortcuts-dialog">
      <DialogTitle id={titleId}>{m.shortcutsTitle}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5, m: 0, alignItems: 'baseline' }}>
          {SHORTCUTS.map(({ keys, text }) => (
            <Box key={text} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'baseline' }}>
                {keys.map((combination, index) => (
                  <Box key={combination.join('+')} component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'baseline' }}>
                    {index > 0 && <Typography component="span" variant="body2" color="text.secondary">/</Typography>}
                    {combination.map((key) => (
                      <Key key={key}>{key}</Key>
                    ))}
                  </Box>
                ))}
              </Box>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {text}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {m.shortcutsNote}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {m.shortcutsClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
