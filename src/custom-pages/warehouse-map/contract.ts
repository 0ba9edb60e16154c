import * as z from 'zod/mini';
import { endpoint, needsToken } from '../../api/endpoint';
import { messages } from '../../i18n/messages';
import { mutationResult, type Id } from '../../api/schemas/common';
import {
  adminProductSchema,
  bongkarKoliQuerySchema,
  putawayInputSchema,
  returnToFloorInputSchema,
  stockEntrySchema,
  warehouseZoneSchema,
  type AdminProduct,
  type StockEntry,
  type WarehouseZone,
} from './schemas';
import { warehouseMapMessages as m } from './messages';

/** A list bare, as `data`, or under its own name (`zones`, `locations`): backends differ. */
const mapResponse = z.union([z.array(warehouseZoneSchema), z.object({ zones: z.array(warehouseZoneSchema) }), z.object({ data: z.array(warehouseZoneSchema) })]);
const stockResponse = z.union([z.array(stockEntrySchema), z.object({ locations: z.array(stockEntrySchema) }), z.object({ data: z.array(stockEntrySchema) })]);
const productsResponse = z.union([z.array(adminProductSchema), z.object({ data: z.array(adminProductSchema) })]);

export const warehouseMapContract = needsToken({
  map: endpoint({
    fallback: m.loadMapFailed,
    method: 'GET',
    path: '/admin/warehouse/map',
    response: mapResponse,
    unwrap: (raw): WarehouseZone[] =>
      (Array.isArray(raw) ? raw : 'zones' in raw ? raw.zones : raw.data).map((zone) => ({
        ...zone,
        rotation: zone.rotation ?? 0,
      })),
  }),
  products: endpoint({
    fallback: m.loadStockFailed,
    method: 'GET',
    path: '/admin/produk',
    response: productsResponse,
    unwrap: (raw): AdminProduct[] =>
      (Array.isArray(raw) ? raw : raw.data).map((product) => ({
        ...product,
        kodeProduk: product.kodeProduk ?? '',
      })),
  }),
  stock: endpoint({
    fallback: m.loadStockFailed,
    method: 'GET',
    path: '/admin/warehouse/stock-by-location/{produkId}',
    params: {} as { produkId: Id },
    response: stockResponse,
    unwrap: (raw): StockEntry[] => (Array.isArray(raw) ? raw : 'locations' in raw ? raw.locations : raw.data),
  }),
  bongkarKoli: endpoint({
    fallback: m.bongkarKoliFailed,
    method: 'GET',
    path: '/admin/warehouse/bongkar-koli-g',
    query: bongkarKoliQuerySchema,
    response: mutationResult,
  }),
  putaway: endpoint({
    fallback: m.putawayFailed,
    method: 'POST',
    path: '/admin/warehouse/putaway-ecer',
    body: putawayInputSchema,
    response: mutationResult,
  }),
  returnToFloor: endpoint({
    fallback: m.returnFailed,
    method: 'POST',
    path: '/admin/warehouse/return-to-floor',
    body: returnToFloorInputSchema,
    response: mutationResult,
  }),
}, messages.access.noAdminToken);
