import { useId } from 'react';
import { Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form } from 'react-admin';
import { DialogSaveActions } from '../../components/DialogSaveActions';
import { SwitchFormInput, TextFormInput } from '../../components/FormInputs';
import { RupiahInput } from '../../components/RupiahInput';
import { formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { pendingCashMessages } from './messages';
import { amountOf, feeProblem, type FeeSetting } from './rules';
import type { PendingCash } from './schemas';

const m = pendingCashMessages;

interface FeeFormValues {
  amount: number | null;
  confirmed: boolean;
  note: string | null;
}

/**
 * The admin fee of one payment to cash in: the amount (the shared rupiah input, never above the gross),
 * whether it is confirmed, and a note for the ledger. Kept on the screen until the cash-in is sent.
 */
export const PendingCashFeeDialog = ({ entry, fee, onSave, onClose }: { entry: PendingCash; fee: FeeSetting; onSave: (fee: FeeSetting) => void; onClose: () => void }) => {
  const titleId = useId();
  const gross = amountOf(entry);
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <Form
        record={{ amount: fee.amount, confirmed: fee.confirmed, note: fee.note }}
        onSubmit={(raw: Record<string, unknown>) => {
          const values = raw as unknown as FeeFormValues;
          onSave({ amount: Number(values.amount ?? 0), confirmed: Boolean(values.confirmed), note: String(values.note ?? '') });
        }}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id={titleId}>{format(m.fee.title, { code: entry.kodeTransaksi })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {m.columns.gross}: {formatRupiah(gross)}
            </Typography>
            <RupiahInput
              source="amount"
              label={m.fee.amount}
              validate={(value: unknown) => feeProblem(value === null || value === undefined || value === '' ? 0 : Number(value), gross, m.fee) ?? undefined}
              fullWidth
              autoFocus
            />
            <SwitchFormInput source="confirmed" label={m.fee.confirmed} />
            <TextFormInput source="note" label={m.fee.note} fullWidth multiline minRows={1} maxLength={200} />
          </Stack>
        </DialogContent>
        <DialogSaveActions onCancel={onClose} saving={false} />
      </Form>
    </Dialog>
  );
};
