import type { DataProvider, GetListResult, GetManyParams, GetManyReferenceParams, GetOneParams, Identifier, RaRecord } from 'react-admin';
import type { ApiClient } from '../api/client';
import { contract } from '../api/contract';
import type { DashboardSummary } from '../api/contract/dashboard';
import type { AnyEndpoint } from '../api/endpoint';
import { HttpError } from '../api/errors';
import { recordFromMutation } from '../api/schemas/common';
import type { PosKategori } from '../api/schemas/webKategori';
import type { CashbackSettings } from '../api/schemas/cashback';
import { messages } from '../i18n/messages';
import { clientSideList } from './clientSideList';
import type { ResourceEntry } from './resourceTable';
import { produkWebMethods, type ProdukWebMethods } from './produkWebMethods';

export interface UploadFileParams {
  file: Blob;
  bucket?: string;
  path?: string;
  signal?: AbortSignal;
}

/** Calls that are not CRUD, typed, for `useDataProvider<ShopDataProvider>()`. */
export interface ShopCustomMethods extends ProdukWebMethods {
  getDashboardSummary(params?: { signal?: AbortSignal }): Promise<DashboardSummary | null>;
  generateKnowledgeBase(): Promise<unknown>;
  /** Resolves to the public URL of the stored file. */
  uploadFile(params: UploadFileParams): Promise<string>;
  /** AI category description (at most 160 characters) from the category name. */
  generateCategoryDescription(namaKategori: string): Promise<string>;
  /** AI emoji for a category name. */
  generateCategoryEmoji(namaKategori: string): Promise<string>;
  /** The cashier system's categories, the options of a web category's POS link. */
  getPosCategories(params?: { signal?: AbortSignal }): Promise<PosKategori[]>;
  /** Saves the home page order of web categories, first to last. */
  updateCategoryOrder(ids: Identifier[]): Promise<unknown>;
  /** PATCH .../nonaktif: the voucher becomes NONAKTIF. */
  deactivateVoucher(id: Identifier): Promise<unknown>;
  /** The cashback programme, or null when it was never set up. */
  getCashbackSettings(params?: { signal?: AbortSignal }): Promise<CashbackSettings | null>;
  /** Saves the whole programme; resolves to what the server stored (or what was sent, if it echoes nothing). */
  saveCashbackSettings(settings: CashbackSettings): Promise<CashbackSettings>;
}

export type ShopDataProvider = DataProvider & ShopCustomMethods;

const notSupported = (resource: string, action: string): never => {
  throw new HttpError(`Aksi ${action} tidak tersedia untuk ${resource}.`, 405);
};

export const createDataProvider = (api: ApiClient, table: Record<string, ResourceEntry>): ShopDataProvider => {
  const entryFor = (resource: string): ResourceEntry => {
    const entry = table[resource];
    if (!entry) throw new HttpError(`Resource "${resource}" belum dipetakan ke backend.`, 404);
    return entry;
  };

  const fetchAll = async (resource: string, signal?: AbortSignal): Promise<RaRecord[]> => {
    const entry = entryFor(resource);
    return (await api.call(entry.list, { signal, fallback: entry.messages.list })) as RaRecord[];
  };

  const endpointFor = (resource: string, action: 'get' | 'create' | 'update' | 'delete'): AnyEndpoint =>
    entryFor(resource)[action] ?? notSupported(resource, action);

  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> => {
    const entry = entryFor(resource);
    if (entry.get) return (await api.call(entry.get, { params: { id }, signal, fallback: entry.messages.get })) as RaRecord;
    const found = (await fetchAll(resource, signal)).find((record) => String(record.id) === String(id));
    if (!found) throw new HttpError(entry.messages.get, 404);
    return found;
  };

  const payload = (entry: ResourceEntry, data: Partial<RaRecord>, action: 'create' | 'update'): unknown =>
    entry.toPayload ? entry.toPayload(data, action) : data;

  const provider: ShopDataProvider = {
    async getList(resource, params): Promise<GetListResult> {
      const entry = entryFor(resource);
      if (entry.pagination === 'client') {
        const all = await fetchAll(resource, params.signal);
        return clientSideList(all, params, { searchFields: entry.searchFields ?? [] });
      }
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
      const data = (await api.call(entry.list, {
        query: { page, perPage, ...(params.filter?.q ? { search: params.filter.q } : {}) },
        signal: params.signal,
        fallback: entry.messages.list,
      })) as RaRecord[];
      // A full page means there may be more (spec: the API sends no total).
      return { data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: data.length >= perPage } };
    },

    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>) {
      return { data: (await getOne(resource, params.id, params.signal)) as R };
    },

    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>) {
      const wanted = new Set(params.ids.map(String));
      const all = (await fetchAll(resource, params.signal)) as R[];
      return { data: all.filter((record) => wanted.has(String(record.id))) };
    },

    async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
      const entry = entryFor(resource);
      const all = (await fetchAll(resource, params.signal)) as R[];
      const filter = { ...params.filter, [params.target]: params.id };
      return clientSideList(all, { ...params, filter }, { searchFields: entry.searchFields ?? [] });
    },

    async create(resource, params) {
      const entry = entryFor(resource);
      const raw = await api.call(endpointFor(resource, 'create'), {
        body: payload(entry, params.data, 'create'),
        fallback: entry.messages.create ?? entry.messages.save,
      });
      // The backend's create body is not specified; use the stored record when it sends one.
      const data = recordFromMutation<RaRecord>(raw) ?? { ...params.data, id: params.data.id ?? Date.now() };
      return { data: data as never };
    },

    async update(resource, params) {
      const entry = entryFor(resource);
      const raw = await api.call(endpointFor(resource, 'update'), {
        params: { id: params.id },
        body: payload(entry, { ...params.previousData, ...params.data }, 'update'),
        fallback: entry.messages.update ?? entry.messages.save,
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
      const entry = entryFor(resource);
      await api.call(endpointFor(resource, 'delete'), { params: { id: params.id }, fallback: entry.messages.delete });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },

    ...produkWebMethods(api),

    getDashboardSummary: ({ signal } = {}) =>
      api.call(contract.dashboard.summary, { signal, fallback: messages.dashboard.loadFailed }),

    generateKnowledgeBase: () => api.call(contract.knowledgeBase.generate, { fallback: messages.knowledgeBase.failure }),

    async uploadFile({ file, bucket, path, signal }) {
      // Spec section 5: an upload without a session is refused before sending anything.
      if (!api.hasToken()) throw new HttpError(messages.upload.noToken, 401);
      const url = await api.call(contract.upload.uploadFile, {
        body: { file, bucket, path },
        signal,
        fallback: messages.common.unexpected,
      });
      if (!url) throw new HttpError(messages.upload.noUrl, 200);
      return url;
    },

    async generateCategoryDescription(namaKategori) {
      const deskripsi = await api.call(contract.webKategori.generateDescription, {
        body: { namaKategori },
        fallback: messages.category.descriptionMissing,
      });
      if (!deskripsi) throw new HttpError(messages.category.descriptionMissing, 200);
      return deskripsi;
    },

    async generateCategoryEmoji(namaKategori) {
      const emoji = await api.call(contract.webKategori.generateEmoji, {
        query: { kategori: namaKategori },
        fallback: messages.category.generateEmojiFailed,
      });
      if (!emoji) throw new HttpError(messages.category.emojiMissing, 200);
      return emoji;
    },

    getPosCategories: ({ signal } = {}) =>
      api.call(contract.posKategori.list, { signal, fallback: messages.category.posLoadFailed }),

    updateCategoryOrder: (ids) =>
      api.call(contract.webKategori.updateOrder, { body: { ids }, fallback: messages.category.orderSaveFailed }),

    deactivateVoucher: (id) =>
      api.call(contract.voucher.deactivate, { params: { id }, fallback: messages.voucher.deactivateFailed }),

    getCashbackSettings: ({ signal } = {}) =>
      api.call(contract.cashback.get, { signal, fallback: messages.cashback.loadFailed }),

    async saveCashbackSettings(settings) {
      const stored = await api.call(contract.cashback.save, { body: settings, fallback: messages.cashback.saveFailed });
      return stored ?? settings;
    },
  };
  return provider;
};
