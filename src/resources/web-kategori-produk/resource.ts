import { defineResourceEntry } from '../../providers/resourceEntry';
import { webKategoriProdukContract } from './contract';
import { toWebKategoriProdukPayload, type WebKategoriProdukFields } from './rules';

export const webKategoriProdukResource = defineResourceEntry({
  pagination: 'client',
  list: webKategoriProdukContract.list,
  get: webKategoriProdukContract.get,
  create: webKategoriProdukContract.create,
  update: webKategoriProdukContract.update,
  delete: webKategoriProdukContract.delete,
  searchFields: ['namaKategori', 'deskripsi'],
  // Every card names its POS category.
  listAlsoReads: [webKategoriProdukContract.posList],
  toPayload: (data) => toWebKategoriProdukPayload(data as WebKategoriProdukFields),
});
