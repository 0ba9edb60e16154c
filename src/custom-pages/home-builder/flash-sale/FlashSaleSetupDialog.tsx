import { useId, useRef, useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorMessage } from '../../../api/errors';
import { DialogSaveActions } from '../../../components/DialogSaveActions';
import { LongText } from '../../../components/LongText';
import { PercentInput } from '../../../components/PercentInput';
import { IndonesianDateInput } from '../../../components/date/IndonesianDateInput';
import { type FlashSaleToggleInput, produkWebMessages, type WebProduct } from '../../../resources/produk-web/public';
import type { GuardedMutation } from '../../../providers/queries';
import { FLASH_SALE, flashSaleOnPayload, validateFlashSale, type FlashSaleFormValues } from './rules';
import { flashSaleMessages as m } from './messages';

export interface FlashSaleSetupTarget {
  product: WebProduct;
  /** Taken when the dialog opens, so the default end date is a week from that moment. */
  defaults: FlashSaleFormValues;
}

/**
 * Switching a product's flash sale on: discount percent (1-99, step 0.1) and end date. A refused value
 * or a failed request keeps everything as typed; the dialog closes only by its buttons or Escape (a
 * click beside it would throw the typing away) and not while the request runs.
 */
export const FlashSaleSetupDialog = ({
  target,
  toggle,
  onClose,
}: {
  target: FlashSaleSetupTarget;
  toggle: GuardedMutation<FlashSaleToggleInput, unknown>;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const saving = toggle.isPending;
  // A fast answer can settle before the second click of a double click arrives, while the dialog is
  // still on screen: once it has succeeded, this dialog sends nothing more.
  const done = useRef(false);

  const close = () => {
    if (!saving) onClose();
  };

  const submit = async (values: FieldValues) => {
    if (done.current) return;
    setError(null);
    try {
      // validateFlashSale has let only a number and a date string through.
      const payload = flashSaleOnPayload(target.product.id, { diskonPersen: values.diskonPersen as number, tanggalBerakhir: values.tanggalBerakhir as string });
      if ((await toggle.runAsync(payload)) === undefined) return;
      done.current = true;
      notify(produkWebMessages.flashSaleOn, { type: 'success' });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, m.toggleFailed));
    }
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <Form
        record={target.defaults}
        onSubmit={submit}
        validate={(values) => validateFlashSale(values as FlashSaleFormValues, new Date())}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id={titleId}>{m.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <LongText text={target.product.judul} sx={{ fontWeight: 600 }} testId="flash-sale-dialog-product" />
            {error && (
              <Alert severity="error" data-testid="flash-sale-error">
                {error}
              </Alert>
            )}
            <PercentInput
              source="diskonPersen"
              label={m.percentLabel}
              min={FLASH_SALE.percentMin}
              max={FLASH_SALE.percentMax}
              step={FLASH_SALE.percentStep}
              disabled={saving}
              fullWidth
              autoFocus
            />
            <IndonesianDateInput source="tanggalBerakhir" label={m.endDateLabel} helperText={m.endDateHint} disabled={saving} fullWidth />
          </Stack>
        </DialogContent>
        <DialogSaveActions onCancel={close} saving={saving} />
      </Form>
    </Dialog>
  );
};
