import BlockIcon from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { Voucher } from '../../api/schemas/voucher';
import { ConfirmedIconAction } from '../../components/ConfirmedIconAction';
import { messages } from '../../i18n/messages';
import { useShopDataProvider } from '../../providers/useShopDataProvider';

/** Deactivates an AKTIF voucher after confirmation; disabled while the request runs, sent once. */
export const DeactivateVoucherButton = () => {
  const voucher = useRecordContext<Voucher>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useShopDataProvider();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (id: Voucher['id']) => dataProvider.deactivateVoucher(id),
    onSuccess: () => {
      notify('app.voucher.deactivated', { type: 'success' });
      refresh();
    },
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
      onConfirm={() => mutateAsync(voucher.id)}
    />
  );
};
