import { defineResourceEntry } from '../../providers/resourceEntry';
import { merkContract } from './contract';

export const merkResource = defineResourceEntry({
  pagination: 'client',
  list: merkContract.list,
  get: merkContract.get,
  create: merkContract.create,
  update: merkContract.update,
  delete: merkContract.delete,
  searchFields: ['nama', 'slug'],
  toPayload: (data) => ({
    nama: String(data.nama ?? '').trim(),
    slug: String(data.slug ?? '').trim(),
    isActive: Boolean(data.isActive),
  }),
});
