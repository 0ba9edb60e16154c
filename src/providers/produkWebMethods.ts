import type { ApiClient } from '../api/client';
import { contract } from '../api/contract';
import type { CashierProduct, FlashSaleToggleInput, WebProduct } from '../api/schemas/produkWeb';
import { productMessages } from '../i18n/messages/product';

export interface SellingPriceRequest {
  namaProduk: string;
  hargaModal: number;
  kategori: string;
  merk: string;
}

export interface SlugTagsRequest {
  judul: string;
  deskripsi: string;
  kategori: string;
  merk: string;
}

/** The web products' calls that are not CRUD (spec section 7), part of the shop's dataProvider. */
export interface ProdukWebMethods {
  /** Cashier products no web product or variant links to yet. */
  getUnlinkedCashierProducts(params?: { signal?: AbortSignal }): Promise<CashierProduct[]>;
  generateProductDescription(judul: string): Promise<string>;
  generateProductSellingPrice(request: SellingPriceRequest): Promise<number>;
  /** One call answers both; `fallback` is the message of the field the administrator asked for. */
  generateProductSlugTags(request: SlugTagsRequest, fallback: string): Promise<{ slug: string; tags: string }>;
  searchProductsForFlashSale(q: string, params?: { signal?: AbortSignal }): Promise<WebProduct[]>;
  toggleFlashSale(input: FlashSaleToggleInput): Promise<unknown>;
}

export const produkWebMethods = (api: ApiClient): ProdukWebMethods => ({
  getUnlinkedCashierProducts: ({ signal } = {}) =>
    api.call(contract.produkWeb.unlinkedCashierProducts, { signal, fallback: productMessages.supportLoadFailed }),

  generateProductDescription: (judul) =>
    api.call(contract.produkWeb.generateDescription, { body: { judul }, fallback: productMessages.generateDescriptionFailed }),

  generateProductSellingPrice: (request) =>
    api.call(contract.produkWeb.generateSellingPrice, { body: request, fallback: productMessages.generatePriceFailed }),

  generateProductSlugTags: (request, fallback) => api.call(contract.produkWeb.generateSlugTags, { body: request, fallback }),

  searchProductsForFlashSale: (q, { signal } = {}) => api.call(contract.produkWeb.searchForFlashSale, { query: { q }, signal }),

  toggleFlashSale: (input) => api.call(contract.produkWeb.toggleFlashSale, { body: input }),
});
