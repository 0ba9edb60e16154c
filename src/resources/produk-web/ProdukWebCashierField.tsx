import { TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import type { CashierProduct } from './schemas';
import { emptyPosInfo, type PosInfo } from './rules/formValues';
import { CashierProductPicker } from './CashierProductPicker';
import { fieldErrorText } from './fieldErrorText';
import { produkWebMessages } from './messages';

/** The cashier product's facts the form keeps beside the link (entity, cost, weight, dimensions). */
export const posInfoOf = (product: CashierProduct | null): PosInfo =>
  product
    ? {
        entitasId: product.entitas_id,
        produkKasirNama: product.nama_produk,
        hargaModal: product.harga_modal,
        beratGram: product.berat_gram ?? null,
        panjangCm: product.panjang_cm ?? null,
        lebarCm: product.lebar_cm ?? null,
        tinggiCm: product.tinggi_cm ?? null,
      }
    : emptyPosInfo();

/**
 * The product's own cashier link: a picker while adding, the linked name (read-only) while editing.
 * Picking fills the read-only POS information shown beside the form.
 */
export const ProdukWebCashierField = ({ readOnly }: { readOnly: boolean }) => {
  const { setValue, getValues } = useFormContext();
  const { field, fieldState } = useController({ name: 'produkKasirId' });

  if (readOnly) {
    return (
      <TextField
        label={produkWebMessages.cashierProduct}
        value={getValues('produkKasirNama') || '-'}
        helperText={produkWebMessages.cashierLinked}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
    );
  }

  const select = (product: CashierProduct | null) => {
    field.onChange(product?.id ?? null);
    for (const [key, value] of Object.entries(posInfoOf(product))) setValue(key, value, { shouldDirty: true });
  };

  return (
    <CashierProductPicker
      label={produkWebMessages.cashierProduct}
      value={field.value ?? null}
      onSelect={select}
      error={fieldErrorText(fieldState.error)}
    />
  );
};
