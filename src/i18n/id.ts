import type { TranslationMessages } from 'ra-core';
import { messages } from './messages';
import { raIndonesianMessages } from './raIndonesian';

/** All interface text: react-admin's own (translated) plus the app's under `app.`, and resource labels. */
export const indonesianMessages: TranslationMessages = {
  ...raIndonesianMessages,
  app: messages,
  resources: {
    'produk-web': {
      name: 'Produk Web |||| Produk Web',
      fields: { judul: messages.product.judul, slug: messages.product.slug, merk: messages.product.merk },
    },
    'web-kategori-produk': {
      name: 'Kategori Web |||| Kategori Web',
      fields: { namaKategori: messages.category.namaKategori, deskripsi: messages.category.deskripsi, urutan: messages.category.urutan },
    },
    merk: {
      name: 'Merk |||| Merk',
      fields: { nama: messages.merk.nama, slug: messages.merk.slug, isActive: messages.merk.status },
    },
    voucher: {
      name: 'Voucher |||| Voucher',
      fields: { nama_voucher: messages.voucher.nama, kode_voucher: messages.voucher.kode, status: messages.voucher.status },
    },
  },
};
