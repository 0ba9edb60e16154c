import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { Voucher } from './schemas';
import { ConfirmedIconAction } from '../../components/ConfirmedIconAction';
import { messages } from '../../i18n/messages';

/** Permanent delete after confirmation; pessimistic, disabled while the request runs, sent once. */
export const DeleteVoucherButton = () => {
  const voucher = useRecordContext<Voucher>();
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete<Voucher>();

  if (!voucher) return null;

  return (
    <ConfirmedIconAction
      label={translate('app.common.delete')}
      icon={<DeleteIcon fontSize="small" />}
      color="error"
      confirmTitle={translate('app.voucher.deleteConfirmTitle', { kode: voucher.kode_voucher })}
      confirmContent={translate('app.voucher.deleteConfirm')}
      confirmLabel={translate('app.common.delete')}
      pending={isPending}
      onConfirm={() =>
        deleteOne(
          'voucher',
          { id: voucher.id, previousData: voucher },
          {
            mutationMode: 'pessimistic',
            returnPromise: true,
            onSuccess: () => notify('app.voucher.deleted', { type: 'success' }),
            onError: (error: unknown) => notify(errorMessage(error, messages.voucher.deleteFailed), { type: 'error' }),
          },
        )
      }
    />
  );
};
