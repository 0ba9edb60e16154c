import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, IconButton, Stack, Tooltip, Typography, useTheme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { displayText } from '../../domain/displayText';
import { formatNumber } from '../../domain/format';
import { format } from '../../i18n/format';
import type { WarehouseZone } from './schemas';
import { WAREHOUSE, zoneKind, zoneLabel, zoneTransform, zoneTypeLabel, type ZoneKind } from './rules';
import { warehouseMapMessages as m } from './messages';

interface MapColours {
  fill: Record<ZoneKind, string>;
  stroke: Record<ZoneKind, string>;
  stockFill: string;
  stockStroke: string;
  /** The quantity written in a zone holding the product (on stockFill). */
  stockText: string;
  selectedStroke: string;
  focus: string;
  label: string;
  viewport: string;
  floorFill: string;
  floorStroke: string;
  /** A hovered zone: a touch darker on the light plan, lighter on the dark one. */
  hover: string;
}

/**
 * The plan's colours in each theme: pale zones with dark labels in light mode, dark tinted zones with
 * light labels and bright outlines in dark mode (every label 7:1 or better on its zone).
 */
const MAP_COLOURS: Record<'light' | 'dark', MapColours> = {
  light: {
    fill: { rack: '#e3f2fd', floor: '#f1f8e9', loading: '#eceff1', other: '#fafafa' },
    stroke: { rack: '#1565c0', floor: '#558b2f', loading: '#78909c', other: '#9e9e9e' },
    stockFill: '#ffcc80',
    stockStroke: '#e65100',
    stockText: '#8a3000',
    selectedStroke: '#4a148c',
    focus: '#0d47a1',
    label: '#263238',
    viewport: '#fcfcfc',
    floorFill: '#ffffff',
    floorStroke: '#b0bec5',
    hover: 'brightness(0.95)',
  },
  dark: {
    fill: { rack: '#10263d', floor: '#1b2a12', loading: '#22272b', other: '#1e1e1e' },
    stroke: { rack: '#64b5f6', floor: '#9ccc65', loading: '#90a4ae', other: '#9e9e9e' },
    stockFill: '#4a2a0c',
    stockStroke: '#ffa726',
    stockText: '#ffcc80',
    selectedStroke: '#ce93d8',
    focus: '#90bff0',
    label: '#eceff1',
    viewport: '#15171a',
    floorFill: '#181a1e',
    floorStroke: '#546e7a',
    hover: 'brightness(1.35)',
  },
};

const useMapColours = (): MapColours => MAP_COLOURS[useTheme().palette.mode === 'dark' ? 'dark' : 'light'];
/** How far a pointer may move between press and release and still count as a tap, not a pan. */
const TAP_SLOP_PX = 8;

export interface WarehouseZoneMapProps {
  zones: readonly WarehouseZone[];
  /** The chosen product's pieces per zone id (empty without a product). */
  qtyByZone: ReadonlyMap<string, number>;
  productName: string | null;
  selectedZoneId: string | null;
  onSelect: (zone: WarehouseZone) => void;
}

/** What a screen reader hears for a zone: its code and kind, then what of the chosen product it holds. */
export const zoneAccessibleName = (zone: WarehouseZone, qty: number | undefined, productName: string | null): string => {
  const name = format(m.zoneName, { code: zone.code, type: zoneTypeLabel(zone.type) });
  const holds = qty && productName ? format(m.zoneHolds, { qty: formatNumber(qty), product: productName }) : m.zoneEmpty;
  return productName ? `${name}, ${holds}` : name;
};

const Zone = ({ zone, qty, productName, selected, onSelect }: { zone: WarehouseZone; qty: number | undefined; productName: string | null; selected: boolean; onSelect: (zone: WarehouseZone) => void }) => {
  const colours = useMapColours();
  const kind = zoneKind(zone.type);
  const holds = Boolean(qty);
  const cx = zone.x + zone.width / 2;
  const cy = zone.y + zone.height / 2;
  // Labels fit the zone's short side so narrow racks stay readable.
  const fontSize = Math.max(10, Math.min(18, zone.height / 2.6, zone.width / 5));
  const labelText = zoneLabel(zone.code, zone.width, fontSize);
  const label = { text: labelText, cut: labelText !== displayText(zone.code) };
  // A tap or click selects, a drag pans: the pan library cancels touchstart, so no click would follow a
  // tap on a phone; pointer events still arrive.
  const down = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent<SVGGElement>) => {
    down.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<SVGGElement>) => {
    const start = down.current;
    down.current = null;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) < TAP_SLOP_PX) onSelect(zone);
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(zone);
    }
  };
  return (
    <g
      className="zone"
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={zoneAccessibleName(zone, qty, productName)}
      data-testid="warehouse-zone"
      data-code={zone.code}
      data-holds={holds ? String(qty) : undefined}
      transform={zoneTransform(zone)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
      style={{ cursor: 'pointer' }}
    >
      <title>{displayText(zone.code)}</title>
      <rect className="zone-ring" x={zone.x - 6} y={zone.y - 6} width={zone.width + 12} height={zone.height + 12} rx={6} fill="none" stroke={colours.focus} strokeWidth={4} />
      <rect
        x={zone.x}
        y={zone.y}
        width={zone.width}
        height={zone.height}
        rx={3}
        fill={holds ? colours.stockFill : colours.fill[kind]}
        stroke={selected ? colours.selectedStroke : holds ? colours.stockStroke : colours.stroke[kind]}
        strokeWidth={selected ? 5 : holds ? 3 : 1.5}
        strokeDasharray={kind === 'loading' ? '8 6' : undefined}
      />
      <text
        x={cx}
        y={holds ? cy - fontSize * 0.35 : cy}
        fontSize={fontSize}
        fontWeight={600}
        textAnchor="middle"
        dominantBaseline="middle"
        fill={colours.label}
        pointerEvents="none"
        // A cut label is held to the zone's width exactly: the cut is by an average glyph's width, and wide capitals could still spill over.
        textLength={label.cut ? Math.max(1, zone.width - 8) : undefined}
        lengthAdjust={label.cut ? 'spacingAndGlyphs' : undefined}
        data-testid="warehouse-zone-label"
      >
        {label.text}
      </text>
      {holds && (
        <text x={cx} y={cy + fontSize * 0.75} fontSize={fontSize} fontWeight={700} textAnchor="middle" dominantBaseline="middle" fill={colours.stockText} pointerEvents="none" data-testid="warehouse-zone-qty">
          {format(m.stockPcs, { qty: formatNumber(qty ?? 0) })}
        </text>
      )}
    </g>
  );
};

/**
 * The plan (operations spec §2): a 1200x800 SVG scaled into a 520 px high viewport (less on a phone), each
 * zone turned by its rotation, with pan, zoom and reset. Zones are buttons: a click, Enter or Space
 * selects one; the chosen product's zones are coloured and carry their quantity.
 */
export const WarehouseZoneMap = ({ zones, qtyByZone, productName, selectedZoneId, onSelect }: WarehouseZoneMapProps) => {
  const colours = useMapColours();
  return (
    <TransformWrapper minScale={1} maxScale={6} initialScale={1} doubleClick={{ disabled: true }} wheel={{ step: 0.15 }}>
      {({ zoomIn, zoomOut, resetTransform }) => (
        <Box>
          <Stack direction="row" spacing={0.5} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Tooltip title={m.zoomIn}>
              <IconButton size="small" aria-label={m.zoomIn} onClick={() => void zoomIn()}>
                <AddIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={m.zoomOut}>
              <IconButton size="small" aria-label={m.zoomOut} onClick={() => void zoomOut()}>
                <RemoveIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={m.zoomReset}>
              <IconButton size="small" aria-label={m.zoomReset} onClick={() => void resetTransform()}>
                <CenterFocusStrongIcon />
              </IconButton>
            </Tooltip>
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1, flex: '1 1 200px' }}>
              {m.mapHint}
            </Typography>
          </Stack>
          <Box
            data-testid="warehouse-map-viewport"
            sx={{
              // A phone shows the plan at its own 3:2 shape, without empty bands above and below.
              height: { xs: 'auto', sm: WAREHOUSE.viewportHeight },
              aspectRatio: { xs: `${WAREHOUSE.canvasWidth} / ${WAREHOUSE.canvasHeight}`, sm: 'auto' },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: colours.viewport,
              touchAction: 'none',
            }}
          >
            <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }} contentStyle={{ width: '100%', height: '100%' }}>
              <Box
                component="svg"
                viewBox={`0 0 ${WAREHOUSE.canvasWidth} ${WAREHOUSE.canvasHeight}`}
                preserveAspectRatio="xMidYMid meet"
                role="group"
                aria-label={m.mapLabel}
                data-testid="warehouse-map"
                sx={{
                  width: '100%',
                  height: '100%',
                  display: 'block',
                  userSelect: 'none',
                  '& .zone': { outline: 'none' },
                  '& .zone .zone-ring': { visibility: 'hidden' },
                  '& .zone:focus-visible .zone-ring': { visibility: 'visible' },
                  '& .zone:hover rect:not(.zone-ring)': { filter: colours.hover },
                }}
              >
                <rect x={0} y={0} width={WAREHOUSE.canvasWidth} height={WAREHOUSE.canvasHeight} fill={colours.floorFill} stroke={colours.floorStroke} strokeWidth={4} />
                {zones.map((zone) => (
                  <Zone
                    key={String(zone.id)}
                    zone={zone}
                    qty={qtyByZone.get(String(zone.id))}
                    productName={productName}
                    selected={selectedZoneId === String(zone.id)}
                    onSelect={onSelect}
                  />
                ))}
              </Box>
            </TransformComponent>
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }} aria-hidden>
            <Legend color={colours.stockFill} border={colours.stockStroke} label={m.legendStock} />
            <Legend color={colours.floorFill} border={colours.selectedStroke} label={m.legendSelected} />
            <Legend color={colours.fill.rack} border={colours.stroke.rack} label={m.typeRack} />
            <Legend color={colours.fill.floor} border={colours.stroke.floor} label={m.typeFloor} />
            <Legend color={colours.fill.loading} border={colours.stroke.loading} label={m.typeLoading} />
          </Stack>
        </Box>
      )}
    </TransformWrapper>
  );
};

const Legend = ({ color, border, label }: { color: string; border: string; label: string }) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
    <Box sx={{ width: 14, height: 14, bgcolor: color, border: 2, borderColor: border, borderRadius: 0.5 }} />
    <Typography variant="caption">{label}</Typography>
  </Stack>
);
