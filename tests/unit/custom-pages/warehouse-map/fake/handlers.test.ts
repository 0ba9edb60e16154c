import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';
import { warehouseMapMessages as m } from '@/custom-pages/warehouse-map/messages';
import { seedWarehouseKoli, seedWarehouseStock, seedWarehouseZones } from '@/custom-pages/warehouse-map/fake/seed';
import type { StockEntry } from '@/custom-pages/warehouse-map/schemas';

const NOW = new Date('2026-11-20T03:00:00.000Z');

const setup = () => {
  const harness = createFakeBackendHarness(NOW);
  return { ...harness, call: (method: string, path: string, body?: unknown) => harness.call<Record<string, unknown>>(method, path, body) };
};

type Harness = ReturnType<typeof setup>;

const stockOf = async (call: Harness['call'], produkId: number) => {
  const answer = await call('GET', `/admin/warehouse/stock-by-location/${produkId}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as StockEntry[];
};

const qtyAt = (entries: readonly StockEntry[], code: string) => entries.find((e) => e.code === code)?.qty_base ?? 0;

/** A product with stock on a floor cell and a rack, and a rack where it has none. */
const stocked = ({ db }: Harness) => {
  const product = db.produkKasir.find((p) => {
    const rows = db.warehouseStock.filter((r) => r.produkId === p.id);
    return rows.some((r) => r.locationCode.startsWith('LT-') && r.qty >= 24) && rows.some((r) => r.locationCode.startsWith('RAK-'));
  });
  if (!product) throw new Error('seed has no stocked product');
  const rows = db.warehouseStock.filter((r) => r.produkId === product.id);
  const floor = rows.find((r) => r.locationCode.startsWith('LT-') && r.qty >= 24)!.locationCode;
  const rack = rows.find((r) => r.locationCode.startsWith('RAK-'))!.locationCode;
  const emptyRack = db.warehouseZones.find((z) => z.type === 'RACK' && !rows.some((r) => r.locationCode === z.code))!.code;
  return { produkId: product.id, floor, rack, emptyRack };
};

describe('fake backend: the warehouse keeps its stock like the shop server', () => {
  it('seeds a believable plan: at least 20 zones inside 1200x800, racks, floor cells and docks, some rotated', () => {
    const { db } = setup();
    const zones = db.warehouseZones;
    expect(zones.length).toBeGreaterThanOrEqual(20);
    expect(new Set(zones.map((z) => z.type))).toEqual(new Set(['RACK', 'FLOOR', 'LOADING']));
    expect(zones.filter((z) => z.rotation !== 0).length).toBeGreaterThan(3);
    expect(new Set(zones.map((z) => z.code)).size).toBe(zones.length);
    for (const z of zones.filter((zone) => zone.rotation === 0)) {
      expect(z.x + z.width).toBeLessThanOrEqual(1200);
      expect(z.y + z.height).toBeLessThanOrEqual(800);
    }
  });

  it('keeps stock for at least 60 admin products, seeded the same every time', () => {
    const { db } = setup();
    const stockedIds = new Set(db.warehouseStock.map((r) => r.produkId));
    expect(stockedIds.size).toBeGreaterThanOrEqual(60);
    expect(db.warehouseStock.every((r) => r.qty > 0 && db.produkKasir.some((p) => p.id === r.produkId))).toBe(true);
    const again = seedWarehouseStock(db.produkKasir, seedWarehouseZones(), seedWarehouseKoli(db.produkKasir));
    expect(again).toEqual(db.warehouseStock);
  });

  it('answers the map, the admin products and a product stock by location in the spec shapes', async () => {
    const { call, db } = setup();
    const map = await call('GET', '/admin/warehouse/map');
    expect(map.status).toBe(200);
    expect((map.body.zones as unknown[])[0]).toEqual({ id: 1, code: 'DOK-1', type: 'LOADING', x: 40, y: 40, width: 240, height: 110, rotation: 0 });
    const products = (await call('GET', '/admin/produk')).body as unknown as Array<Record<string, unknown>>;
    expect(products.length).toBe(db.produkKasir.length);
    expect(Object.keys(products[0]!).sort()).toEqual(['id', 'kodeProduk', 'namaProduk']);
    const { produkId } = stocked({ call, db } as Harness);
    const entries = await stockOf(call, produkId);
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual(['code', 'qty_base', 'type', 'zoneId']);
      expect(['RACK_SLOT', 'FLOOR_CELL']).toContain(e.type);
      expect(db.warehouseZones.find((z) => z.id === e.zoneId)?.code).toBe(e.code);
    }
  });

  it('puts pieces away to a rack and returns them to the floor, changing both locations', async () => {
    const harness = setup();
    const { call, persist } = harness;
    const { produkId, floor, emptyRack } = stocked(harness);
    const before = await stockOf(call, produkId);
    const put = await call('POST', '/admin/warehouse/putaway-ecer', { produkId, floorLocationCode: floor, rackLocationCode: emptyRack, qty: 12 });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe(m.putawayDone);
    expect(persist).toHaveBeenCalled();
    const after = await stockOf(call, produkId);
    expect(qtyAt(after, floor)).toBe(qtyAt(before, floor) - 12);
    expect(qtyAt(after, emptyRack)).toBe(12);
    const back = await call('POST', '/admin/warehouse/return-to-floor', { produkId, rackLocationCode: emptyRack, floorLocationCode: floor, qty: 12 });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(m.returnDone);
    const again = await stockOf(call, produkId);
    expect(qtyAt(again, floor)).toBe(qtyAt(before, floor));
    // An emptied location is no longer listed.
    expect(again.some((e) => e.code === emptyRack)).toBe(false);
  });

  it('unpacks one bulk carton from the floor to the rack (GET with its parameters)', async () => {
    const harness = setup();
    const { call, db } = harness;
    const { produkId, floor, rack } = stocked(harness);
    const isi = db.warehouseKoli.find((k) => k.produkId === produkId)!.isiKoli;
    const before = await stockOf(call, produkId);
    const query = new URLSearchParams({ produkId: String(produkId), floorLocationCode: floor, rackLocationCode: rack });
    const answer = await call('GET', `/admin/warehouse/bongkar-koli-g?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(m.bongkarKoliDone);
    const after = await stockOf(call, produkId);
    expect(qtyAt(after, floor)).toBe(qtyAt(before, floor) - isi);
    expect(qtyAt(after, rack)).toBe(qtyAt(before, rack) + isi);
  });

  it('refuses to move more than is there with 409 and changes nothing; stock never goes negative', async () => {
    const harness = setup();
    const { call, db } = harness;
    const { produkId, floor, rack } = stocked(harness);
    const snapshot = structuredClone(db.warehouseStock);
    const held = db.warehouseStock.find((r) => r.produkId === produkId && r.locationCode === rack)!.qty;
    const answer = await call('POST', '/admin/warehouse/return-to-floor', { produkId, rackLocationCode: rack, floorLocationCode: floor, qty: held + 1 });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(`Stok di ${rack} hanya ${held.toLocaleString('id-ID')} pcs.`);
    expect(db.warehouseStock).toEqual(snapshot);
    const all = await call('POST', '/admin/warehouse/return-to-floor', { produkId, rackLocationCode: rack, floorLocationCode: floor, qty: held });
    expect(all.status).toBe(200);
    expect(db.warehouseStock.every((r) => r.qty > 0)).toBe(true);
    const emptyFloor = db.warehouseZones.find((z) => z.type === 'FLOOR' && !db.warehouseStock.some((r) => r.produkId === produkId && r.locationCode === z.code))!.code;
    const none = await call('GET', `/admin/warehouse/bongkar-koli-g?produkId=${produkId}&floorLocationCode=${emptyFloor}&rackLocationCode=${rack}`);
    expect(none.status).toBe(409);
    expect(none.body.error).toContain(`di ${emptyFloor}: stok lantai 0 pcs`);
  });

  it.each([
    ['an unknown product', 'POST', '/admin/warehouse/putaway-ecer', { produkId: 999999, floorLocationCode: 'LT-01', rackLocationCode: 'RAK-A1', qty: 1 }, 404, m.productNotFound],
    ['an unknown location', 'POST', '/admin/warehouse/putaway-ecer', { produkId: 1001, floorLocationCode: 'LT-99', rackLocationCode: 'RAK-A1', qty: 1 }, 404, 'Lokasi LT-99 tidak ditemukan.'],
    ['a dock as a location', 'POST', '/admin/warehouse/return-to-floor', { produkId: 1001, rackLocationCode: 'RAK-A1', floorLocationCode: 'DOK-1', qty: 1 }, 404, 'Lokasi DOK-1 tidak ditemukan.'],
    ['a rack given as the floor', 'POST', '/admin/warehouse/putaway-ecer', { produkId: 1001, floorLocationCode: 'RAK-A2', rackLocationCode: 'RAK-A1', qty: 1 }, 400, m.floorNotFloor],
    ['zero pieces', 'POST', '/admin/warehouse/putaway-ecer', { produkId: 1001, floorLocationCode: 'LT-01', rackLocationCode: 'RAK-A1', qty: 0 }, 400, m.qtyWhole],
    ['a negative quantity', 'POST', '/admin/warehouse/return-to-floor', { produkId: 1001, rackLocationCode: 'RAK-A1', floorLocationCode: 'LT-01', qty: -5 }, 400, m.qtyWhole],
    ['half a piece', 'POST', '/admin/warehouse/putaway-ecer', { produkId: 1001, floorLocationCode: 'LT-01', rackLocationCode: 'RAK-A1', qty: 1.5 }, 400, m.qtyWhole],
    ['a quantity as text', 'POST', '/admin/warehouse/putaway-ecer', { produkId: 1001, floorLocationCode: 'LT-01', rackLocationCode: 'RAK-A1', qty: '12' }, 400, 'Data tidak valid: qty.'],
  ])('refuses %s', async (_, method, path, body, status, error) => {
    const { call } = setup();
    expect(await call(method, path, body)).toEqual({ status, body: { error } });
  });

  it('answers 404 for the stock of an unknown product and 400 for a carton without its parameters', async () => {
    const { call } = setup();
    expect((await call('GET', '/admin/warehouse/stock-by-location/999999')).status).toBe(404);
    expect((await call('GET', '/admin/warehouse/bongkar-koli-g?produkId=1001')).status).toBe(400);
    expect((await call('GET', '/admin/warehouse/bongkar-koli-g?floorLocationCode=LT-01&rackLocationCode=RAK-A1')).status).toBe(400);
  });
});
