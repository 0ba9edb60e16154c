import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import SearchIcon from '@mui/icons-material/Search';
import { Button, InputAdornment, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { CATEGORY_SORT_KEYS, type WebKategoriProdukSortKey, type SortOrder } from './rules';
import { webKategoriProdukMessages } from './messages';

export interface WebKategoriProdukGridQuery {
  q: string;
  sort: WebKategoriProdukSortKey;
  order: SortOrder;
}

const SORT_LABELS: Record<WebKategoriProdukSortKey, string> = {
  nama: webKategoriProdukMessages.sortNama,
  urutan: webKategoriProdukMessages.sortUrutan,
  tanggal: webKategoriProdukMessages.sortTanggal,
};

/** Search box, sort select (Nama, Urutan, Tanggal) and the asc/desc toggle. */
export const WebKategoriProdukGridToolbar = ({ query, onChange }: { query: WebKategoriProdukGridQuery; onChange: (query: WebKategoriProdukGridQuery) => void }) => {
  const ascending = query.order === 'ASC';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        type="search"
        size="small"
        placeholder={webKategoriProdukMessages.search}
        value={query.q}
        onChange={(event) => onChange({ ...query, q: event.target.value })}
        sx={{ flex: 1, maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { 'aria-label': webKategoriProdukMessages.search },
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
          label={webKategoriProdukMessages.sortBy}
          value={query.sort}
          onChange={(event) => onChange({ ...query, sort: event.target.value as WebKategoriProdukSortKey })}
          sx={{ minWidth: 150 }}
        >
          {CATEGORY_SORT_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {SORT_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <Tooltip title={webKategoriProdukMessages.sortToggle} describeChild>
          <Button
            variant="outlined"
            size="medium"
            startIcon={ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
            onClick={() => onChange({ ...query, order: ascending ? 'DESC' : 'ASC' })}
            data-testid="sort-order"
          >
            {ascending ? webKategoriProdukMessages.sortAsc : webKategoriProdukMessages.sortDesc}
          </Button>
        </Tooltip>
      </Stack>
    </Stack>
  );
};
