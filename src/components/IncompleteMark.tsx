import { useState } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { Incomplete, MaybeIncomplete } from '../api/schemas/tolerant';
import { formatRupiah } from '../domain/format';
import { format } from '../i18n/format';
import { messages } from '../i18n/messages';

const m = messages.incomplete;

const rawText = (raw: unknown): string => {
  try {
    return JSON.stringify(raw, null, 2) ?? String(raw);
  } catch {
    return String(raw);
  }
};

/** The record as the server sent it and what did not fit, in a dialog closed by its button or Escape. */
export const IncompleteDialog = ({ incomplete, name, open, onClose }: { incomplete: Incomplete; name: string; open: boolean; onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="incomplete-dialog-title" data-testid="incomplete-dialog">
    <DialogTitle id="incomplete-dialog-title">{format(m.title, { name })}</DialogTitle>
    <DialogContent dividers>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {m.intro}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {m.issues}
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, pl: 2.5 }} data-testid="incomplete-issues">
        {incomplete.issues.map((issue) => (
          <li key={issue}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {issue}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {m.raw}
      </Typography>
      <Box
        component="pre"
        data-testid="incomplete-raw"
        sx={{ m: 0, mt: 0.5, p: 1, maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {rawText(incomplete.raw)}
      </Box>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>{m.close}</Button>
    </DialogActions>
  </Dialog>
);

/**
 * The visible mark of a record salvaged from one the server sent in a shape that could not be read:
 * 'data tidak lengkap', which opens the record's raw fields. Nothing for a record read whole.
 * `name` identifies the record (its code or id) in the button's and dialog's names.
 */
export const IncompleteMark = ({ record, name }: { record: MaybeIncomplete | null | undefined; name: string }) => {
  const [open, setOpen] = useState(false);
  const incomplete = record?._incomplete;
  if (!incomplete) return null;
  const label = name || m.unnamed;
  return (
    <>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<WarningAmberIcon />}
        label={m.mark}
        onClick={(event) => {
          // Inside a clickable row or card: the mark opens the raw fields, not the record.
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={format(m.show, { name: label })}
        aria-haspopup="dialog"
        data-testid="incomplete-mark"
      />
      {open && (
        // React carries a portal's clicks up its tree: kept from the row or card around the mark.
        <span onClick={(event) => event.stopPropagation()}>
          <IncompleteDialog incomplete={incomplete} name={label} open={open} onClose={() => setOpen(false)} />
        </span>
      )}
    </>
  );
};

/** Money of a record: an amount, or 'tidak terbaca' for a salvaged record, whose zeros are defaults, not money. */
export const recordRupiah = (record: MaybeIncomplete | null | undefined, value: number | string | null | undefined): string =>
  record?._incomplete ? m.amount : formatRupiah(value);
