import { useGetMany, type Identifier } from 'react-admin';

/** The display name of a chosen reference (a category's or brand's name), '' until it is known. */
export const useReferenceName = (resource: string, id: Identifier | null | undefined, field: string): string => {
  const chosen = id !== null && id !== undefined && id !== '';
  const { data } = useGetMany(resource, { ids: chosen ? [id] : [] }, { enabled: chosen });
  const value: unknown = chosen ? data?.[0]?.[field] : '';
  return typeof value === 'string' ? value : '';
};
