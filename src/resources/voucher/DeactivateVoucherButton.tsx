import BlockIcon from '@mui/icons-material/Block';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { Voucher } from './schemas';
import { ConfirmedIconAction } from '../../components/ConfirmedIconAction';
import { messages } from '../../i18n/messages';
import { useGuardedMutation } from '../../providers/queries';
import { voucherContract } from './contract';
import { voucherKeys } from './hooks';

/** Deactivates an AKTIF voucher after confirmation; disabled while the request runs, sent once. */
export const DeactivateVoucherButton = () => {
  const voucher = useRecordContext<Voucher>();
  const translate = useTranslate();
  const notify = useNotify();
  const { runAsync, isPending } = useGuardedMutation({
    mutationFn: (id: Voucher['id'], call) => call(voucherContract.deactivate, { params: { id } }),
    invalidates: () => [voucherKeys.all],
    onSuccess: () => notify('app.voucher.deactivated', { type: 'success' }),
    onError: (error: unknown) => notify(errorMessage(error, messages.voucher.deactivateFailed), { type: 'error' }),
  });

  if (!voucher || voucher.status !== 'AKTIF') return null;

  return (
    <ConfirmedIconAction
      label={translate('app.voucher.deactivate')}
      icon={<BlockIcon fontSize="small" />}
      color="warning"
      confirmTitle={translate('app.voucher.deactivateConfirmTitle', { kode: voucher.kode_voucher })}
      confirmContent={translate('app.voucher.deactivateConfirm')}
      confirmLabel={translate('app.voucher.deactivate')}
      pending={isPending}
      onConfirm={() => runAsync(voucher.id)}
    />
  );
};
