import type { DataProvider, GetListParams, GetListResult, GetManyParams, GetManyReferenceParams, GetOneParams, Identifier, RaRecord } from 'react-admin';
import type { ApiClient, CallOptions } from '../api/client';
import type { AnyEndpoint, ResultOf, RouteRead } from '../api/endpoint';
import { HttpError } from '../api/errors';
import { recordFromMutation } from '../api/schemas/common';
import { clientSideList } from './clientSideList';
import type { ResourceEntry, ResourceEntryLoader } from './resourceEntry';

/**
 * The dataProvider: react-admin's CRUD methods over each resource's entry, plus ONE typed method for
 * every other backend call. An area's action is its contract entry (which carries its fallback
 * message), not a new member here. Called through react-admin's `useDataProvider`, every error still
 * passes `authProvider.checkError` (401/403 end the session).
 */
export interface ShopDataProvider extends DataProvider {
  call<E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>): Promise<ResultOf<E>>;
  /** Whether an admin session token is present (uploads refuse to run without one). Async, as every method is. */
  hasToken(): Promise<boolean>;
  /**
   * Starts the reads a screen makes on arrival, at navigation, so they run while its code loads: a
   * list's page as the address asks for it (`search` is react-admin's list query string), a record
   * for its edit form, or a page's parameterless reads. Its own identical calls then take them.
   * Resolves once their answers have arrived (or failed): the boot may wait for it (main.tsx).
   */
  prefetch(target: PrefetchTarget): Promise<void>;
  /**
   * What react-admin's query under this key would resolve to, if the read it makes has already been
   * warmed and has arrived (`api.peek`): a list's page (`[resource, 'getList', params]`) or a record
   * (`[resource, 'getOne', { id }]`). Undefined otherwise. Synchronous, so the screen's query cache can
   * start with it and the first render shows the rows (issue 26).
   */
  peek(queryKey: readonly unknown[]): unknown;
  /** The answer of a warmed read of this endpoint if it has arrived (`api.peek`), for a page's own queries. */
  peekRead<E extends AnyEndpoint>(endpoint: E, options?: Pick<CallOptions<E>, 'params' | 'query'>): ResultOf<E> | undefined;
  /** Keeps the warmed reads taken for a screen's parts that mount after its first paint (`api.holdClaims`). */
  holdClaims(): () => void;
}

export type PrefetchTarget =
  | { kind: 'list'; resource: string; search: string }
  | { kind: 'record'; resource: string; id: Identifier }
  | { kind: 'reads'; reads: readonly RouteRead[] };

/** react-admin's list parameters in an address (`?page=2&perPage=8&sort=nama&order=ASC&filter={...}`), over the list's defaults. */
const listParamsFromSearch = (search: string, defaults: ResourceEntry['listDefaults']): Pick<GetListParams, 'pagination' | 'sort' | 'filter'> => {
  const query = new URLSearchParams(search);
  const number = (key: string, fallback: number) => {
    const value = Number(query.get(key));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  let filter: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(query.get('filter') ?? '{}');
    if (parsed && typeof parsed === 'object') filter = parsed as Record<string, unknown>;
  } catch {
    // An address react-admin would not read either: its own request will differ and simply be sent.
  }
  const field = query.get('sort') ?? defaults?.sort?.field;
  const order = (query.get('order') ?? defaults?.sort?.order) === 'DESC' ? 'DESC' : 'ASC';
  return {
    pagination: { page: number('page', 1), perPage: number('perPage', defaults?.perPage ?? 25) },
    ...(field ? { sort: { field, order } } : {}),
    filter,
  };
};

const notSupported = (resource: string, action: string): never => {
  throw new HttpError(`Aksi ${action} tidak tersedia untuk ${resource}.`, 405);
};

const defaultQuery: NonNullable<ResourceEntry['toQuery']> = ({ pagination, filter }) => ({
  page: pagination?.page ?? 1,
  perPage: pagination?.perPage ?? 25,
  ...(filter?.q ? { search: filter.q } : {}),
});

/**
 * A screen's own words for a failed read, given as react-admin's `meta: { fallback }` (a reference
 * input's `queryOptions`): one endpoint serves several screens, and the server's text still wins.
 */
const screenFallback = (meta: unknown): string | undefined => {
  const fallback = meta && typeof meta === 'object' ? (meta as { fallback?: unknown }).fallback : undefined;
  return typeof fallback === 'string' && fallback !== '' ? fallback : undefined;
};

/** A page of a list the client pages itself, from every record (or every record the server's filters kept). */
const clientPage = (entry: ResourceEntry, params: GetListParams, records: RaRecord[]): GetListResult => {
  if (entry.serverFilters) {
    const page = clientSideList(records, { ...params, filter: {} }, { searchFields: [] });
    return entry.listMeta ? { ...page, meta: entry.listMeta(records) } : page;
  }
  return clientSideList(records, params, { searchFields: entry.searchFields ?? [] });
};

/** The list's read: the whole list (or what the server's filters keep) when the client pages, else one page. */
const listRead = (entry: ResourceEntry, params: GetListParams): { query?: Record<string, unknown> } => {
  if (entry.pagination === 'client') return entry.serverFilters ? { query: entry.serverFilters((params.filter ?? {}) as Record<string, unknown>) } : {};
  return { query: (entry.toQuery ?? defaultQuery)(params) };
};

/** A page the server paged: a full page means there may be more (spec: the API sends no total). */
const serverPage = (params: GetListParams, data: RaRecord[]): GetListResult => {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 25;
  return { data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: data.length >= perPage } };
};

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object';

export const createDataProvider = (api: ApiClient, resources: Record<string, ResourceEntryLoader>): ShopDataProvider => {
  const loaded = new Map<string, Promise<ResourceEntry>>();
  // The entries whose code has arrived, for `peek`, which cannot wait for one.
  const ready = new Map<string, ResourceEntry>();
  const entryFor = (resource: string): Promise<ResourceEntry> => {
    let entry = loaded.get(resource);
    if (!entry) {
      const load = resources[resource];
      if (!load) return Promise.reject(new HttpError(`Resource "${resource}" belum dipetakan ke backend.`, 404));
      entry = load().then((module) => {
        const loadedEntry = 'default' in module ? module.default : module;
        ready.set(resource, loadedEntry);
        return loadedEntry;
      });
      loaded.set(resource, entry);
    }
    return entry;
  };

  const fetchAll = async (resource: string, signal?: AbortSignal, fallback?: string): Promise<RaRecord[]> =>
    (await api.call((await entryFor(resource)).list, { signal, fallback })) as RaRecord[];

  const endpointFor = async (resource: string, action: 'get' | 'create' | 'update' | 'delete'): Promise<AnyEndpoint> =>
    (await entryFor(resource))[action] ?? notSupported(resource, action);

  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal, fallback?: string): Promise<RaRecord> => {
    const entry = await entryFor(resource);
    if (entry.get) return (await api.call(entry.get, { params: { id }, signal, fallback })) as RaRecord;
    const found = (await fetchAll(resource, signal, fallback)).find((record) => String(record.id) === String(id));
    if (!found) throw new HttpError(entry.notFound ?? entry.list.fallback, 404);
    return found;
  };

  const payload = (entry: ResourceEntry, data: Partial<RaRecord>, action: 'create' | 'update'): unknown =>
    entry.toPayload ? entry.toPayload(data, action) : data;

  const provider: ShopDataProvider = {
    async getList(resource, params): Promise<GetListResult> {
      const entry = await entryFor(resource);
      const records = (await api.call(entry.list, { ...listRead(entry, params), signal: params.signal, fallback: screenFallback(params.meta) })) as RaRecord[];
      return entry.pagination === 'client' ? clientPage(entry, params, records) : serverPage(params, records);
    },

    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>) {
      return { data: (await getOne(resource, params.id, params.signal, screenFallback(params.meta))) as R };
    },

    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>) {
      const entry = await entryFor(resource);
      const fallback = screenFallback(params.meta);
      // A paged list cannot be trusted to hold the wanted ids on its first page: read each by id.
      if (entry.pagination === 'partial') {
        return { data: (await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal, fallback)))) as R[] };
      }
      const wanted = new Set(params.ids.map(String));
      const all = (await fetchAll(resource, params.signal, fallback)) as R[];
      return { data: all.filter((record) => wanted.has(String(record.id))) };
    },

    async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
      const entry = await entryFor(resource);
      const filter = { ...params.filter, [params.target]: params.id };
      if (entry.pagination === 'partial') return provider.getList<R>(resource, { ...params, filter });
      const all = (await fetchAll(resource, params.signal)) as R[];
      return clientSideList(all, { ...params, filter }, { searchFields: entry.searchFields ?? [] });
    },

    async create(resource, params) {
      const entry = await entryFor(resource);
      const raw = await api.call(await endpointFor(resource, 'create'), { body: payload(entry, params.data, 'create') });
      // The backend's create body is not specified; use the stored record when it sends one.
      const data = recordFromMutation<RaRecord>(raw) ?? { ...params.data, id: params.data.id ?? Date.now() };
      return { data: data as never };
    },

    async update(resource, params) {
      const entry = await entryFor(resource);
      const raw = await api.call(await endpointFor(resource, 'update'), {
        params: { id: params.id },
        body: payload(entry, { ...params.previousData, ...params.data }, 'update'),
      });
      const data = recordFromMutation<RaRecord>(raw) ?? { ...params.previousData, ...params.data, id: params.id };
      return { data: data as never };
    },

    async updateMany(resource, params) {
      for (const id of params.ids) {
        const previousData = await getOne(resource, id);
        await provider.update(resource, { id, data: params.data, previousData });
      }
      return { data: params.ids };
    },

    async delete(resource, params) {
      await api.call(await endpointFor(resource, 'delete'), { params: { id: params.id } });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },

    async prefetch(target) {
      if (target.kind === 'reads') {
        await Promise.all(target.reads.map((read) => ('endpoint' in read ? api.warm(read.endpoint, { query: read.query }) : api.warm(read))));
        return;
      }
      const entry = await entryFor(target.resource);
      if (target.kind === 'record') {
        await (entry.get ? api.warm(entry.get, { params: { id: target.id } }) : api.warm(entry.list));
        return;
      }
      const params = listParamsFromSearch(target.search, entry.listDefaults);
      await Promise.all([...(entry.listAlsoReads ?? []).map((endpoint) => api.warm(endpoint)), api.warm(entry.list, listRead(entry, params))]);
    },

    peek(queryKey) {
      const [resource, method, params] = queryKey;
      const entry = typeof resource === 'string' ? ready.get(resource) : undefined;
      if (!entry || !isRecord(params)) return undefined;
      if (method === 'getList') {
        const listParams = params as unknown as GetListParams;
        const arrived = api.peek(entry.list, listRead(entry, listParams));
        if (!arrived) return undefined;
        const records = arrived.value as RaRecord[];
        const { data, total, pageInfo, meta } = entry.pagination === 'client' ? clientPage(entry, listParams, records) : serverPage(listParams, records);
        // The shape react-admin's useGetList keeps in its cache.
        return { data, total, pageInfo, meta };
      }
      if (method === 'getOne' && entry.get && (typeof params.id === 'string' || typeof params.id === 'number')) {
        return api.peek(entry.get, { params: { id: params.id } })?.value;
      }
      return undefined;
    },

    peekRead: (endpoint, options) => api.peek(endpoint, options)?.value,
    holdClaims: () => api.holdClaims(),

    call: (endpoint, options) => api.call(endpoint, options),
    hasToken: async () => api.hasToken(),
  };
  return provider;
};
