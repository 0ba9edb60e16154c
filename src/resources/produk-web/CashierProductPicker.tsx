import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { CashierProduct } from './schemas';
import { cashierPickerOptions } from './rules/cashierPicker';
import { entityName } from '../../domain/entity';
import { formatRupiah } from '../../domain/format';
import { useUnlinkedCashierProducts } from './hooks';
import { produkWebMessages } from './messages';
import { RetryAlert } from '../../components/RetryAlert';

interface CashierProductPickerProps {
  label: string;
  value: CashierProduct['id'] | null;
  onSelect: (product: CashierProduct | null) => void;
  /** Chosen elsewhere in the same form (other variants): not offered again. */
  exclude?: ReadonlyArray<CashierProduct['id']>;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/**
 * A searchable list of unlinked cashier products: the first 20, names starting with the search first
 * (catalogue spec §2). The server's list failing shows its message with 'Coba Lagi'.
 */
export const CashierProductPicker = ({ label, value, onSelect, exclude = [], error, helperText, disabled }: CashierProductPickerProps) => {
  const { data = [], isPending, error: loadError, refetch, isFetching } = useUnlinkedCashierProducts();
  const selected = value === null ? null : (data.find((product) => String(product.id) === String(value)) ?? null);

  if (loadError) {
    return (
      <RetryAlert error={loadError} fallback={produkWebMessages.supportLoadFailed} onRetry={refetch} retrying={isFetching} />
    );
  }

  return (
    <Autocomplete<CashierProduct>
      options={data}
      value={selected}
      loading={isPending}
      disabled={disabled}
      onChange={(_, product) => onSelect(product)}
      filterOptions={(options, state) => cashierPickerOptions(options, { query: state.inputValue, exclude: exclude.filter((id) => String(id) !== String(value)) })}
      getOptionLabel={(product) => product.nama_produk}
      isOptionEqualToValue={(option, current) => String(option.id) === String(current.id)}
      loadingText={produkWebMessages.cashierLoading}
      noOptionsText={produkWebMessages.cashierNone}
      renderOption={({ key, ...props }, product) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{product.nama_produk}</Typography>
            <Typography variant="caption" color="text.secondary">
              {entityName(product.entitas_id)} · {formatRupiah(product.harga_modal)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={produkWebMessages.cashierSearch}
          error={Boolean(error)}
          helperText={error ?? helperText ?? produkWebMessages.cashierHint}
        />
      )}
    />
  );
};
