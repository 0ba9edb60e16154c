import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Stack } from '@mui/material';
import { useFieldArray, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { Confirm } from 'react-admin';
import { format } from '../../i18n/format';
import { messages } from '../../i18n/messages';
import { emptyVariant, isVariantFilled, type VariantFormValues } from './rules/formValues';
import type { ProdukWebFormMode } from './rules/validation';
import type { ProdukWebGenerators } from './useProdukWebGenerators';
import { fieldErrorText } from './fieldErrorText';
import { VariantCard } from './VariantCard';
import { produkWebMessages } from './messages';

/** The variant cards, "Tambah Varian", and the rule that at least one variant must remain. */
export const VariantCards = ({ mode, generators }: { mode: ProdukWebFormMode; generators: ProdukWebGenerators }) => {
  const { fields, append, remove } = useFieldArray({ name: 'varian' });
  const variants = (useWatch({ name: 'varian' }) as VariantFormValues[] | undefined) ?? [];
  const { errors } = useFormState();
  const minError = fieldErrorText(errors.varianMin as FieldError | undefined);
  const chosen = variants.map((variant) => variant?.produkKasirId);
  // A filled card (its photos included) is removed only after the administrator confirms.
  const [asking, setAsking] = useState<number | null>(null);
  const askToRemove = (index: number) => (isVariantFilled(variants[index]) ? setAsking(index) : remove(index));
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <VariantCard
          key={field.id}
          index={index}
          mode={mode}
          generators={generators}
          takenElsewhere={chosen.filter((id, other): id is NonNullable<typeof id> => other !== index && id !== null && id !== undefined)}
          onRemove={() => askToRemove(index)}
        />
      ))}
      {/* Shown only while it is still true: adding a card makes it go away at once. */}
      {fields.length === 0 && minError && (
        <Alert severity="error" data-testid="variant-min-error">
          {minError}
        </Alert>
      )}
      <Confirm
        isOpen={asking !== null}
        title={format(produkWebMessages.removeVariantConfirmTitle, { number: (asking ?? 0) + 1 })}
        content={produkWebMessages.removeVariantConfirm}
        confirm={messages.common.delete}
        confirmColor="warning"
        onConfirm={() => {
          if (asking !== null) remove(asking);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
      <Button startIcon={<AddIcon />} variant="outlined" onClick={() => append(emptyVariant())} sx={{ alignSelf: 'flex-start' }}>
        {produkWebMessages.addVariant}
      </Button>
    </Stack>
  );
};
