import * as z from 'zod/mini';

/** Every report's query (catalogue spec §7): filter HARIAN, BULANAN or TAHUNAN, and tanggal, bulan, tahun. */
export const reportQuerySchema = z.object({
  filter: z.enum(['HARIAN', 'BULANAN', 'TAHUNAN']),
  tanggal: z.optional(z.string()),
  bulan: z.optional(z.number()),
  tahun: z.optional(z.number()),
});
