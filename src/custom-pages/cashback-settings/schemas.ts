import * as z from 'zod/mini';
import { numeric } from '../../api/schemas/common';

/** Flags that some backends store as 0/1 or "true"/"false". */
const flag = z.union([z.boolean(), z.pipe(z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]), z.transform((v) => v === 1 || v === '1' || v === 'true'))]);

/** Catalogue spec §3: the cashback programme, as the backend sends it. */
export const cashbackSettingsRecordSchema = z.object({
  persen_cashback: numeric,
  maksimal_cashback_per_order: numeric,
  aktif: flag,
});

export interface CashbackSettings {
  persen_cashback: number;
  maksimal_cashback_per_order: number;
  aktif: boolean;
}

/** The body of POST /admin/cashback-settings; the rules are the area's `rules.ts`, which the fake server applies too. */
export const cashbackSettingsInputSchema = z.object({
  persen_cashback: z.number(),
  maksimal_cashback_per_order: z.number(),
  aktif: z.boolean(),
});
export type CashbackSettingsInput = z.infer<typeof cashbackSettingsInputSchema>;
