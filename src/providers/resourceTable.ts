import type { RaRecord } from 'react-admin';
import type { AnyEndpoint } from '../api/endpoint';
import { contract } from '../api/contract';
import { messages } from '../i18n/messages';
import { toCategoryPayload, type CategoryFields } from '../domain/category';
import { toVoucherPayload, type VoucherFormValues } from '../domain/voucher';
import { buildCreatePayload, buildUpdatePayload, type ProductWithPhotoUrls } from '../domain/product/payload';

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
  /** The request body for create and update, from the form's record (some resources send different fields). */
  toPayload?: (data: Partial<RaRecord>, action: 'create' | 'update') => unknown;
  /** The spec's fallback message for each kind of call; `create`/`update` where the spec words them apart. */
  messages: { list: string; get: string; save: string; delete: string; create?: string; update?: string };
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
  'web-kategori-produk': {
    pagination: 'client',
    list: contract.webKategori.list,
    get: contract.webKategori.get,
    create: contract.webKategori.create,
    update: contract.webKategori.update,
    delete: contract.webKategori.delete,
    searchFields: ['namaKategori', 'deskripsi'],
    toPayload: (data) => toCategoryPayload(data as CategoryFields),
    messages: {
      list: messages.category.loadFailed,
      get: messages.category.getFailed,
      save: messages.category.saveFailed,
      delete: messages.category.deleteFailed,
    },
  },
  voucher: {
    pagination: 'client',
    list: contract.voucher.list,
    get: contract.voucher.get,
    create: contract.voucher.create,
    update: contract.voucher.update,
    delete: contract.voucher.delete,
    searchFields: ['nama_voucher', 'kode_voucher'],
    toPayload: (data) => toVoucherPayload(data as VoucherFormValues),
    messages: {
      list: messages.voucher.loadFailed,
      get: messages.voucher.loadFailed,
      save: messages.voucher.saveFailed,
      delete: messages.voucher.deleteFailed,
    },
  },
  'produk-web': {
    // Pages without a total: a full page means there may be more.
    pagination: 'partial',
    list: contract.produkWeb.list,
    get: contract.produkWeb.getForEdit,
    create: contract.produkWeb.create,
    update: contract.produkWeb.update,
    delete: contract.produkWeb.delete,
    // The form's save step has already stored the photos and put their URLs in the record.
    toPayload: (data, action) =>
      action === 'create'
        ? buildCreatePayload(data as ProductWithPhotoUrls)
        : buildUpdatePayload(data as ProductWithPhotoUrls & { id: NonNullable<ProductWithPhotoUrls['id']> }),
    messages: {
      list: messages.product.loadFailed,
      get: messages.product.editLoadFailed,
      save: messages.product.updateFailed,
      create: messages.product.createFailed,
      update: messages.product.updateFailed,
      delete: messages.product.deleteFailed,
    },
  },
};
