import { useMemo, useState } from 'react';
import { Box, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { RetryAlert } from '../../components/RetryAlert';
import type { AdminProduct, WarehouseZone } from './schemas';
import { useStockByLocation, useWarehouseMoves, useWarehouseZones } from './hooks';
import { defaultLocation, knownLocationTypes, locationForZone, qtyByZone, WAREHOUSE, zoneTypeLabel } from './rules';
import { WarehouseZoneMap } from './WarehouseZoneMap';
import { WarehouseProductSearch } from './WarehouseProductSearch';
import { WarehouseStockList } from './WarehouseStockList';
import { WarehouseQuickActions, type MoveFields } from './WarehouseQuickActions';
import { warehouseMapMessages as m } from './messages';
import { LongText } from '../../components/LongText';
import { displayText } from '../../domain/displayText';
import { formatIsolated } from '../../components/formatIsolated';

const EMPTY_FIELDS: MoveFields = { floorLocationCode: '', rackLocationCode: '', qty: String(WAREHOUSE.defaultQty) };

/**
 * /admin/warehouse-map (operations spec §2, §5, §7 and §8): the zone plan beside the product search, the
 * product's stock by location and the quick moves. Below the md breakpoint the panels stack under the
 * map.
 */
/**
 * A column's width never comes from its content: a 2,000-character code in a select, chip or table cell
 * is cut inside the column instead of widening the page (its whole text stays on hover).
 */
const NO_WIDER = { minWidth: 0, contain: 'inline-size' } as const;

export const WarehouseMapPage = () => {
  const zonesQuery = useWarehouseZones();
  const [product, setProduct] = useState<AdminProduct | null>(null);
  const [selectedZone, setSelectedZone] = useState<WarehouseZone | null>(null);
  const [fields, setFields] = useState<MoveFields>(EMPTY_FIELDS);
  const stock = useStockByLocation(product?.id ?? null);
  const moves = useWarehouseMoves();

  const zones = useMemo(() => zonesQuery.data ?? [], [zonesQuery.data]);
  const entries = useMemo(() => (product && stock.data ? stock.data : []), [product, stock.data]);
  const perZone = useMemo(() => qtyByZone(entries), [entries]);
  const locationTypes = useMemo(() => knownLocationTypes(zones, entries), [zones, entries]);
  // Until the administrator picks otherwise, the actions start from the product's fullest places.
  const values: MoveFields = {
    ...fields,
    floorLocationCode: fields.floorLocationCode || defaultLocation(entries, 'FLOOR_CELL'),
    rackLocationCode: fields.rackLocationCode || defaultLocation(entries, 'RACK_SLOT'),
  };

  const choose = (next: AdminProduct | null) => {
    setProduct(next);
    setFields((current) => ({ ...EMPTY_FIELDS, qty: current.qty }));
  };

  const selectZone = (zone: WarehouseZone) => {
    setSelectedZone(zone);
    const pick = locationForZone(zone, entries);
    if (pick) setFields((current) => ({ ...current, [pick.field]: pick.code }));
  };

  return (
    <Box sx={{ ...pageSx, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageHeader title={m.title} subtitle={m.intro} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={NO_WIDER}>
          <Card>
            <CardContent>
              {zonesQuery.error ? (
                <RetryAlert error={zonesQuery.error} fallback={m.loadMapFailed} onRetry={zonesQuery.refetch} retrying={zonesQuery.isFetching} testId="warehouse-map-error" />
              ) : zonesQuery.isPending ? (
                <Skeleton variant="rounded" sx={{ height: { xs: 'auto', sm: WAREHOUSE.viewportHeight }, aspectRatio: { xs: `${WAREHOUSE.canvasWidth} / ${WAREHOUSE.canvasHeight}`, sm: 'auto' } }} data-testid="warehouse-map-loading" />
              ) : zones.length === 0 ? (
                <Typography color="text.secondary" data-testid="warehouse-map-empty">
                  {m.mapEmpty}
                </Typography>
              ) : (
                <WarehouseZoneMap zones={zones} qtyByZone={perZone} productName={product?.namaProduk ?? null} selectedZoneId={selectedZone ? String(selectedZone.id) : null} onSelect={selectZone} />
              )}
              <Typography variant="body2" sx={{ mt: 1, minHeight: 20, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} aria-live="polite" data-testid="warehouse-selected-zone">
                {selectedZone ? formatIsolated(m.zoneSelected, { code: selectedZone.code, type: zoneTypeLabel(selectedZone.type) }) : ''}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={NO_WIDER}>
          <Stack spacing={2}>
            <Card>
              <CardContent>
                <WarehouseProductSearch product={product} onChoose={choose} />
                {product && (
                  <Box sx={{ mt: 1.5 }} data-testid="warehouse-chosen-product">
                    <Typography variant="caption" color="text.secondary">
                      {m.chosenProduct}
                    </Typography>
                    <LongText text={product.namaProduk} variant="subtitle1" lines={2} sx={{ fontWeight: 600 }} />
                    <Chip size="small" label={<bdi>{displayText(product.kodeProduk)}</bdi>} title={displayText(product.kodeProduk)} sx={{ maxWidth: '100%' }} />
                  </Box>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {m.stockTitle}
                </Typography>
                {!product ? (
                  <Typography variant="body2" color="text.secondary" data-testid="warehouse-stock-no-product">
                    {m.noProduct}
                  </Typography>
                ) : stock.error ? (
                  <RetryAlert error={stock.error} fallback={m.loadStockFailed} onRetry={stock.refetch} retrying={stock.isFetching} testId="warehouse-stock-error" />
                ) : (
                  <WarehouseStockList entries={stock.data} zones={zones} loading={stock.isPending} />
                )}
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {m.actionsTitle}
                </Typography>
                <WarehouseQuickActions product={product} entries={entries} locationTypes={locationTypes} values={values} onChange={setFields} moves={moves} />
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};
