import { useEffect, useId, useState } from 'react';
import { Box, Button, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import BoltIcon from '@mui/icons-material/Bolt';
import { format } from '../../../i18n/format';
import type { WebProduct } from '../../../resources/produk-web/public';
import { FlashSaleProductRow } from './FlashSaleProductRow';
import { useFlashSaleSearch } from './hooks';
import { FLASH_SALE } from './rules';
import { flashSaleMessages as m } from './messages';

/** `value` once it has stopped changing for `ms`. */
const useDebounced = (value: string, ms: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * Finding a product to put on flash sale (catalogue spec §2 and §9): asked 500 ms after the typing stops,
 * from 2 characters. A failed search is silent (catalogue spec §8): it shows as no result.
 */
export const FlashSaleSearch = ({ onSetUp, disabled }: { onSetUp: (product: WebProduct) => void; disabled: boolean }) => {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), FLASH_SALE.searchDebounceMs);
  const active = q.length >= FLASH_SALE.searchMinChars;
  const search = useFlashSaleSearch(q);
  const resultsId = useId();
  const results = active && search.isSuccess ? search.data : [];
  const settled = active && !search.isFetching;

  return (
    <Box>
      <TextField
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        label={m.searchLabel}
        helperText={m.searchHint}
        size="small"
        fullWidth
        type="search"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          htmlInput: { 'aria-controls': resultsId, autoComplete: 'off' },
        }}
      />
      {active && search.isFetching && <LinearProgress sx={{ mt: 0.5 }} aria-label={m.searchResults} />}
      <Box id={resultsId} aria-live="polite">
        {settled && results.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="flash-sale-search-empty">
            {m.searchEmpty}
          </Typography>
        )}
        {results.length > 0 && (
          <Box component="ul" aria-label={m.searchResults} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {results.map((product) => (
              <FlashSaleProductRow
                key={product.id}
                product={product}
                showDiscount={false}
                testId="flash-sale-search-result"
                action={
                  <Button size="small" variant="outlined" startIcon={<BoltIcon />} disabled={disabled} onClick={() => onSetUp(product)} aria-label={format(m.setUpFor, { name: product.judul })}>
                    {m.setUp}
                  </Button>
                }
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
};
