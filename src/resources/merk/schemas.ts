import * as z from 'zod/mini';
import { id } from '../../api/schemas/common';

export const merkSchema = z.object({
  id,
  nama: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
});
export type Merk = z.infer<typeof merkSchema>;

export const merkInputSchema = z.object({
  nama: z.string().check(z.trim(), z.minLength(1)),
  slug: z.string().check(z.trim(), z.minLength(1)),
  isActive: z.boolean(),
});
export type MerkInput = z.infer<typeof merkInputSchema>;
