import type { GetListParams, RaRecord, SortPayload } from 'react-admin';
import type { AnyEndpoint } from '../api/endpoint';

/**
 * How one react-admin resource maps onto the backend: the `resource.ts` of a resource's folder, loaded
 * with the resource's views (not at boot). Each endpoint carries its own fallback message.
 */
export interface ResourceEntry {
  /** `client`: the list endpoint returns everything, paged on the client. `partial`: a page without a total. */
  pagination: 'client' | 'partial';
  list: AnyEndpoint;
  get?: AnyEndpoint;
  create?: AnyEndpoint;
  update?: AnyEndpoint;
  delete?: AnyEndpoint;
  /** Fields the `q` filter searches, for client pagination. */
  searchFields?: string[];
  /**
   * The list endpoint's query for a page (partial pagination): react-admin's filters become the
   * server's parameters. Default: `page`, `perPage` and `q` as `search`.
   */
  toQuery?: (params: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>) => Record<string, unknown>;
  /** The request body for create and update, from the form's record (some resources send different fields). */
  toPayload?: (data: Partial<RaRecord>, action: 'create' | 'update') => unknown;
  /** The message when a record is not in the list (resources without a `get` endpoint). */
  notFound?: string;
  /**
   * The list view's own `perPage` and `sort` (partial pagination), so its first page can be asked for
   * at navigation, before the view's code has loaded. The view reads the same constants.
   */
  listDefaults?: { perPage: number; sort?: SortPayload };
  /**
   * Client pagination over a server that filters: the list's filters become the list call's query
   * (`q` included), and only sorting and paging happen on the client (orders: status, search, entity).
   */
  serverFilters?: (filter: Record<string, unknown>) => Record<string, unknown>;
  /** With `serverFilters`: figures over the whole filtered list (not just the page), as the list's `meta` (counts). */
  listMeta?: (records: RaRecord[]) => Record<string, unknown>;
  /** Further reads the list screen makes on arrival (a lookup shown on every row), started with it. */
  listAlsoReads?: readonly AnyEndpoint[];
}

export const defineResourceEntry = (entry: ResourceEntry): ResourceEntry => entry;

/** A resource's entry, loaded on first use. */
export type ResourceEntryLoader = () => Promise<ResourceEntry | { default: ResourceEntry }>;
