import { describe, expect, it } from 'vitest';
import { productPageQuery, PRODUCT_PAGE_SIZE, readAllPages, wholeFromFirstPage } from '@/custom-pages/home-builder/images/rules/paging';

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));

/** A server over `all` that pages like the product list: no total, `perPage` per page. */
const pagedServer = (all: Array<{ id: number }>) => {
  const asked: number[] = [];
  const fetchPage = async (page: number, perPage: number) => {
    asked.push(page);
    return all.slice((page - 1) * perPage, page * perPage);
  };
  return { asked, fetchPage };
};

describe('home builder images: reading every page of a list without a total', () => {
  it('asks page 1, 2, ... until a short page', async () => {
    const server = pagedServer(rows(250));
    const all = await readAllPages(server.fetchPage, { perPage: 100 });
    expect(all).toHaveLength(250);
    expect(server.asked).toEqual([1, 2, 3]);
  });

  it('asks one more page when the last one was exactly full, and stops at the empty one', async () => {
    const server = pagedServer(rows(200));
    expect(await readAllPages(server.fetchPage, { perPage: 100 })).toHaveLength(200);
    expect(server.asked).toEqual([1, 2, 3]);
  });

  it('stops when a server ignores the page and repeats the same full page', async () => {
    const asked: number[] = [];
    const all = await readAllPages(
      async (page) => {
        asked.push(page);
        return rows(100);
      },
      { perPage: 100 },
    );
    expect(all).toHaveLength(100);
    expect(asked).toEqual([1, 2]);
  });

  it('never reads more than maxPages', async () => {
    let next = 0;
    const all = await readAllPages(async (_page, perPage) => Array.from({ length: perPage }, () => ({ id: (next += 1) })), { perPage: 10, maxPages: 3 });
    expect(all).toHaveLength(30);
  });
});

describe('home builder images: the whole list from a first page already read', () => {
  it.each([
    ['a page shorter than asked is the whole list', rows(3), 10, rows(3)],
    ['an empty first page is an empty list', [], 10, []],
    ['a full page may have more after it', rows(10), 10, undefined],
    ['nothing read yet', undefined, 10, undefined],
    ['an id twice is counted once, as when every page is read', [{ id: 1 }, { id: 2 }, { id: 1 }], 10, [{ id: 1 }, { id: 2 }]],
  ])('%s', (_, page, perPage, expected) => {
    expect(wholeFromFirstPage(page, perPage)).toEqual(expected);
  });

  it('agrees with reading every page when the first page is short', async () => {
    const { fetchPage } = pagedServer(rows(PRODUCT_PAGE_SIZE - 1));
    const first = await fetchPage(1, PRODUCT_PAGE_SIZE);
    expect(wholeFromFirstPage(first, PRODUCT_PAGE_SIZE)).toEqual(await readAllPages(fetchPage, { perPage: PRODUCT_PAGE_SIZE }));
  });

  it('asks each page of the statistics with the largest page size', () => {
    expect(productPageQuery(2)).toEqual({ page: 2, perPage: PRODUCT_PAGE_SIZE });
  });
});
