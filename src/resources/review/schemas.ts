import * as z from 'zod/mini';
import { id, numeric } from '../../api/schemas/common';

const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** One stored photo of a review (operations spec §3: a list of objects with url). */
export const reviewPhotoSchema = z.looseObject({ url: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** Review (operations spec §3): id, produkWebId, userName, rating (1-5), komentar, foto, createdAt. */
export const reviewSchema = z.looseObject({
  id,
  produkWebId: id,
  userName: z.string(),
  rating: numeric,
  komentar: z.pipe(maybe(z.string()), z.transform((text) => text ?? '')),
  // Older reviews may come without photos (null or missing): they have none.
  foto: z.pipe(maybe(z.array(reviewPhotoSchema)), z.transform((photos) => photos ?? [])),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * The form's payload (operations spec §3): produkId, userName, rating, komentar, foto (image URLs). The
 * rules (product, name, rating 1-5, photo URLs) are the server's to check, with its own messages.
 */
export const reviewInputSchema = z.object({
  // Any number or text: an empty or unknown product is the server's to refuse in its own words.
  produkId: z.union([z.number(), z.string()]),
  userName: z.string(),
  rating: z.number(),
  komentar: z.string(),
  foto: z.array(z.string()),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;
