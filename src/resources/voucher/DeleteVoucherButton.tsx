import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { Voucher } from '../../api/schemas/voucher';
import { messages } from '../../i18n/messages';

/** Permanent delete after confirmation; pessimistic, disabled while the request runs, sent once. */
export const DeleteVoucherButton = () => {
  const voucher = useRecordContext<Voucher>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Voucher>();

  if (!voucher) return null;

  const confirm = () => {
    if (isPending) return;
    void deleteOne(
      'voucher',
      { id: voucher.id, previousData: voucher },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.voucher.deleted', { type: 'success' }),
        onError: (error: unknown) => notify(errorMessage(error, messages.voucher.deleteFailed), { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  };

  return (
    <>
      <Tooltip title={translate('app.common.delete')}>
        <span>
          <IconButton
            size="small"
            color="error"
            aria-label={translate('app.common.delete')}
            disabled={isPending}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(true);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.voucher.deleteConfirmTitle', { kode: voucher.kode_voucher })}
        content={translate('app.voucher.deleteConfirm')}
        confirm={translate('app.common.delete')}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => {
          if (!isPending) setOpen(false);
        }}
      />
    </>
  );
};
