import type { Id } from '../../../api/schemas/common';
import type { FakeDb } from '../../../fake-api/db';
import { changed, FakeHttpError, parseId, reply, type Handler } from '../../../fake-api/http';
import { format } from '../../../i18n/format';
import { formatNumber } from '../../../domain/format';
import type { warehouseMapContract } from '../contract';
import { warehouseMapMessages as m } from '../messages';
import { qtyError } from '../rules';
import type { LocationType, StockEntry } from '../schemas';
import type { WarehouseZoneRecord } from './seed';

type Endpoints = typeof warehouseMapContract;

const idOf = (raw: Id | string | null | undefined): number => parseId(raw === null || raw === undefined ? undefined : String(raw));

const productOf = (db: FakeDb, raw: Id | string | null | undefined) => {
  const id = idOf(raw);
  const product = db.produkKasir.find((p) => p.id === id);
  if (!product) throw new FakeHttpError(404, m.productNotFound);
  return product;
};

const LOCATION_TYPE: Record<WarehouseZoneRecord['type'], LocationType | null> = { RACK: 'RACK_SLOT', FLOOR: 'FLOOR_CELL', LOADING: null };

/** A location by its code (each rack and floor zone is one); 404 when none, 400 when of the other kind. */
const locationOf = (db: FakeDb, raw: string | null | undefined, want: LocationType): WarehouseZoneRecord => {
  const code = (raw ?? '').trim();
  if (!code) throw new FakeHttpError(400, want === 'RACK_SLOT' ? m.rackRequired : m.floorRequired);
  const zone = db.warehouseZones.find((z) => z.code.toUpperCase() === code.toUpperCase());
  if (!zone || !LOCATION_TYPE[zone.type]) throw new FakeHttpError(404, format(m.locationNotFound, { code }));
  if (LOCATION_TYPE[zone.type] !== want) throw new FakeHttpError(400, want === 'RACK_SLOT' ? m.rackNotRack : m.floorNotFloor);
  return zone;
};

const entriesOf = (db: FakeDb, produkId: number): StockEntry[] =>
  db.warehouseStock
    .filter((row) => row.produkId === produkId && row.qty > 0)
    .flatMap((row) => {
      const zone = db.warehouseZones.find((z) => z.code === row.locationCode);
      const type = zone ? LOCATION_TYPE[zone.type] : null;
      return zone && type ? [{ code: zone.code, type, qty_base: row.qty, zoneId: zone.id }] : [];
    })
    .sort((a, b) => a.code.localeCompare(b.code));

const qtyAt = (db: FakeDb, produkId: number, code: string): number => db.warehouseStock.find((row) => row.produkId === produkId && row.locationCode === code)?.qty ?? 0;

/**
 * Moves `qty` pieces between two locations in one step: refused with 409 (nothing changed) when the
 * source holds less, so no location ever goes below zero; an emptied location's row is dropped.
 */
const move = (db: FakeDb, produkId: number, from: WarehouseZoneRecord, to: WarehouseZoneRecord, qty: number, refusal: (held: number) => string) => {
  const held = qtyAt(db, produkId, from.code);
  if (held < qty) throw new FakeHttpError(409, refusal(held));
  const target = db.warehouseStock.find((row) => row.produkId === produkId && row.locationCode === to.code);
  if (target) target.qty += qty;
  else db.warehouseStock.push({ produkId, locationCode: to.code, qty });
  db.warehouseStock = db.warehouseStock.flatMap((row) => {
    if (row.produkId !== produkId || row.locationCode !== from.code) return [row];
    const left = row.qty - qty;
    return left > 0 ? [{ ...row, qty: left }] : [];
  });
};

const checkedQty = (qty: number): number => {
  const problem = qtyError(qty);
  if (problem) throw new FakeHttpError(400, problem);
  return qty;
};

const map: Handler<Endpoints['map']> = ({ db }) => reply({ zones: db.warehouseZones });

const products: Handler<Endpoints['products']> = ({ db }) =>
  reply(db.produkKasir.map((p) => ({ id: p.id, namaProduk: p.nama_produk, kodeProduk: p.kode_barang })));

const stock: Handler<Endpoints['stock']> = ({ db, params }) => reply(entriesOf(db, productOf(db, params.produkId).id));

/** One sealed carton on the floor cell is opened and its pieces go to the rack as retail stock. */
const bongkarKoli: Handler<Endpoints['bongkarKoli']> = ({ db, query }) => {
  const product = productOf(db, query.get('produkId'));
  const from = locationOf(db, query.get('floorLocationCode'), 'FLOOR_CELL');
  const to = locationOf(db, query.get('rackLocationCode'), 'RACK_SLOT');
  const isi = db.warehouseKoli.find((row) => row.produkId === product.id)?.isiKoli ?? 12;
  move(db, product.id, from, to, isi, (held) => format(m.noKoli, { product: product.nama_produk, code: from.code, qty: formatNumber(held), isi: formatNumber(isi) }));
  return changed({ message: m.bongkarKoliDone, qty: isi, data: entriesOf(db, product.id) });
};

const putaway: Handler<Endpoints['putaway']> = ({ db, body }) => {
  const product = productOf(db, body.produkId);
  const qty = checkedQty(body.qty);
  const from = locationOf(db, body.floorLocationCode, 'FLOOR_CELL');
  const to = locationOf(db, body.rackLocationCode, 'RACK_SLOT');
  move(db, product.id, from, to, qty, (held) => format(m.notEnough, { code: from.code, qty: formatNumber(held) }));
  return changed({ message: m.putawayDone, qty, data: entriesOf(db, product.id) });
};

const returnToFloor: Handler<Endpoints['returnToFloor']> = ({ db, body }) => {
  const product = productOf(db, body.produkId);
  const qty = checkedQty(body.qty);
  const from = locationOf(db, body.rackLocationCode, 'RACK_SLOT');
  const to = locationOf(db, body.floorLocationCode, 'FLOOR_CELL');
  move(db, product.id, from, to, qty, (held) => format(m.notEnough, { code: from.code, qty: formatNumber(held) }));
  return changed({ message: m.returnDone, qty, data: entriesOf(db, product.id) });
};

export const warehouseMapHandlers = { map, products, stock, bongkarKoli, putaway, returnToFloor };
