import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../../api/errors';
import { formatRupiah } from '../../../domain/format';
import { format } from '../../../i18n/format';
import { penjualanWebRoutes } from '../routes';
import { penjualanWebMessages } from '../shared/messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { orderActions } from '../shared/rules/actions';
import type { Order, VerifyPaymentAction } from '../schemas';
import { useVerifyPayment } from './hooks';

const m = penjualanWebMessages.payment;

/** A message the server put in its success answer, if any. */
const serverMessage = (result: unknown): string | undefined => {
  const message = result && typeof result === 'object' ? (result as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/**
 * The success notice of a verified payment, with the next step of its money: the payment now waits in
 * Cash In to be cashed in to an account ('Buka Cash In').
 */
export const VerifiedNotice = ({ text }: { text: string }) => (
  <Alert
    severity="success"
    variant="filled"
    data-testid="payment-verified-notice"
    action={
      <Button color="inherit" size="small" component={RouterLink} to={penjualanWebRoutes.cashIn()} data-testid="payment-verified-cash-in">
        {m.openCashIn}
      </Button>
    }
  >
    {text}
  </Alert>
);

export interface PaymentVerifyActionsProps {
  order: Order;
  size?: 'small' | 'medium';
}

/**
 * 'Verifikasi' and 'Tolak' for a manual transfer awaiting confirmation (order spec §4 and §5), and
 * nothing for any other order. Each asks the spec's confirmation first; the call is sent once, both
 * buttons are held until it settles, and after success the order, the lists and the summaries reload
 * and the server's message (else ours, naming the order) is shown.
 * A failure shows the server's `error` (else 'Gagal memproses verifikasi pembayaran') and keeps the
 * confirmation open, the order unchanged.
 */
export const PaymentVerifyActions = ({ order, size = 'small' }: PaymentVerifyActionsProps) => {
  const notify = useNotify();
  // The action stays set while the dialog closes, so its words do not change during the fade.
  const [action, setAction] = useState<VerifyPaymentAction>('LUNAS');
  const [open, setOpen] = useState(false);
  const ask = (next: VerifyPaymentAction) => {
    setAction(next);
    setOpen(true);
  };
  const code = order.kode_transaksi;
  const mutation = useVerifyPayment(order, {
    onSuccess: (result, aksi) => {
      setOpen(false);
      const text = serverMessage(result) ?? format(aksi === 'LUNAS' ? m.verified : m.rejected, { code });
      // react-admin shows an element as the whole notice: the verified one carries its link to Cash In.
      notify(aksi === 'LUNAS' ? <VerifiedNotice text={text} /> : text, { type: 'success' });
    },
    onError: (error) => notify(errorMessage(error, penjualanWebMessages.errors.verifyPayment), { type: 'error' }),
  });

  if (!orderActions(order).canVerifyPayment) return null;
  const amount = formatRupiah(order.total_akhir);
  const verifying = action === 'LUNAS';
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="payment-verify-actions">
        <Button
          size={size}
          variant="contained"
          color="success"
          startIcon={<CheckCircleIcon />}
          disabled={mutation.isPending}
          onClick={() => ask('LUNAS')}
          aria-label={format(m.verifyLabel, { code })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {m.verify}
        </Button>
        <Button
          size={size}
          variant="outlined"
          color="error"
          startIcon={<CancelIcon />}
          disabled={mutation.isPending}
          onClick={() => ask('DIBATALKAN')}
          aria-label={format(m.rejectLabel, { code })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {m.reject}
        </Button>
      </Stack>
      <ConfirmDialog
        open={open}
        title={verifying ? m.confirmVerify : m.confirmReject}
        content={format(verifying ? m.verifyContent : m.rejectContent, { code, amount })}
        confirmLabel={verifying ? m.verify : m.reject}
        color={verifying ? 'success' : 'error'}
        pending={mutation.isPending}
        onConfirm={() => mutation.run(action)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
