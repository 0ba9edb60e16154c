import * as z from 'zod/mini';
import { numeric } from '../../api/schemas/common';

/** One step of the breakdown (ours, for the chart): an hour, a day or a month of the period. */
export const salesBreakdownSchema = z.object({
  periode: z.string(),
  label: z.string(),
  jumlah_order: numeric,
  total_penjualan: numeric,
});
export type SalesBreakdown = z.infer<typeof salesBreakdownSchema>;

/** Sales report result (catalogue spec §3), with our optional `rincian` per hour, day or month. */
export const salesReportSchema = z.object({
  jumlah_order: numeric,
  total_penjualan: numeric,
  rincian: z.optional(z.nullable(z.array(salesBreakdownSchema))),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

