import { describe, expect, it } from 'vitest';
import {
  zoneLabel,
  defaultLocation,
  dueSearch,
  firstMoveError,
  isSearchable,
  knownLocationTypes,
  locationForZone,
  moveErrors,
  pauseLeft,
  qtyByZone,
  qtyError,
  readQty,
  searchProducts,
  WAREHOUSE,
  zoneTransform,
  type MoveKind,
  type MoveValues,
} from '@/custom-pages/warehouse-map/rules';
import { warehouseMapMessages as m } from '@/custom-pages/warehouse-map/messages';
import type { AdminProduct, LocationType, StockEntry, WarehouseZone } from '@/custom-pages/warehouse-map/schemas';

const product = (id: number, namaProduk: string, kodeProduk: string): AdminProduct => ({ id, namaProduk, kodeProduk });

const CATALOGUE: AdminProduct[] = [
  product(1, 'Semen Tiga Roda 50kg', 'SMN-TR-50'),
  product(2, 'Cat Tembok Avian 5kg', 'CAT-AVN-5'),
  product(3, 'Pipa PVC Rucika 1/2"', 'PVC-RCK-050'),
  product(4, 'Lem Pipa PVC', 'PVC-LEM-01'),
  product(5, 'Keramik Putih 40x40', 'KRM-PTH-40'),
];

describe('warehouse product search (operations spec §5 and §9)', () => {
  it.each([
    ['', false],
    ['s', false],
    [' s ', false],
    ['se', true],
    ['  pv ', true],
  ])('searches %j: %s (from 2 characters, spaces aside)', (typed, expected) => {
    expect(isSearchable(typed)).toBe(expected);
    if (!expected) expect(searchProducts(CATALOGUE, typed)).toEqual([]);
  });

  it('waits for a 250 ms pause in the typing before searching', () => {
    expect(WAREHOUSE.searchDebounceMs).toBe(250);
    expect(pauseLeft(1000, 1000)).toBe(250);
    expect(pauseLeft(1000, 1249)).toBe(1);
    expect(pauseLeft(1000, 1250)).toBe(0);
    expect(dueSearch('semen', 1000, 1249)).toBeNull();
    expect(dueSearch(' semen ', 1000, 1250)).toBe('semen');
    expect(dueSearch('s', 1000, 5000)).toBeNull();
  });

  it('matches the name or the code, whatever the case', () => {
    expect(searchProducts(CATALOGUE, 'semen').map((p) => p.id)).toEqual([1]);
    expect(searchProducts(CATALOGUE, 'cat-avn').map((p) => p.id)).toEqual([2]);
    expect(searchProducts(CATALOGUE, 'PIPA').map((p) => p.id)).toEqual([3, 4]);
    expect(searchProducts(CATALOGUE, 'zzz')).toEqual([]);
  });

  it('puts an exact code first, then codes and names that start with the term', () => {
    const list = [product(1, 'Lem Pipa PVC', 'LEM-01'), product(2, 'Pipa PVC', 'PVC-1'), product(3, 'Fitting', 'PVC')];
    expect(searchProducts(list, 'pvc').map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('suggests at most 12 products', () => {
    const many = Array.from({ length: 30 }, (_, i) => product(i + 1, `Paku ${i + 1}cm`, `PKU-${i + 1}`));
    expect(WAREHOUSE.maxSuggestions).toBe(12);
    expect(searchProducts(many, 'paku')).toHaveLength(12);
    expect(searchProducts(many, 'paku').map((p) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});

const TYPES = new Map<string, LocationType>([
  ['LT-01', 'FLOOR_CELL'],
  ['RAK-A1', 'RACK_SLOT'],
]);
const VALID: MoveValues = { produkId: 7, floorLocationCode: 'LT-01', rackLocationCode: 'RAK-A1', qty: '12' };

describe('quick-move validation (operations spec §5)', () => {
  it.each<[string, MoveKind, Partial<MoveValues>, Record<string, string>]>([
    ['a complete put-away', 'putaway', {}, {}],
    ['a complete return', 'returnToFloor', {}, {}],
    ['a carton with no quantity typed (the carton says how many)', 'bongkarKoli', { qty: '' }, {}],
    ['no product', 'putaway', { produkId: null }, { produkId: m.productRequired }],
    ['no product for a carton', 'bongkarKoli', { produkId: null }, { produkId: m.productRequired }],
    ['no floor location', 'putaway', { floorLocationCode: ' ' }, { floorLocationCode: m.floorRequired }],
    ['no rack location', 'returnToFloor', { rackLocationCode: '' }, { rackLocationCode: m.rackRequired }],
    ['a rack given as the floor', 'putaway', { floorLocationCode: 'RAK-A1' }, { floorLocationCode: m.floorNotFloor }],
    ['a floor cell given as the rack', 'bongkarKoli', { rackLocationCode: 'LT-01' }, { rackLocationCode: m.rackNotRack }],
    ['no quantity', 'putaway', { qty: '' }, { qty: m.qtyRequired }],
    ['zero pieces', 'putaway', { qty: '0' }, { qty: m.qtyWhole }],
    ['a negative quantity', 'returnToFloor', { qty: '-3' }, { qty: m.qtyWhole }],
    ['half a piece', 'putaway', { qty: '1,5' }, { qty: expect.any(String) as string }],
    ['more than a shelf holds', 'putaway', { qty: '100.001' }, { qty: 'Jumlah maksimal 100.000 pcs.' }],
  ])('%s', (_, kind, change, expected) => {
    expect(moveErrors(kind, { ...VALID, ...change }, TYPES)).toEqual(expected);
  });

  it('asks for the product before anything else', () => {
    const errors = moveErrors('putaway', { produkId: null, floorLocationCode: '', rackLocationCode: '', qty: '' });
    expect(firstMoveError(errors)).toBe('Pilih produk terlebih dahulu.');
  });

  it('reads Indonesian digits and refuses what is not a whole positive number', () => {
    expect(readQty('12')).toEqual({ qty: 12 });
    expect(readQty('1.200')).toEqual({ qty: 1200 });
    expect(readQty('abc')).toHaveProperty('error');
    expect(qtyError(12)).toBeUndefined();
    expect(qtyError(2.5)).toBe(m.qtyWhole);
    expect(qtyError('12')).toBe(m.qtyWhole);
    expect(qtyError(null)).toBe(m.qtyRequired);
  });

  it('starts from 12 pieces', () => {
    expect(WAREHOUSE.defaultQty).toBe(12);
  });
});

const zone = (id: number, code: string, type: string, rotation = 0): WarehouseZone => ({ id, code, type, x: 100, y: 200, width: 120, height: 40, rotation });
const entry = (code: string, type: LocationType, qty_base: number, zoneId: number): StockEntry => ({ code, type, qty_base, zoneId });

describe('the map and its locations', () => {
  it('turns a zone about its own centre, and leaves unrotated zones alone', () => {
    expect(zoneTransform(zone(1, 'RAK-E1', 'RACK', -15))).toBe('rotate(-15 160 220)');
    expect(zoneTransform(zone(1, 'LT-01', 'FLOOR'))).toBeUndefined();
  });

  it('adds up the product per zone', () => {
    const totals = qtyByZone([entry('A', 'RACK_SLOT', 5, 1), entry('B', 'RACK_SLOT', 7, 1), entry('C', 'FLOOR_CELL', 24, 2)]);
    expect(Object.fromEntries(totals)).toEqual({ '1': 12, '2': 24 });
  });

  it('a clicked zone picks the product location there, else the zone itself; a dock picks nothing', () => {
    const entries = [entry('RAK-A1-2', 'RACK_SLOT', 3, 1), entry('RAK-A1-1', 'RACK_SLOT', 9, 1)];
    expect(locationForZone(zone(1, 'RAK-A1', 'RACK'), entries)).toEqual({ field: 'rackLocationCode', code: 'RAK-A1-1' });
    expect(locationForZone(zone(2, 'LT-02', 'FLOOR'), entries)).toEqual({ field: 'floorLocationCode', code: 'LT-02' });
    expect(locationForZone(zone(3, 'DOK-1', 'LOADING'), entries)).toBeNull();
  });

  it('starts the actions from the fullest location of each kind and knows every location kind', () => {
    const entries = [entry('LT-01', 'FLOOR_CELL', 24, 2), entry('LT-05', 'FLOOR_CELL', 96, 3), entry('RAK-A1', 'RACK_SLOT', 4, 1)];
    expect(defaultLocation(entries, 'FLOOR_CELL')).toBe('LT-05');
    expect(defaultLocation(entries, 'RACK_SLOT')).toBe('RAK-A1');
    expect(defaultLocation([], 'RACK_SLOT')).toBe('');
    const types = knownLocationTypes([zone(9, 'RAK-B2', 'RACK'), zone(10, 'DOK-1', 'LOADING')], entries);
    expect(types.get('RAK-B2')).toBe('RACK_SLOT');
    expect(types.get('LT-05')).toBe('FLOOR_CELL');
    expect(types.has('DOK-1')).toBe(false);
  });
});

describe('zoneLabel: a zone code drawn on the plan stays inside its zone (issue 23)', () => {
  it.each([
    ['RAK-A1', 120, 18, 'RAK-A1'],
    ['X'.repeat(2_000), 120, 18, `${'X'.repeat(9)}…`],
    ['LANTAI-BESAR-UTARA', 60, 10, 'LANTAI-…'],
    ['\u202ERAK-B2', 120, 18, 'RAK-B2'],
    ['ABC', 4, 18, '…'],
  ])('%j in a zone %i wide at %ipx reads %j', (code, width, fontSize, shown) => {
    expect(zoneLabel(code, width, fontSize)).toBe(shown);
  });

  it('never draws more characters than fit, whatever the code', () => {
    const label = zoneLabel('W'.repeat(2_000), 300, 12);
    expect(Array.from(label).length * 12 * 0.62).toBeLessThanOrEqual(300);
  });
});
