import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Dialog, IconButton, InputBase, LinearProgress, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '../../components/visuallyHidden';
import { format } from '../../i18n/format';
import { commandPaletteMessages as m } from './messages';
import { flattenGroups, moveActive, type PaletteOption } from './rules';
import { usePaletteResults } from './usePaletteResults';
import { LongText } from '../../components/LongText';
import { useIsPhone } from '../../components/useIsPhone';

/** What the status line says and the live region announces. */
const statusText = (loading: boolean, count: number): string => (loading ? m.searching : count === 0 ? m.noResults : format(m.resultCount, { count }));

/**
 * The palette's content: a combobox over a grouped listbox (ARIA 1.2's combobox pattern). Focus stays in
 * the input; the arrows move the active option (aria-activedescendant), Enter opens it, Escape closes
 * the dialog. An Enter pressed before the areas have answered opens the best result once they have, so
 * Ctrl+K, paste an order's code, Enter lands on the order.
 */
const PaletteBody = ({ titleId, onClose }: { titleId: string; onClose: () => void }) => {
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [typed, setTyped] = useState('');
  /** The option the arrows or the pointer chose; null means the best one (the first). */
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [enterPending, setEnterPending] = useState(false);
  const { groups, loading, failed } = usePaletteResults(typed);
  const options = useMemo(() => flattenGroups(groups), [groups]);
  const indexOf = useMemo(() => new Map(options.map((option, index) => [option.key, index])), [options]);
  const activeIndex = chosenKey !== null && indexOf.has(chosenKey) ? (indexOf.get(chosenKey) as number) : options.length > 0 ? 0 : -1;
  const active: PaletteOption | undefined = options[activeIndex];
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const open = (option: PaletteOption) => {
    onClose();
    navigate(option.item.to);
  };

  // An Enter that waited for the answers: the best result, once nothing more is coming.
  const best = options[0];
  useEffect(() => {
    if (!enterPending || loading) return;
    setEnterPending(false);
    if (best) {
      onClose();
      navigate(best.item.to);
    }
  }, [enterPending, loading, best, onClose, navigate]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, baseId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setChosenKey(moveActive(options, active?.key ?? null, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // A result the administrator picked opens now; otherwise the best one, once the answers are in.
      if (chosenKey !== null && active) open(active);
      else if (loading) setEnterPending(true);
      else if (active) open(active);
    }
  };

  const status = statusText(loading, options.length);
  return (
    <>
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {m.title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={typed}
          placeholder={m.placeholder}
          onChange={(event) => {
            setTyped(event.target.value);
            setChosenKey(null);
            setEnterPending(false);
          }}
          onKeyDown={onKeyDown}
          sx={{ fontSize: '1.1rem' }}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': m.inputLabel,
              'aria-expanded': options.length > 0,
              'aria-controls': listboxId,
              'aria-activedescendant': active ? optionId(activeIndex) : undefined,
              'aria-autocomplete': 'list',
              autoComplete: 'off',
              autoCapitalize: 'off',
              spellCheck: false,
              enterKeyHint: 'go',
            },
          }}
        />
        {/* A phone has no Escape key, and the full-screen palette no backdrop to tap. */}
        <IconButton edge="end" onClick={onClose} aria-label={m.close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-hidden sx={{ height: 4 }} />}</Box>
      <Box
        role="listbox"
        id={listboxId}
        aria-label={m.results}
        data-testid="palette-listbox"
        sx={{ overflowY: 'auto', flex: 1, maxHeight: { sm: 'min(60vh, 480px)' }, px: 1, pb: 1 }}
        // Choosing with the pointer keeps the keyboard's focus in the input.
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map((group) => (
          <Box key={group.id} role="group" aria-labelledby={`${baseId}-group-${group.id}`}>
            <Typography
              id={`${baseId}-group-${group.id}`}
              role="presentation"
              variant="overline"
              color="text.secondary"
              sx={{ display: 'block', px: 1, pt: 1, lineHeight: 2, fontWeight: 600 }}
            >
              {group.label}
            </Typography>
            {group.items.map((item) => {
              const key = `${group.id}:${item.id}`;
              const index = indexOf.get(key) ?? -1;
              const option = options[index];
              const selected = index === activeIndex;
              const Icon = item.icon;
              return (
                <Box
                  key={key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  data-testid="palette-option"
                  data-group={group.id}
                  onMouseMove={() => !selected && setChosenKey(key)}
                  onClick={() => option && open(option)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 1,
                    py: 0.75,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: selected ? 'action.selected' : undefined,
                    outline: selected ? '2px solid' : undefined,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  }}
                >
                  {Icon && (
                    <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
                      <Icon />
                    </Box>
                  )}
                  <Box sx={{ minWidth: 0 }}>
                    {/* Labels carry record names and codes: isolated, clamped, whole on hover. */}
                    <LongText text={item.label} variant="body1" lines={2} sx={{ fontWeight: 500 }} />
                    {item.secondary && <LongText text={item.secondary} variant="body2" color="text.secondary" lines={2} />}
                  </Box>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" role="status" aria-live="polite" data-testid="palette-status">
          {status}
          {failed.length > 0 && ` · ${format(m.someFailed, { groups: failed.join(', ') })}`}
        </Typography>
        <Typography variant="caption" color="text.secondary" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }}>
          {m.hint}
        </Typography>
      </Box>
    </>
  );
};

/** The command palette (Ctrl+K, ⌘+K, or the app bar's search button); its code loads when first opened. */
export default function CommandPaletteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const phone = useIsPhone();
  // Every opening starts empty, even one that comes while the last closing is still fading out.
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid="command-palette"
      slotProps={{ container: { sx: { alignItems: { sm: 'flex-start' } } }, paper: { sx: { mt: { sm: 10 }, display: 'flex', flexDirection: 'column' } } }}
    >
      <PaletteBody key={openings} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
