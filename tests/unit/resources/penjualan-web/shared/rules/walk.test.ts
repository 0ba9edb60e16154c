import { describe, expect, it } from 'vitest';
import { nextWalkParam, walkedRows, walkPageQuery, WALK_PAGE_SIZE, type WalkParam } from '@/resources/penjualan-web/shared/rules/walk';
import { walkAll } from '../../walkAll';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('walking a list in pages of the spec’s limit', () => {
  it.each<[string, Array<{ id: number }[]>, WalkParam[], WalkParam | undefined]>([
    ['a short first page is the whole list', [page(1, 40)], [{ offset: 0 }], undefined],
    ['a full first page asks for the next', [page(1, 100)], [{ offset: 0 }], { offset: 100 }],
    ['new orders on the second page: on to the third', [page(1, 100), page(101, 100)], [{ offset: 0 }, { offset: 100 }], { offset: 200 }],
    ['an empty page ends the walk', [page(1, 100), []], [{ offset: 0 }, { offset: 100 }], undefined],
    ['the second page repeats the first: the hint is ignored, so the whole list once', [page(1, 100), page(1, 100)], [{ offset: 0 }, { offset: 100 }], 'all'],
    ['one order moved between pages is not a repeat', [page(1, 100), page(100, 100)], [{ offset: 0 }, { offset: 100 }], { offset: 200 }],
    ['after the whole list nothing more', [page(1, 100), page(1, 100), page(1, 250)], [{ offset: 0 }, { offset: 100 }, 'all'], undefined],
  ])('%s', (_name, pages, params, next) => {
    expect(nextWalkParam(pages, params)).toEqual(next);
  });

  it('stops at its bound and says so', () => {
    const pages = [page(1, 100), page(101, 100), page(201, 100)];
    const params: WalkParam[] = [{ offset: 0 }, { offset: 100 }, { offset: 200 }];
    expect(nextWalkParam(pages, params, 3)).toBeUndefined();
    expect(walkedRows(pages, params, 3)).toEqual({ rows: page(1, 300), truncated: true });
    expect(walkedRows(pages, params, 4).truncated).toBe(false);
  });

  it('lists each order once, and only the whole list once it came', () => {
    expect(walkedRows([page(1, 100), page(100, 50)], [{ offset: 0 }, { offset: 100 }]).rows).toEqual(page(1, 149));
    expect(walkedRows([page(1, 100), page(1, 100), page(1, 130)], [{ offset: 0 }, { offset: 100 }, 'all'])).toEqual({ rows: page(1, 130), truncated: false });
  });

  it('asks with limit, offset after the first page, and without either for the whole list', () => {
    expect(walkPageQuery({ tab: 'biteship' }, { offset: 0 })).toEqual({ tab: 'biteship', limit: WALK_PAGE_SIZE });
    expect(walkPageQuery({ tab: 'biteship' }, { offset: 200 })).toEqual({ tab: 'biteship', limit: WALK_PAGE_SIZE, offset: 200 });
    expect(walkPageQuery({ tab: 'biteship' }, 'all')).toEqual({ tab: 'biteship' });
  });

  it.each([
    ['honours offset', (param: WalkParam) => (param === 'all' ? page(1, 0) : page(param.offset + 1, Math.max(0, Math.min(100, 250 - param.offset)))), 3],
    ['ignores offset', (param: WalkParam) => (param === 'all' ? page(1, 250) : page(1, 100)), 3],
  ])('walkAll reaches all 250 orders of a server that %s in %i requests', async (_name, answer, requests) => {
    const asked: WalkParam[] = [];
    const walked = await walkAll(async (param) => {
      asked.push(param);
      return answer(param);
    });
    expect(walked.rows.map((row) => row.id)).toEqual(page(1, 250).map((row) => row.id));
    expect(asked).toHaveLength(requests);
  });
});
