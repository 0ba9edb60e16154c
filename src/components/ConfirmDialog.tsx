import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { messages } from '../i18n/messages';
import { displayComposedText } from '../domain/displayText';
import { useOpenedOnce } from './useOpenedOnce';

const m = messages.common;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content?: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  color?: 'primary' | 'error' | 'warning' | 'success';
  /** `data-testid` of the dialog; its confirm button gets `<testId>-confirm`. */
  testId?: string;
}

/**
 * Asks before an action (an order step, a cash movement); both buttons held while it runs, so it is
 * sent once. A click beside it does not dismiss it: the second click of a double click on the button
 * that opened it lands there. Titles and contents carry record names ('Hapus merk "X"?'): overrides
 * in them are taken out (`displayComposedText`) so a name cannot reverse the question.
 */
export const ConfirmDialog = (props: ConfirmDialogProps) => (useOpenedOnce(props.open) ? <ConfirmDialogView {...props} /> : null);

const ConfirmDialogView = ({ open, title, content, confirmLabel, pending, onConfirm, onClose, color = 'primary', testId }: ConfirmDialogProps) => (
  <Dialog
    open={open}
    onClose={(_event, reason) => (pending || reason === 'backdropClick' ? undefined : onClose())}
    aria-labelledby="confirm-dialog-title"
    fullWidth
    maxWidth="xs"
    data-testid={testId}
  >
    <DialogTitle id="confirm-dialog-title" sx={{ overflowWrap: 'anywhere' }}>{displayComposedText(title)}</DialogTitle>
    {content && (
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{displayComposedText(content)}</DialogContentText>
      </DialogContent>
    )}
    <DialogActions>
      <Button onClick={onClose} disabled={pending}>
        {m.cancel}
      </Button>
      <Button
        onClick={onConfirm}
        disabled={pending}
        variant="contained"
        color={color}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid={testId ? `${testId}-confirm` : undefined}
      >
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
  /** The refusal of an empty required reply, when the screen has its own words. */
  requiredMessage?: string;
  confirmLabel?: string;
  pending: boolean;
  onSubmit: (reply: string) => void;
  onClose: () => void;
  color?: ConfirmDialogProps['color'];
  /** `data-testid` of the dialog; its field gets `<testId>-input`, its confirm button `<testId>-confirm`. */
  testId?: string;
}

/**
 * A prompt for a short text (an order's cancel reason, a payment proof's rejection reason) as a
 * dialog: what was typed is kept if the call fails; closing it sends nothing.
 */
export const PromptDialog = (props: PromptDialogProps) => (useOpenedOnce(props.open) ? <PromptDialogView {...props} /> : null);

const PromptDialogView = ({ open, title, label, helperText, required = false, requiredMessage = m.reasonRequired, confirmLabel = m.ok, pending, onSubmit, onClose, color = 'primary', testId }: PromptDialogProps) => {
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (pending) return;
    if (required && reply.trim() === '') {
      setProblem(requiredMessage);
      return;
    }
    onSubmit(reply.trim());
  };
  return (
    // A click beside it does not close it: what was typed would be lost to a stray click.
    <Dialog
      open={open}
      onClose={(_event, reason) => (pending || reason === 'backdropClick' ? undefined : onClose())}
      aria-labelledby="prompt-dialog-title"
      fullWidth
      maxWidth="sm"
      data-testid={testId}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="prompt-dialog-title" sx={{ overflowWrap: 'anywhere' }}>{displayComposedText(title)}</DialogTitle>
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
            helperText={problem ?? (helperText === undefined ? undefined : displayComposedText(helperText))}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': testId ? `${testId}-input` : undefined } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {m.cancel}
          </Button>
          <Button
            type="submit"
            disabled={pending}
            variant="contained"
            color={color}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
