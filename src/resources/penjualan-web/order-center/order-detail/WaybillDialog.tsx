import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { format } from '../../../../i18n/format';
import { penjualanWebMessages } from '../../shared/messages';

const m = penjualanWebMessages.order;
const a = penjualanWebMessages.actions;

export interface WaybillDialogProps {
  code: string;
  courier: string;
  open: boolean;
  pending: boolean;
  onSubmit: (body: { trackingNumber: string; courierName?: string; adminNotes?: string }) => void;
  onClose: () => void;
}

/**
 * Update waybill (order spec §5): a new number is required ('Mohon isi nomor resi baru'), the JNE,
 * J&T and SiCepat formats are shown, and the change is confirmed before it is sent.
 */
export const WaybillDialog = ({ code, courier, open, pending, onSubmit, onClose }: WaybillDialogProps) => {
  const [waybill, setWaybill] = useState('');
  const [courierName, setCourierName] = useState(courier);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const closeAll = () => {
    setConfirming(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : closeAll} fullWidth maxWidth="xs" aria-labelledby="waybill-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          if (waybill.trim() === '') {
            setProblem(m.waybillRequired);
            return;
          }
          if (!confirming) {
            setConfirming(true);
            return;
          }
          onSubmit({ trackingNumber: waybill.trim(), ...(courierName.trim() ? { courierName: courierName.trim() } : {}), ...(notes.trim() ? { adminNotes: notes.trim() } : {}) });
        }}
      >
        <DialogTitle id="waybill-title">{confirming ? format(m.confirmWaybill, { waybill: waybill.trim() }) : format(m.waybillTitle, { code })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            autoFocus
            label={m.newWaybill}
            value={waybill}
            required
            disabled={confirming}
            onChange={(event) => {
              setWaybill(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? m.waybillExamples}
            slotProps={{ htmlInput: { maxLength: 40, spellCheck: false, autoCapitalize: 'characters' } }}
          />
          <TextField label={m.courierName} value={courierName} disabled={confirming} onChange={(event) => setCourierName(event.target.value)} />
          <TextField label={m.adminNotes} value={notes} disabled={confirming} onChange={(event) => setNotes(event.target.value)} multiline minRows={2} />
        </DialogContent>
        <DialogActions>
          <Button onClick={confirming ? () => setConfirming(false) : closeAll} disabled={pending}>
            {a.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {confirming ? a.ok : m.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
