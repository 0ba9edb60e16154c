import { useState } from 'react';
import { TextField } from '@mui/material';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { merkKeys, MerkQuickAddDialog } from '../merk/public';
import { ReferenceWithQuickAdd } from './ReferenceWithQuickAdd';
import { StopSubmitPropagation } from './StopSubmitPropagation';
import { produkWebMessages } from './messages';

/**
 * The brand: chosen (or quick-added) while adding; while editing it follows the linked cashier product
 * and is only shown (catalogue spec §2).
 */
export const MerkInput = ({ readOnly }: { readOnly: boolean }) => {
  const queryClient = useQueryClient();
  const { setValue } = useFormContext();
  const merkNama = useWatch({ name: 'merkNama' }) as string;
  const [open, setOpen] = useState(false);

  if (readOnly) {
    return (
      <TextField
        label={produkWebMessages.merk}
        value={merkNama || '-'}
        helperText={produkWebMessages.merkReadOnly}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
        sx={{ mt: 1, mb: 0.5 }}
      />
    );
  }
  return (
    <>
      <ReferenceWithQuickAdd addLabel={produkWebMessages.addBrand} onAdd={() => setOpen(true)}>
        <ReferenceInput source="merkId" reference="merk" perPage={500} sort={{ field: 'nama', order: 'ASC' }}>
          <AutocompleteInput optionText="nama" label={produkWebMessages.merk} filterToQuery={(q) => ({ q })} fullWidth />
        </ReferenceInput>
      </ReferenceWithQuickAdd>
      <StopSubmitPropagation>
        <MerkQuickAddDialog
          open={open}
          onClose={() => setOpen(false)}
          onCreated={(merk) => {
            void queryClient.invalidateQueries({ queryKey: merkKeys.all });
            setValue('merkId', merk.id, { shouldDirty: true, shouldValidate: true });
          }}
        />
      </StopSubmitPropagation>
    </>
  );
};
