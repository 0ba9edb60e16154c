import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { Voucher } from '../../api/schemas/voucher';
import { messages } from '../../i18n/messages';
import { useShopDataProvider } from '../../providers/useShopDataProvider';

/** Deactivates an AKTIF voucher after confirmation; disabled while the request runs, sent once. */
export const DeactivateVoucherButton = () => {
  const voucher = useRecordContext<Voucher>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useShopDataProvider();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Voucher['id']) => dataProvider.deactivateVoucher(id),
    onSuccess: () => {
      notify('app.voucher.deactivated', { type: 'success' });
      refresh();
    },
    onError: (error: unknown) => notify(errorMessage(error, messages.voucher.deactivateFailed), { type: 'error' }),
    onSettled: () => setOpen(false),
  });

  if (!voucher || voucher.status !== 'AKTIF') return null;

  return (
    <>
      <Tooltip title={translate('app.voucher.deactivate')}>
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            size="small"
            color="warning"
            aria-label={translate('app.voucher.deactivate')}
            disabled={isPending}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(true);
            }}
          >
            <BlockIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.voucher.deactivateConfirmTitle', { kode: voucher.kode_voucher })}
        content={translate('app.voucher.deactivateConfirm')}
        confirm={translate('app.voucher.deactivate')}
        confirmColor="warning"
        onConfirm={() => {
          if (!isPending) mutate(voucher.id);
        }}
        onClose={() => {
          if (!isPending) setOpen(false);
        }}
      />
    </>
  );
};
