import type { Id } from '../../../api/schemas/common';

interface Ordered {
  id: Id;
  urutan?: number | null;
}

/** The carousel's order: urutan ascending, then the older banner (smaller id) first. */
export const byUrutan = <T extends Ordered>(banners: readonly T[]): T[] =>
  [...banners].sort((a, b) => (a.urutan ?? 0) - (b.urutan ?? 0) || Number(a.id) - Number(b.id) || String(a.id).localeCompare(String(b.id)));

/** A new banner goes last. */
export const nextUrutan = (banners: readonly Ordered[]): number => (banners.length === 0 ? 0 : Math.max(...banners.map((b) => b.urutan ?? 0)) + 1);

/**
 * After a drag: each banner's new urutan is its place (0, 1, ...); only the banners whose urutan
 * changes are sent, so moving one banner one place costs two saves, not one per banner.
 */
export const urutanChanges = <T extends Ordered>(next: readonly T[]): Array<{ banner: T; urutan: number }> =>
  next.flatMap((banner, index) => ((banner.urutan ?? 0) === index ? [] : [{ banner, urutan: index }]));

/** Catalogue spec §2: the carousel shows at most 5 banners (advice only, nothing is refused). */
export const CAROUSEL_ADVISED_MAX = 5;
