import { useState } from 'react';
import { Box, Button, Collapse, InputAdornment, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { format } from '../../i18n/format';
import { formatNumber } from '../../domain/format';
import { transactionLogsMessages as m } from './messages';
import { TransactionLogsDateField } from './TransactionLogsDateField';
import {
  dateRangeProblem,
  hasActiveFilters,
  hasAdvancedFilters,
  KAS_FLOWS,
  KAS_LOG_TYPES,
  PAYMENT_METHOD_CODES,
  paymentMethodName,
  type KasLogFilters,
} from './rules';

export interface TransactionLogsFiltersProps {
  filters: KasLogFilters;
  onChange: (change: Partial<KasLogFilters>) => void;
  onClear: () => void;
  /** The entities the answer holds, for the entity filter. */
  entities: readonly string[];
  /** 'Showing: X of Y' — rows shown of rows the server answered. */
  shown: number;
  total: number;
}

const ADVANCED_ID = 'kas-log-advanced-filters';

/** A select of the filter bar; '' is "all". */
const FilterSelect = ({ label, value, all, options, onChange }: { label: string; value: string; all: string; options: ReadonlyArray<readonly [string, string]>; onChange: (value: string) => void }) => (
  <TextField
    select
    size="small"
    fullWidth
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    // "All" is a choice like the others: shown in the field, with the label above it.
    slotProps={{ select: { displayEmpty: true, MenuProps: { disableScrollLock: true } }, inputLabel: { shrink: true } }}
  >
    <MenuItem value="">{all}</MenuItem>
    {options.map(([option, name]) => (
      <MenuItem key={option} value={option}>
        {name}
      </MenuItem>
    ))}
  </TextField>
);

/** The method's name with its code when they differ: 'BCA VA (BC)', 'QRIS'. */
const methodOption = (code: string): readonly [string, string] => {
  const name = paymentMethodName(code);
  return [code, name === code ? code : `${name} (${code})`];
};

/**
 * The search, the collapsible 'Advanced Filters' (operations spec §2: Transaction Type, Kas Flow, Metode
 * Pembayaran, Tanggal Mulai, Tanggal Akhir, and the entity of the filter state), 'Clear Filters' while
 * anything narrows the log, and 'Showing: X of Y'.
 */
export const TransactionLogsFilters = ({ filters, onChange, onClear, entities, shown, total }: TransactionLogsFiltersProps) => {
  // Open on arrival when the address already sets one of them, so what narrows the log is in sight.
  const [open, setOpen] = useState(() => hasAdvancedFilters(filters));
  const methods = PAYMENT_METHOD_CODES.includes(filters.metodePembayaran as never) || filters.metodePembayaran === '' ? PAYMENT_METHOD_CODES : [filters.metodePembayaran, ...PAYMENT_METHOD_CODES];
  const entityOptions = filters.entitas === '' || entities.includes(filters.entitas) ? entities : [filters.entitas, ...entities];
  const rangeProblem = dateRangeProblem(filters);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid="kas-log-filters">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          size="small"
          fullWidth
          value={filters.q}
          onChange={(event) => onChange({ q: event.target.value })}
          placeholder={m.search}
          slotProps={{
            htmlInput: { 'aria-label': m.search, type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={ADVANCED_ID}
            endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          >
            {m.advancedFilters}
          </Button>
          {hasActiveFilters(filters) && (
            <Button size="small" color="inherit" startIcon={<ClearIcon />} onClick={onClear}>
              {m.clearFilters}
            </Button>
          )}
        </Stack>
      </Stack>
      <Collapse in={open} id={ADVANCED_ID} unmountOnExit={false}>
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
          role="group"
          aria-label={m.advancedFilters}
        >
          <FilterSelect
            label={m.filters.transactionType}
            value={filters.transactionType}
            all={m.filters.allTypes}
            options={KAS_LOG_TYPES.map((type) => [type, m.types[type]] as const)}
            onChange={(value) => onChange({ transactionType: value as KasLogFilters['transactionType'] })}
          />
          <FilterSelect
            label={m.filters.kasFlow}
            value={filters.tipe}
            all={m.filters.allFlows}
            options={KAS_FLOWS.map((flow) => [flow, m.flows[flow]] as const)}
            onChange={(value) => onChange({ tipe: value as KasLogFilters['tipe'] })}
          />
          <FilterSelect
            label={m.filters.method}
            value={filters.metodePembayaran}
            all={m.filters.allMethods}
            options={methods.map(methodOption)}
            onChange={(value) => onChange({ metodePembayaran: value })}
          />
          <FilterSelect
            label={m.filters.entity}
            value={filters.entitas}
            all={m.filters.allEntities}
            options={entityOptions.map((name) => [name, name] as const)}
            onChange={(value) => onChange({ entitas: value })}
          />
          <TransactionLogsDateField label={m.filters.dateFrom} value={filters.tanggalMulai} onChange={(day) => onChange({ tanggalMulai: day })} />
          <TransactionLogsDateField
            label={m.filters.dateTo}
            value={filters.tanggalAkhir}
            onChange={(day) => onChange({ tanggalAkhir: day })}
            error={rangeProblem ? m.filters.dateOrder : null}
          />
        </Box>
      </Collapse>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="kas-log-showing" aria-live="polite">
        {format(m.showing, { shown: formatNumber(shown), total: formatNumber(total) })}
      </Typography>
    </Paper>
  );
};
