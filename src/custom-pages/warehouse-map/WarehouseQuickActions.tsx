import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import ShelvesIcon from '@mui/icons-material/Shelves';
import SouthIcon from '@mui/icons-material/South';
import { useNotify } from 'react-admin';
import { formatNumber } from '../../domain/format';
import type { AdminProduct, LocationType, StockEntry } from './schemas';
import type { WarehouseMoves } from './hooks';
import { firstMoveError, moveErrors, readQty, sortEntries, type MoveErrors, type MoveKind, type MoveValues } from './rules';
import { warehouseMapMessages as m } from './messages';
import { displayText } from '../../domain/displayText';
import { formatIsolated } from '../../components/formatIsolated';

export type MoveFields = Omit<MoveValues, 'produkId'>;

interface WarehouseQuickActionsProps {
  product: AdminProduct | null;
  entries: readonly StockEntry[];
  locationTypes: ReadonlyMap<string, LocationType>;
  values: MoveFields;
  onChange: (values: MoveFields) => void;
  moves: WarehouseMoves;
}

/** The product's locations of one kind as choices, plus a code picked on the map that holds none yet. */
const LocationSelect = ({ label, type, value, entries, error, onChange }: { label: string; type: LocationType; value: string; entries: readonly StockEntry[]; error?: string; onChange: (code: string) => void }) => {
  const own = sortEntries(entries.filter((entry) => entry.type === type));
  const extra = value && !own.some((entry) => entry.code === value) ? [value] : [];
  return (
    <TextField select fullWidth size="small" name={type === 'RACK_SLOT' ? 'rackLocationCode' : 'floorLocationCode'} label={label} value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error ?? m.pickFromMap}>
      {own.map((entry) => (
        <MenuItem key={entry.code} value={entry.code} title={displayText(entry.code)} sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {formatIsolated(m.locationOption, { code: entry.code, qty: formatNumber(entry.qty_base) })}
        </MenuItem>
      ))}
      {extra.map((code) => (
        <MenuItem key={code} value={code} title={displayText(code)} sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          <bdi>{displayText(code)}</bdi>
        </MenuItem>
      ))}
      {own.length + extra.length === 0 && (
        <MenuItem value="" disabled>
          {m.pickFromMap}
        </MenuItem>
      )}
    </TextField>
  );
};

/**
 * The quick actions (operations spec §2, §5 and §8): unpack a bulk carton from a floor cell to a rack, put
 * retail pieces away to a rack, return them to the floor. Checked by the pure move rules first; each is
 * sent once and all three wait while one runs, since they move the same stock.
 */
export const WarehouseQuickActions = ({ product, entries, locationTypes, values, onChange, moves }: WarehouseQuickActionsProps) => {
  const notify = useNotify();
  const [errors, setErrors] = useState<MoveErrors>({});
  const pending = moves.bongkarKoli.isPending || moves.putaway.isPending || moves.returnToFloor.isPending;

  const set = (field: keyof MoveFields) => (text: string) => {
    onChange({ ...values, [field]: text });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = (kind: MoveKind) => {
    const found = moveErrors(kind, { ...values, produkId: product?.id ?? null }, locationTypes);
    setErrors(found);
    const first = firstMoveError(found);
    if (first || !product) {
      notify(first ?? m.productRequired, { type: 'warning' });
      return;
    }
    const floorLocationCode = values.floorLocationCode.trim();
    const rackLocationCode = values.rackLocationCode.trim();
    if (kind === 'bongkarKoli') {
      moves.bongkarKoli.run({ produkId: product.id, floorLocationCode, rackLocationCode });
      return;
    }
    const read = readQty(values.qty);
    if (!('qty' in read)) return;
    if (kind === 'putaway') moves.putaway.run({ produkId: product.id, floorLocationCode, rackLocationCode, qty: read.qty });
    else moves.returnToFloor.run({ produkId: product.id, rackLocationCode, floorLocationCode, qty: read.qty });
  };

  return (
    <Stack spacing={2} data-testid="warehouse-actions">
      {!product && (
        <Alert severity="info" data-testid="warehouse-actions-no-product">
          {m.noProduct}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={2}>
        <LocationSelect label={m.floorLocation} type="FLOOR_CELL" value={values.floorLocationCode} entries={entries} error={errors.floorLocationCode} onChange={set('floorLocationCode')} />
        <LocationSelect label={m.rackLocation} type="RACK_SLOT" value={values.rackLocationCode} entries={entries} error={errors.rackLocationCode} onChange={set('rackLocationCode')} />
      </Stack>
      <TextField
        size="small"
        label={m.qty}
        value={values.qty}
        onChange={(event) => set('qty')(event.target.value)}
        error={Boolean(errors.qty)}
        helperText={errors.qty}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ maxWidth: 200 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<ShelvesIcon />} disabled={pending} onClick={() => send('putaway')}>
          {m.putaway}
        </Button>
        <Button variant="outlined" startIcon={<SouthIcon />} disabled={pending} onClick={() => send('returnToFloor')}>
          {m.returnToFloor}
        </Button>
        <Button variant="outlined" startIcon={<UnarchiveIcon />} disabled={pending} onClick={() => send('bongkarKoli')}>
          {m.bongkarKoli}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {m.bongkarKoliHint}
      </Typography>
    </Stack>
  );
};
