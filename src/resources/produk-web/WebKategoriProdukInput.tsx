import { useState } from 'react';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { LazyWebKategoriProdukQuickAddDialog as WebKategoriProdukQuickAddDialog, WEB_KATEGORI_PRODUK, webKategoriProdukKeys, webKategoriProdukMessages } from '../web-kategori-produk/public';
import { ReferenceWithQuickAdd } from './ReferenceWithQuickAdd';
import { StopSubmitPropagation } from './StopSubmitPropagation';
import { produkWebMessages } from './messages';

/** Choices that cannot be loaded say so in the form's words (catalogue spec §8), unless the server said more. */
const CATEGORY_QUERY = { meta: { fallback: webKategoriProdukMessages.dataLoadFailed } };

/** The web category, chosen from the list or made on the spot with the quick-add dialog. */
export const WebKategoriProdukInput = () => {
  const queryClient = useQueryClient();
  const { setValue } = useFormContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ReferenceWithQuickAdd addLabel={produkWebMessages.addCategory} onAdd={() => setOpen(true)}>
        <ReferenceInput source="kategoriProdukWebId" reference={WEB_KATEGORI_PRODUK} perPage={200} sort={{ field: 'namaKategori', order: 'ASC' }} queryOptions={CATEGORY_QUERY}>
          <AutocompleteInput optionText="namaKategori" label={produkWebMessages.kategori} filterToQuery={(q) => ({ q })} fullWidth />
        </ReferenceInput>
      </ReferenceWithQuickAdd>
      <StopSubmitPropagation>
        <WebKategoriProdukQuickAddDialog
          open={open}
          onClose={() => setOpen(false)}
          onCreated={(category) => {
            void queryClient.invalidateQueries({ queryKey: webKategoriProdukKeys.all });
            setValue('kategoriProdukWebId', category.id, { shouldDirty: true, shouldValidate: true });
          }}
        />
      </StopSubmitPropagation>
    </>
  );
};
