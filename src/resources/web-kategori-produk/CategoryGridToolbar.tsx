import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import SearchIcon from '@mui/icons-material/Search';
import { Button, InputAdornment, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CATEGORY_SORT_KEYS, type CategorySortKey, type SortOrder } from './rules';

export interface CategoryGridQuery {
  q: string;
  sort: CategorySortKey;
  order: SortOrder;
}

const SORT_LABELS: Record<CategorySortKey, string> = {
  nama: 'app.category.sortNama',
  urutan: 'app.category.sortUrutan',
  tanggal: 'app.category.sortTanggal',
};

/** Search box, sort select (Nama, Urutan, Tanggal) and the asc/desc toggle. */
export const CategoryGridToolbar = ({ query, onChange }: { query: CategoryGridQuery; onChange: (query: CategoryGridQuery) => void }) => {
  const translate = useTranslate();
  const ascending = query.order === 'ASC';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        type="search"
        size="small"
        placeholder={translate('app.category.search')}
        value={query.q}
        onChange={(event) => onChange({ ...query, q: event.target.value })}
        sx={{ flex: 1, maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.category.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('app.category.sortBy')}
          value={query.sort}
          onChange={(event) => onChange({ ...query, sort: event.target.value as CategorySortKey })}
          sx={{ minWidth: 150 }}
        >
          {CATEGORY_SORT_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {translate(SORT_LABELS[key])}
            </MenuItem>
          ))}
        </TextField>
        <Tooltip title={translate('app.category.sortToggle')} describeChild>
          <Button
            variant="outlined"
            size="medium"
            startIcon={ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
            onClick={() => onChange({ ...query, order: ascending ? 'DESC' : 'ASC' })}
            data-testid="sort-order"
          >
            {translate(ascending ? 'app.category.sortAsc' : 'app.category.sortDesc')}
          </Button>
        </Tooltip>
      </Stack>
    </Stack>
  );
};
