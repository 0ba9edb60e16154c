import type { GetListParams } from 'react-admin';
import { searchText } from '../domain/searchText';
import { naturalTextOrder } from '../domain/textOrder';

/**
 * Search, filter, sort and page a whole list on the client, for endpoints that return everything at
 * once. `q` searches the given fields (case-insensitive, accents and spacing ignored); other filters
 * match by equality.
 */
export interface ClientSideListOptions<R> {
  searchFields: ReadonlyArray<keyof R & string>;
}

const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';

/** Compares two present values; blanks are handled by the caller so they sort last either way. */
const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return naturalTextOrder(String(a), String(b));
};

export const clientSideList = <R extends object>(
  records: readonly R[],
  params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>,
  { searchFields }: ClientSideListOptions<R>,
): { data: R[]; total: number } => {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  const query = searchText(q);

  let result = records.filter((record) => {
    if (query && !searchFields.some((field) => searchText(record[field]).includes(query))) return false;
    return Object.entries(filters).every(([field, expected]) => {
      if (expected === undefined || expected === '') return true;
      const actual = (record as Record<string, unknown>)[field];
      return Array.isArray(expected) ? expected.includes(actual) : actual === expected;
    });
  });

  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    // Stable (ties keep server order); blanks last in both directions.
    result = result
      .map((record, index) => ({ record, index }))
      .sort((x, y) => {
        const field = sort.field as keyof R;
        const a = x.record[field];
        const b = y.record[field];
        if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b)) || x.index - y.index;
        return direction * compare(a, b) || x.index - y.index;
      })
      .map(({ record }) => record);
  }

  const total = result.length;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: total };
  const start = (page - 1) * perPage;
  return { data: result.slice(start, start + perPage), total };
};
