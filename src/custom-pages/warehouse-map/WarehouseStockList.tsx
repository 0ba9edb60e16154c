import { Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatNumber } from '../../domain/format';
import { format } from '../../i18n/format';
import type { StockEntry, WarehouseZone } from './schemas';
import { sortEntries, totalQty, zoneTypeLabel } from './rules';
import { warehouseMapMessages as m } from './messages';
import { LongText } from '../../components/LongText';

interface WarehouseStockListProps {
  entries: readonly StockEntry[] | undefined;
  zones: readonly WarehouseZone[];
  loading: boolean;
}

const zoneText = (entry: StockEntry, zones: readonly WarehouseZone[]): string => {
  const zone = zones.find((z) => String(z.id) === String(entry.zoneId));
  if (!zone) return String(entry.zoneId);
  const type = zoneTypeLabel(zone.type);
  // A location named after its zone needs only the zone's kind beside it.
  return zone.code === entry.code ? type : `${zone.code} (${type})`;
};

/** The chosen product's locations: code, zone and pieces (Indonesian digits), fullest first. */
export const WarehouseStockList = ({ entries, zones, loading }: WarehouseStockListProps) => {
  if (loading || !entries) {
    return (
      <Stack spacing={1} data-testid="warehouse-stock-loading">
        <Skeleton variant="rounded" height={32} />
        <Skeleton variant="rounded" height={32} />
        <Skeleton variant="rounded" height={32} />
      </Stack>
    );
  }
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="warehouse-stock-empty">
        {m.stockEmpty}
      </Typography>
    );
  }
  return (
    <>
      <Table size="small" aria-label={m.stockTitle} data-testid="warehouse-stock-table">
        <TableHead>
          <TableRow>
            <TableCell>{m.stockLocation}</TableCell>
            <TableCell>{m.stockZone}</TableCell>
            <TableCell align="right">{m.stockQty}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sortEntries(entries).map((entry) => (
            <TableRow key={entry.code} data-testid="warehouse-stock-row" data-code={entry.code}>
              <TableCell sx={{ maxWidth: 0, width: '45%' }}>
                <LongText text={entry.code} lines={1} sx={{ fontWeight: 600 }} />
              </TableCell>
              <TableCell sx={{ maxWidth: 0, width: '35%' }}>
                <LongText text={zoneText(entry, zones)} lines={1} />
              </TableCell>
              <TableCell align="right" data-testid="warehouse-stock-qty" sx={{ whiteSpace: 'nowrap' }}>
                {format(m.stockPcs, { qty: formatNumber(entry.qty_base) })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1, textAlign: 'right', fontWeight: 600 }} data-testid="warehouse-stock-total">
        {format(m.stockTotal, { qty: formatNumber(totalQty(entries)) })}
      </Typography>
    </>
  );
};
