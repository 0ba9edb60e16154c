import { defineResourceEntry } from '../../providers/resourceEntry';
import { PRODUCT_PAGE_SIZE } from './constants';
import { produkWebContract } from './contract';
import { buildCreatePayload, buildUpdatePayload, type ProdukWebWithPhotoUrls } from './rules/payload';

export const produkWebResource = defineResourceEntry({
  // Pages without a total: a full page means there may be more.
  pagination: 'partial',
  listDefaults: { perPage: PRODUCT_PAGE_SIZE },
  list: produkWebContract.list,
  get: produkWebContract.getForEdit,
  create: produkWebContract.create,
  update: produkWebContract.update,
  delete: produkWebContract.delete,
  // The form's save step has already stored the photos and put their URLs in the record.
  toPayload: (data, action) =>
    action === 'create'
      ? buildCreatePayload(data as ProdukWebWithPhotoUrls)
      : buildUpdatePayload(data as ProdukWebWithPhotoUrls & { id: NonNullable<ProdukWebWithPhotoUrls['id']> }),
});
