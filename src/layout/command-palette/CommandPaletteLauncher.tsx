import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { commandPaletteMessages as m } from './messages';
import { shortcutFor, type ShortcutCommand } from './shortcuts';

// Loaded when first opened, never with the shell: the dialog, its ranking and the areas' searches.
const CommandPaletteDialog = lazy(() => import('./CommandPaletteDialog'));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

/**
 * The app bar's search button and the keyboard shortcuts (Ctrl+K or ⌘+K: the palette; `?`: the list of
 * shortcuts, never while typing in a field). Only this and the pure key rule are in the shell.
 */
export const CommandPaletteLauncher = () => {
  const [open, setOpen] = useState<ShortcutCommand | null>(null);
  // Once opened, a dialog stays mounted (closed) so its closing transition plays and the next open is instant.
  const [opened, setOpened] = useState<ReadonlySet<ShortcutCommand>>(() => new Set());
  const show = useCallback((command: ShortcutCommand) => {
    setOpen(command);
    setOpened((seen) => (seen.has(command) ? seen : new Set(seen).add(command)));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = shortcutFor(event);
      if (!command) return;
      event.preventDefault();
      show(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const close = () => setOpen(null);
  return (
    <>
      <Tooltip title={m.open}>
        <IconButton color="inherit" aria-label={m.open} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={() => show('palette')} data-testid="palette-button">
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Suspense fallback={null}>
        {opened.has('palette') && <CommandPaletteDialog open={open === 'palette'} onClose={close} />}
        {opened.has('shortcuts') && <ShortcutsDialog open={open === 'shortcuts'} onClose={close} />}
      </Suspense>
    </>
  );
};
