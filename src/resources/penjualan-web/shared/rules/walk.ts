/**
 * Reaching every order of a list whose server may cut it (order spec §9: fetch limit 100). The list is
 * walked in pages of `limit` with our paging hint `offset`; a server that ignores the hint answers the
 * second page with the first page's orders again, and the walk then asks once for the whole list
 * without `limit`, as the spec's own unlimited fetch does. The walk stops at a bound, which the screen
 * states. No React, no I/O: the screens and the tests drive it.
 */

/** The spec's list fetch limit (order spec §9): one page of the walk. */
export const WALK_PAGE_SIZE = 100;

/** At most this many pages (6,000 orders) are walked before the screen says it shows only those. */
export const WALK_MAX_PAGES = 60;

/** A page of the walk: from an offset, or the whole list at once. */
export type WalkParam = { offset: number } | 'all';

export const FIRST_WALK_PAGE: WalkParam = { offset: 0 };

/** The query of one page: `limit` always, `offset` after the first page; the whole list without either. */
export const walkPageQuery = <Q extends object>(base: Q, param: WalkParam): Q & { limit?: number; offset?: number } => {
  if (param === 'all') return { ...base };
  return { ...base, limit: WALK_PAGE_SIZE, ...(param.offset > 0 ? { offset: param.offset } : {}) };
};

type Identified = { id?: unknown };

const keyOf = (row: Identified): string => String(row.id);

/**
 * The page after these, or undefined when the walk is over: after the whole list, after a short page,
 * or at the bound. A page that brings no order not seen before means the server ignores the paging
 * hint: then the whole list, once.
 */
export const nextWalkParam = (pages: readonly (readonly Identified[])[], params: readonly WalkParam[], maxPages = WALK_MAX_PAGES): WalkParam | undefined => {
  const last = pages.at(-1);
  const lastParam = params.at(-1);
  if (!last || lastParam === undefined || lastParam === 'all') return undefined;
  if (last.length < WALK_PAGE_SIZE) return undefined;
  if (pages.length >= 2) {
    const seen = new Set(pages.slice(0, -1).flatMap((page) => page.map(keyOf)));
    if (last.every((row) => seen.has(keyOf(row)))) return 'all';
  }
  if (pages.length >= maxPages) return undefined;
  return { offset: lastParam.offset + last.length };
};

export interface Walked<T> {
  /** Every order the walk reached, each once. */
  rows: T[];
  /** The walk stopped at its bound with more orders behind it. */
  truncated: boolean;
}

/** What the pages so far hold: the whole list when it was fetched, else the pages' orders, each once. */
export const walkedRows = <T extends Identified>(pages: readonly (readonly T[])[], params: readonly WalkParam[], maxPages = WALK_MAX_PAGES): Walked<T> => {
  const all = params.lastIndexOf('all');
  const source = all >= 0 ? [pages[all] ?? []] : pages;
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of source) {
    for (const row of page) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  const last = pages.at(-1);
  const truncated = all < 0 && pages.length >= maxPages && (last?.length ?? 0) >= WALK_PAGE_SIZE && nextWalkParam(pages, params, maxPages) === undefined;
  return { rows, truncated };
};
