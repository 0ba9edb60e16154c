import { webKategoriProdukMessages } from './messages';

export const webKategoriProdukFeedback = { created: webKategoriProdukMessages.created, updated: webKategoriProdukMessages.updated, loadFailed: webKategoriProdukMessages.dataLoadFailed };
