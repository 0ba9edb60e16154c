import BlockIcon from '@mui/icons-material/Block';
import { useNotify, useRecordContext } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { Voucher } from './schemas';
import { ConfirmedIconAction } from '../../components/ConfirmedIconAction';
import { useGuardedMutation } from '../../providers/queries';
import { voucherContract } from './contract';
import { voucherKeys } from './hooks';
import { format } from '../../i18n/format';
import { voucherMessages } from './messages';

/** Deactivates an AKTIF voucher after confirmation; disabled while the request runs, sent once. */
export const DeactivateVoucherButton = () => {
  const voucher = useRecordContext<Voucher>();
  const notify = useNotify();
  const { runAsync, isPending } = useGuardedMutation({
    mutationFn: (id: Voucher['id'], call) => call(voucherContract.deactivate, { params: { id } }),
    invalidates: () => [voucherKeys.all],
    onSuccess: () => notify(voucherMessages.deactivated, { type: 'success' }),
    onError: (error: unknown) => notify(errorMessage(error, voucherMessages.deactivateFailed), { type: 'error' }),
  });

  if (!voucher || voucher.status !== 'AKTIF') return null;

  return (
    <ConfirmedIconAction
      label={voucherMessages.deactivate}
      icon={<BlockIcon fontSize="small" />}
      color="warning"
      confirmTitle={format(voucherMessages.deactivateConfirmTitle, { kode: voucher.kode_voucher })}
      confirmContent={voucherMessages.deactivateConfirm}
      confirmLabel={voucherMessages.deactivate}
      pending={isPending}
      onConfirm={() => runAsync(voucher.id)}
    />
  );
};
