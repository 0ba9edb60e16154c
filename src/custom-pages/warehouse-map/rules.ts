import type { Id } from '../../api/schemas/common';
import { parseWholeNumber } from '../../domain/number';
import { displayText } from '../../domain/displayText';
import { formatNumber } from '../../domain/format';
import { format } from '../../i18n/format';
import type { AdminProduct, LocationType, StockEntry, WarehouseZone } from './schemas';
import { warehouseMapMessages as m } from './messages';

/** Operations spec §5 and §9: the warehouse map's constants. */
export const WAREHOUSE = {
  canvasWidth: 1200,
  canvasHeight: 800,
  viewportHeight: 520,
  searchMinChars: 2,
  searchDebounceMs: 250,
  maxSuggestions: 12,
  defaultQty: 12,
  /** No shelf holds more; a larger number is a typing slip. */
  maxQty: 100_000,
} as const;

// ---------------------------------------------------------------- search

/** What the search asks for: the typed text without surrounding spaces. */
export const searchTerm = (typed: string): string => typed.trim();

/** The search starts from 2 characters (operations spec §5). */
export const isSearchable = (term: string): boolean => searchTerm(term).length >= WAREHOUSE.searchMinChars;

/** How much longer to wait after a keystroke at `typedAt` before searching: the 250 ms pause. */
export const pauseLeft = (typedAt: number, now: number): number => Math.max(0, typedAt + WAREHOUSE.searchDebounceMs - now);

/** The term to search at `now` for text typed at `typedAt`: null while typing has not paused or is under 2 characters. */
export const dueSearch = (typed: string, typedAt: number, now: number): string | null =>
  pauseLeft(typedAt, now) > 0 || !isSearchable(typed) ? null : searchTerm(typed);

const fold = (text: string): string => text.toLocaleLowerCase('id-ID');

/**
 * The suggestions for a term: products whose name or code contains it (case-insensitive), at most 12.
 * A code typed exactly comes first, then codes and names that start with it, then the rest, each group
 * in the list's own order, so a scanned or remembered code is always the first suggestion.
 */
export const searchProducts = (products: readonly AdminProduct[], typed: string): AdminProduct[] => {
  const term = fold(searchTerm(typed));
  if (term.length < WAREHOUSE.searchMinChars) return [];
  const ranked: Array<{ product: AdminProduct; rank: number; index: number }> = [];
  products.forEach((product, index) => {
    const name = fold(product.namaProduk);
    const code = fold(product.kodeProduk);
    let rank: number;
    if (code === term) rank = 0;
    else if (code.startsWith(term)) rank = 1;
    else if (name.startsWith(term)) rank = 2;
    else if (code.includes(term) || name.includes(term)) rank = 3;
    else return;
    ranked.push({ product, rank, index });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, WAREHOUSE.maxSuggestions)
    .map(({ product }) => product);
};

// ---------------------------------------------------------------- zones and locations

export type ZoneKind = 'rack' | 'floor' | 'loading' | 'other';

export const zoneKind = (type: string): ZoneKind => {
  const upper = type.toUpperCase();
  if (upper.startsWith('RACK')) return 'rack';
  if (upper.startsWith('FLOOR')) return 'floor';
  if (upper.startsWith('LOADING') || upper === 'DOCK') return 'loading';
  return 'other';
};

export const zoneTypeLabel = (type: string): string =>
  ({ rack: m.typeRack, floor: m.typeFloor, loading: m.typeLoading, other: m.typeOther })[zoneKind(type)];

/** The kind of location each zone kind holds; loading bays and other areas hold no stock. */
export const locationTypeOfZone = (type: string): LocationType | null => {
  const kind = zoneKind(type);
  return kind === 'rack' ? 'RACK_SLOT' : kind === 'floor' ? 'FLOOR_CELL' : null;
};

/** The SVG transform that turns a zone about its own centre, as the plan's data says. */
/** About how wide a character of the plan's sans-serif label is, as a share of its font size (wide capitals included). */
const LABEL_CHAR_WIDTH = 0.62;

/**
 * A zone's code as its label on the plan: without bidi controls, cut with '…' to what fits inside the
 * zone (a 2,000-character code would otherwise be drawn thousands of pixels across the plan). The
 * whole code stays in the zone's <title> and accessible name.
 */
export const zoneLabel = (code: string, width: number, fontSize: number): string => {
  const chars = Array.from(displayText(code));
  const fits = Math.max(1, Math.floor((width - 8) / (fontSize * LABEL_CHAR_WIDTH)));
  return chars.length <= fits ? chars.join('') : `${chars.slice(0, fits - 1).join('')}…`;
};

export const zoneTransform = (zone: Pick<WarehouseZone, 'x' | 'y' | 'width' | 'height' | 'rotation'>): string | undefined =>
  zone.rotation ? `rotate(${zone.rotation} ${zone.x + zone.width / 2} ${zone.y + zone.height / 2})` : undefined;

/** The product's quantity per zone (several locations may share one zone). */
export const qtyByZone = (entries: readonly StockEntry[]): Map<string, number> => {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    const key = String(entry.zoneId);
    totals.set(key, (totals.get(key) ?? 0) + entry.qty_base);
  }
  return totals;
};

export const totalQty = (entries: readonly StockEntry[]): number => entries.reduce((sum, entry) => sum + entry.qty_base, 0);

/** Locations with stock first, the fullest first; then by code. */
export const sortEntries = (entries: readonly StockEntry[]): StockEntry[] =>
  [...entries].sort((a, b) => Number(b.qty_base > 0) - Number(a.qty_base > 0) || b.qty_base - a.qty_base || a.code.localeCompare(b.code));

export interface ZonePick {
  field: 'floorLocationCode' | 'rackLocationCode';
  code: string;
}

/**
 * A zone clicked on the map as a location for the quick actions: the product's own location in that
 * zone when it has one there (the fullest), else the zone's own code; nothing for zones without stock
 * locations (loading bays).
 */
export const locationForZone = (zone: WarehouseZone, entries: readonly StockEntry[]): ZonePick | null => {
  const type = locationTypeOfZone(zone.type);
  if (!type) return null;
  const field = type === 'RACK_SLOT' ? 'rackLocationCode' : 'floorLocationCode';
  const own = sortEntries(entries.filter((entry) => String(entry.zoneId) === String(zone.id) && entry.type === type))[0];
  return { field, code: own?.code ?? zone.code };
};

// ---------------------------------------------------------------- moves

export type MoveKind = 'bongkarKoli' | 'putaway' | 'returnToFloor';

export interface MoveValues {
  produkId: Id | null;
  floorLocationCode: string;
  rackLocationCode: string;
  /** As typed (Indonesian digits: '1.200' is a thousand two hundred). */
  qty: string;
}

export type MoveErrors = Partial<Record<'produkId' | 'floorLocationCode' | 'rackLocationCode' | 'qty', string>>;

/** A quantity to move: a whole number of pieces above 0 and at most WAREHOUSE.maxQty; also the fake server's rule. */
export const qtyError = (qty: unknown): string | undefined => {
  if (qty === null || qty === undefined || qty === '') return m.qtyRequired;
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty <= 0) return m.qtyWhole;
  return qty > WAREHOUSE.maxQty ? format(m.qtyTooLarge, { max: formatNumber(WAREHOUSE.maxQty) }) : undefined;
};

/** The typed quantity as a number, or its refusal. */
export const readQty = (typed: string): { qty: number } | { error: string } => {
  const parsed = parseWholeNumber(typed);
  if (!parsed.ok) return { error: parsed.error };
  const error = qtyError(parsed.value ?? '');
  return error ? { error } : { qty: parsed.value as number };
};

/**
 * Whether a move may be sent (operations spec §5): a product first ('Pilih produk terlebih dahulu.'), both
 * locations of the right kind where the plan knows them, and for put-away and return a quantity.
 * Bongkar koli moves one whole carton, whose size the server knows, so it takes no quantity. Whether
 * there is enough stock is the server's to say (409): the list on screen may be older than the shelf.
 */
export const moveErrors = (kind: MoveKind, values: MoveValues, locationTypes: ReadonlyMap<string, LocationType> = new Map()): MoveErrors => {
  if (values.produkId === null || values.produkId === '') return { produkId: m.productRequired };
  const errors: MoveErrors = {};
  const floor = values.floorLocationCode.trim();
  const rack = values.rackLocationCode.trim();
  if (!floor) errors.floorLocationCode = m.floorRequired;
  else if (locationTypes.get(floor) === 'RACK_SLOT') errors.floorLocationCode = m.floorNotFloor;
  if (!rack) errors.rackLocationCode = m.rackRequired;
  else if (locationTypes.get(rack) === 'FLOOR_CELL') errors.rackLocationCode = m.rackNotRack;
  if (kind !== 'bongkarKoli') {
    const read = readQty(values.qty);
    if ('error' in read) errors.qty = read.error;
  }
  return errors;
};

/** The first refusal, in the order the fields are shown. */
export const firstMoveError = (errors: MoveErrors): string | undefined => errors.produkId ?? errors.floorLocationCode ?? errors.rackLocationCode ?? errors.qty;

/** The product's fullest location of a kind: the quick actions' starting choice. */
export const defaultLocation = (entries: readonly StockEntry[], type: LocationType): string =>
  sortEntries(entries.filter((entry) => entry.type === type && entry.qty_base > 0))[0]?.code ?? '';

/** The kind of every location the screen knows: the product's own, and each zone's code on the plan. */
export const knownLocationTypes = (zones: readonly WarehouseZone[], entries: readonly StockEntry[]): Map<string, LocationType> => {
  const types = new Map<string, LocationType>();
  for (const zone of zones) {
    const type = locationTypeOfZone(zone.type);
    if (type) types.set(zone.code, type);
  }
  for (const entry of entries) types.set(entry.code, entry.type);
  return types;
};
