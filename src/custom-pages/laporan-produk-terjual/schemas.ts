import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';
import type { MaybeIncomplete } from '../../api/schemas/tolerant';

/** Sold-product report row (catalogue spec §3); the ids may be absent when the order line carries none. */
export const soldProductRowSchema = z.object({
  produk_web_id: z.optional(z.nullable(id)),
  varian_id: z.optional(z.nullable(id)),
  judul_produk: z.string(),
  nama_varian: z.optional(z.nullable(z.string())),
  qty_terjual: numeric,
  total_penjualan: numeric,
});
export type SoldProductRow = z.infer<typeof soldProductRowSchema> & MaybeIncomplete;

export const emptySoldProductRow = (): z.infer<typeof soldProductRowSchema> => ({ judul_produk: '', qty_terjual: 0, total_penjualan: 0 });

