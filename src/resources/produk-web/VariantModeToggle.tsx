import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { emptyVariant, type VariantFormValues } from './rules/formValues';
import { produkWebMessages } from './messages';

/**
 * Variants on or off. Fixed once the product exists (catalogue spec §4). Turning it on starts with one
 * empty variant card, since at least one is needed.
 */
export const VariantModeToggle = ({ fixed }: { fixed: boolean }) => {
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
        label={produkWebMessages.useVariants}
      />
      {fixed && <FormHelperText sx={{ mt: -1 }}>{produkWebMessages.variantModeFixed}</FormHelperText>}
    </>
  );
};
