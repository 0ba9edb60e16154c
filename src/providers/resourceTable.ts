import type { RaRecord } from 'react-admin';
import type { AnyEndpoint } from '../api/endpoint';
import { contract } from '../api/contract';
import { messages } from '../i18n/messages';

/**
 * How one react-admin resource maps onto the backend. Adding a resource is one entry here, a folder
 * under src/resources and a line in src/resources/index.ts.
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
  /** The request body for create and update, from the form's record. */
  toPayload?: (data: Partial<RaRecord>) => unknown;
  /** The spec's fallback message for each kind of call. */
  messages: { list: string; get: string; save: string; delete: string };
}

export const resourceTable: Record<string, ResourceEntry> = {
  merk: {
    pagination: 'client',
    list: contract.merk.list,
    get: contract.merk.get,
    create: contract.merk.create,
    update: contract.merk.update,
    delete: contract.merk.delete,
    searchFields: ['nama', 'slug'],
    toPayload: (data) => ({
      nama: String(data.nama ?? '').trim(),
      slug: String(data.slug ?? '').trim(),
      isActive: Boolean(data.isActive),
    }),
    messages: {
      list: messages.merk.loadFailed,
      get: messages.merk.getFailed,
      save: messages.merk.saveFailed,
      delete: messages.merk.deleteFailed,
    },
  },
};
