import { Button, CircularProgress, DialogActions } from '@mui/material';
import { messages } from '../i18n/messages';

/**
 * 'Batal' and a submit 'Simpan' for a dialog holding a form: the submit shows 'Menyimpan...' with a
 * spinner while `saving`, and both stay disabled as the caller says (from the first click until the
 * save settles, and while something else still works, such as a photo being optimised).
 */
export const DialogSaveActions = ({ onCancel, saving, saveDisabled = saving }: { onCancel: () => void; saving: boolean; saveDisabled?: boolean }) => (
  <DialogActions>
    <Button onClick={onCancel} disabled={saving}>
      {messages.common.cancel}
    </Button>
    <Button type="submit" variant="contained" disabled={saveDisabled} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
      {saving ? messages.common.saving : messages.common.save}
    </Button>
  </DialogActions>
);
