import * as z from 'zod/mini';
import { id, numeric, type Id } from '../../api/schemas/common';

/** Operations spec §3: a zone of the warehouse plan, in plan units (the plan is 1200x800). */
export const warehouseZoneSchema = z.object({
  id,
  code: z.string(),
  type: z.string(),
  x: numeric,
  y: numeric,
  width: numeric,
  height: numeric,
  // Degrees clockwise about the zone's centre; a backend may leave it out for unrotated zones.
  rotation: z.optional(z.nullable(numeric)),
});

export interface WarehouseZone {
  id: Id;
  code: string;
  /** RACK, FLOOR or LOADING here; other types are drawn as plain areas. */
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export const LOCATION_TYPES = ['RACK_SLOT', 'FLOOR_CELL'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Operations spec §3: how much of one product lies at one location. */
export const stockEntrySchema = z.object({
  code: z.string(),
  type: z.enum(LOCATION_TYPES),
  qty_base: numeric,
  zoneId: id,
});
export type StockEntry = z.output<typeof stockEntrySchema>;

/** Operations spec §3: the admin product the search offers. */
export const adminProductSchema = z.object({
  id,
  namaProduk: z.string(),
  kodeProduk: z.optional(z.nullable(z.string())),
});
export interface AdminProduct {
  id: Id;
  namaProduk: string;
  kodeProduk: string;
}

/** Operations spec §7: the parameters of GET /admin/warehouse/bongkar-koli-g. */
export const bongkarKoliQuerySchema = z.object({
  produkId: id,
  floorLocationCode: z.string(),
  rackLocationCode: z.string(),
});
export type BongkarKoliQuery = z.infer<typeof bongkarKoliQuerySchema>;

/** Operations spec §7: the body of POST /admin/warehouse/putaway-ecer. */
export const putawayInputSchema = z.object({
  produkId: id,
  floorLocationCode: z.string(),
  rackLocationCode: z.string(),
  qty: z.number(),
});
export type PutawayInput = z.infer<typeof putawayInputSchema>;

/** Operations spec §7: the body of POST /admin/warehouse/return-to-floor. */
export const returnToFloorInputSchema = z.object({
  produkId: id,
  rackLocationCode: z.string(),
  floorLocationCode: z.string(),
  qty: z.number(),
});
export type ReturnToFloorInput = z.infer<typeof returnToFloorInputSchema>;
