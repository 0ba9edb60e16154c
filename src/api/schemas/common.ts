import * as z from 'zod/mini';

/** Numbers that some backends send as strings (SQL sums and decimals arrive as "150000.00"). */
export const numeric = z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]);

export const id = z.union([z.int(), z.string().check(z.minLength(1))]);
export type Id = z.infer<typeof id>;

/** Mutations whose body the spec leaves open ("success or error"): keep whatever came back. */
export const mutationResult = z.unknown();

/** The record a mutation returned, if it returned one (bare, or as `data`). */
export const recordFromMutation = <T extends { id: Id }>(raw: unknown): T | undefined => {
  if (raw && typeof raw === 'object') {
    if ('id' in raw) return raw as T;
    const data = (raw as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'id' in data) return data as T;
  }
  return undefined;
};

/**
 * A list read: a bare array as the spec shows, or the `{ data: [...] }` envelope other endpoints use
 * (with anything beside it, e.g. `success`). `unwrapList` gives the array either way.
 */
export const listOf = <T extends z.ZodMiniType>(item: T) => z.union([z.array(item), z.looseObject({ data: z.array(item) })]);
export const unwrapList = <T,>(raw: T[] | { data: T[] }): T[] => (Array.isArray(raw) ? raw : raw.data);
