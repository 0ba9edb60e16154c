import { useMemo, useState } from 'react';
import { Autocomplete, Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { RetryAlert } from '../../components/RetryAlert';
import type { AdminProduct } from './schemas';
import { useAdminProducts, useSearchTerm } from './hooks';
import { isSearchable, searchProducts, searchTerm } from './rules';
import { warehouseMapMessages as m } from './messages';
import { LongText } from '../../components/LongText';

const optionLabel = (option: AdminProduct): string => `${option.kodeProduk} · ${option.namaProduk}`;

interface WarehouseProductSearchProps {
  product: AdminProduct | null;
  onChoose: (product: AdminProduct | null) => void;
}

/**
 * The product search (operations spec §5 and §9): suggestions from 2 characters, 250 ms after the typing
 * stops, at most 12, matching name or code. The product list is read once when the search first
 * starts; the filtering is the pure rule in `rules.ts`.
 */
export const WarehouseProductSearch = ({ product, onChoose }: WarehouseProductSearchProps) => {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  // A search submitted (Enter) with no product chosen is answered with the spec's words (operations spec §5).
  const [unchosen, setUnchosen] = useState(false);
  // The chosen product's own label in the field is no search.
  const searching = product === null || typed !== optionLabel(product);
  const term = useSearchTerm(searching ? typed : '');
  const active = term !== '';
  const waiting = searching && isSearchable(typed) && searchTerm(typed) !== term;
  const products = useAdminProducts(active);
  const found = useMemo(() => (active && products.data ? searchProducts(products.data, term) : []), [active, products.data, term]);
  const options = searching ? found : product ? [product] : [];
  const loading = waiting || (active && products.isFetching && !products.data);

  const showUnchosen = unchosen && product === null;

  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={(event) => {
        // Enter on a highlighted suggestion chooses it (the list takes that Enter); any other Enter lands here.
        event.preventDefault();
        setUnchosen(product === null);
      }}
    >
      <Autocomplete<AdminProduct, false, false, false>
        value={product}
        onChange={(_, chosen) => {
          setUnchosen(false);
          onChoose(chosen);
        }}
        inputValue={typed}
        onInputChange={(_, text) => setTyped(text)}
        options={options}
        // The rule above already filtered; MUI must not filter again on the undebounced text.
        filterOptions={(list) => list}
        getOptionLabel={optionLabel}
        isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
        // Closed below 2 characters: nothing is searched yet, so "not found" would mislead.
        open={open && searching && isSearchable(typed)}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        autoHighlight
        loading={loading}
        loadingText={m.searching}
        noOptionsText={m.searchEmpty}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest} data-testid="warehouse-product-option">
              <Box>
                <LongText text={option.namaProduk} lines={2} />
                <LongText text={option.kodeProduk} variant="caption" color="text.secondary" lines={1} />
              </Box>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={m.searchLabel}
            helperText={m.searchHint}
            error={showUnchosen}
            slotProps={{
              ...params.slotProps,
              formHelperText: showUnchosen ? { role: 'alert' } : undefined,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      {products.error ? (
        <RetryAlert error={products.error} fallback={m.loadStockFailed} onRetry={products.refetch} retrying={products.isFetching} testId="warehouse-search-error" sx={{ mt: 1 }} />
      ) : null}
    </Box>
  );
};
