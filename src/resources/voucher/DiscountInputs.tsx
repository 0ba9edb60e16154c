import { useEffect, useRef } from 'react';
import { RadioButtonGroupInput } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { VoucherDiscountType } from './schemas';
import { PercentInput } from '../../components/PercentInput';
import { RupiahInput } from '../../components/RupiahInput';
import { VALUES_AFTER_TYPE_CHANGE } from './rules';
import { voucherMessages } from './messages';

/**
 * Discount type and value. PERSEN takes a percent and an optional cap (0 = no cap); NOMINAL takes a
 * rupiah amount and has no cap. Changing the type empties the value so one never reads as the other.
 */
export const DiscountInputs = () => {
  const { setValue, trigger } = useFormContext();
  const { isSubmitted } = useFormState();
  const tipe = useWatch({ name: 'tipe_diskon' }) as VoucherDiscountType | undefined;
  const previousTipe = useRef(tipe);

  // Reacting to the stored type (not the radio's onChange, which runs before the type is stored)
  // lets a re-validation after a first save attempt see the new type.
  useEffect(() => {
    if (previousTipe.current === tipe) return;
    previousTipe.current = tipe;
    for (const [field, value] of Object.entries(VALUES_AFTER_TYPE_CHANGE)) setValue(field, value, { shouldDirty: true });
    if (isSubmitted) void trigger(Object.keys(VALUES_AFTER_TYPE_CHANGE));
  }, [tipe, setValue, trigger, isSubmitted]);

  return (
    <>
      <RadioButtonGroupInput
        source="tipe_diskon"
        label={voucherMessages.tipeDiskon}
        choices={[
          { id: 'PERSEN', name: voucherMessages.persen },
          { id: 'NOMINAL', name: voucherMessages.nominal },
        ]}
        helperText={false}
      />
      {tipe === 'NOMINAL' ? (
        <RupiahInput source="nilai_diskon" label={voucherMessages.nominalLabel} helperText={voucherMessages.nominalHint} />
      ) : (
        <>
          <PercentInput
            source="nilai_diskon"
            label={voucherMessages.persenLabel}
            helperText={voucherMessages.persenHint}
            min={1}
            max={100}
          />
          <RupiahInput source="nominal_diskon_maks" label={voucherMessages.maxDiskon} helperText={voucherMessages.maxDiskonHint} />
        </>
      )}
    </>
  );
};
