import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import { emptyVariant, type VariantFormValues } from './rules/formValues';

/**
 * Variants on or off. Fixed once the product exists (spec section 4). Turning it on starts with one
 * empty variant card, since at least one is needed.
 */
export const VariantModeToggle = ({ fixed }: { fixed: boolean }) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { field } = useController({ name: 'pakaiVarian' });
  const toggle = (checked: boolean) => {
    field.onChange(checked);
    if (checked && ((getValues('varian') as VariantFormValues[] | undefined) ?? []).length === 0) setValue('varian', [emptyVariant()]);
  };
  return (
    <>
      <FormControlLabel
        control={<Switch checked={Boolean(field.value)} onChange={(_, checked) => toggle(checked)} disabled={fixed} />}
        label={translate('app.product.useVariants')}
      />
      {fixed && <FormHelperText sx={{ mt: -1 }}>{translate('app.product.variantModeFixed')}</FormHelperText>}
    </>
  );
};
