/**
 * Reads every page of a list that has no total (catalogue spec §7: a full page means there may be more):
 * page 1, 2, ... until a page comes back shorter than asked. `maxPages` bounds a server that ignores
 * the page number and answers the same full page forever; a page that adds no new id stops it too.
 */
export const readAllPages = async <T extends { id: string | number }>(
  fetchPage: (page: number, perPage: number) => Promise<readonly T[]>,
  { perPage = 100, maxPages = 200 }: { perPage?: number; maxPages?: number } = {},
): Promise<T[]> => {
  const byId = new Map<string, T>();
  for (let page = 1; page <= maxPages; page += 1) {
    const rows = await fetchPage(page, perPage);
    const before = byId.size;
    for (const row of rows) if (!byId.has(String(row.id))) byId.set(String(row.id), row);
    if (rows.length < perPage || byId.size === before) break;
  }
  return [...byId.values()];
};

/**
 * The whole list when its first page already holds it (shorter than asked, as `readAllPages` stops at),
 * each id once; undefined when more pages may follow.
 */
export const wholeFromFirstPage = <T extends { id: string | number }>(rows: readonly T[] | undefined, perPage: number): T[] | undefined => {
  if (!rows || rows.length >= perPage) return undefined;
  return [...new Map(rows.map((row) => [String(row.id), row])).values()];
};

/** The product list's largest page (the fake server's cap, and plenty for a real one). */
export const PRODUCT_PAGE_SIZE = 100;

/** The query of one page of the products the image statistics count, read by the hook and the route's reads. */
export const productPageQuery = (page: number) => ({ page, perPage: PRODUCT_PAGE_SIZE });
