import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { penjualanWebMessages } from './messages';

const m = penjualanWebMessages.actions;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content?: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  color?: 'primary' | 'error' | 'warning' | 'success';
}

/**
 * Asks before an order action; both buttons held while it runs, so it is sent once. A click beside it
 * does not dismiss it: the second click of a double click on the button that opened it lands there.
 */
export const ConfirmDialog = ({ open, title, content, confirmLabel, pending, onConfirm, onClose, color = 'primary' }: ConfirmDialogProps) => (
  <Dialog open={open} onClose={(_event, reason) => (pending || reason === 'backdropClick' ? undefined : onClose())} aria-labelledby="order-confirm-title" fullWidth maxWidth="xs">
    <DialogTitle id="order-confirm-title">{title}</DialogTitle>
    {content && (
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{content}</DialogContentText>
      </DialogContent>
    )}
    <DialogActions>
      <Button onClick={onClose} disabled={pending}>
        {m.cancel}
      </Button>
      <Button onClick={onConfirm} disabled={pending} variant="contained" color={color} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {confirmLabel}
      </Button>
    </DialogActions>
  </Dialog>
);

export interface PromptDialogProps {
  open: boolean;
  title: string;
  label: string;
  helperText?: string;
  /** An empty reply is refused with 'Alasan harus diisi' (cancel); allowed otherwise (complete). */
  required?: boolean;
  confirmLabel?: string;
  pending: boolean;
  onSubmit: (reply: string) => void;
  onClose: () => void;
  color?: ConfirmDialogProps['color'];
}

/**
 * The spec's prompts (complete, cancel with a reason) as a dialog: what was typed is kept if the call
 * fails; closing it sends nothing.
 */
export const PromptDialog = ({ open, title, label, helperText, required = false, confirmLabel = m.ok, pending, onSubmit, onClose, color = 'primary' }: PromptDialogProps) => {
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (pending) return;
    if (required && reply.trim() === '') {
      setProblem(m.reasonRequired);
      return;
    }
    onSubmit(reply.trim());
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="order-prompt-title" fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="order-prompt-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={label}
            value={reply}
            required={required}
            onChange={(event) => {
              setReply(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? helperText}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={pending} variant="contained" color={color} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
