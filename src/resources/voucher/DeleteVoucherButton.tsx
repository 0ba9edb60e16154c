import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { Voucher } from './schemas';
import { ConfirmedIconAction } from '../../components/ConfirmedIconAction';
import { messages } from '../../i18n/messages';
import { format } from '../../i18n/format';
import { voucherMessages } from './messages';

/** Permanent delete after confirmation; pessimistic, disabled while the request runs, sent once. */
export const DeleteVoucherButton = () => {
  const voucher = useRecordContext<Voucher>();
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete<Voucher>();

  if (!voucher) return null;

  return (
    <ConfirmedIconAction
      label={messages.common.delete}
      icon={<DeleteIcon fontSize="small" />}
      color="error"
      confirmTitle={format(voucherMessages.deleteConfirmTitle, { kode: voucher.kode_voucher })}
      confirmContent={voucherMessages.deleteConfirm}
      confirmLabel={messages.common.delete}
      pending={isPending}
      onConfirm={() =>
        deleteOne(
          'voucher',
          { id: voucher.id, previousData: voucher },
          {
            mutationMode: 'pessimistic',
            returnPromise: true,
            onSuccess: () => notify(voucherMessages.deleted, { type: 'success' }),
            onError: (error: unknown) => notify(errorMessage(error, voucherMessages.deleteFailed), { type: 'error' }),
          },
        )
      }
    />
  );
};
