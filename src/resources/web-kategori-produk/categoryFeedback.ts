import { webKategoriProdukMessages } from './messages';

export const categoryFeedback = { created: webKategoriProdukMessages.created, updated: webKategoriProdukMessages.updated, loadFailed: webKategoriProdukMessages.getFailed };
