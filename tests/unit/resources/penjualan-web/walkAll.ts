import { FIRST_WALK_PAGE, nextWalkParam, walkedRows, WALK_MAX_PAGES, type Walked, type WalkParam } from '@/resources/penjualan-web/shared/rules/walk';

/**
 * The whole walk at once, page after page as `useOrderWalk` asks them, for tests that hold a screen's
 * walk to a server without rendering the screen.
 */
export const walkAll = async <T extends { id?: unknown }>(fetchPage: (param: WalkParam) => Promise<readonly T[]>, maxPages = WALK_MAX_PAGES): Promise<Walked<T>> => {
  const pages: T[][] = [];
  const params: WalkParam[] = [];
  let param: WalkParam | undefined = FIRST_WALK_PAGE;
  while (param !== undefined) {
    pages.push([...(await fetchPage(param))]);
    params.push(param);
    param = nextWalkParam(pages, params, maxPages);
  }
  return walkedRows(pages, params, maxPages);
};
