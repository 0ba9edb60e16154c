import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { id, mutationResult, numeric, listOf, unwrapList } from '../../api/schemas/common';
import { produkWebMessages as m } from './messages';
import { messages } from '../../i18n/messages';
import {
  cashierProductSchema,
  flashSaleToggleInputSchema,
  generateDescriptionInputSchema,
  generateSellingPriceInputSchema,
  generateSlugTagsInputSchema,
  productCreateInputSchema,
  productUpdateInputSchema,
  storefrontProductSchema,
  webProductEditSchema,
  webProductSchema,
} from './schemas';

type ById = { id: z.infer<typeof id> };


export const produkWebListQuery = z.object({
  page: z.optional(z.number()),
  perPage: z.optional(z.number()),
  search: z.optional(z.string()),
  /** Flash-sale card: only products whose discount is running. */
  diskonOnly: z.optional(z.boolean()),
});

export const produkWebContract = {
  /** A page of products without a total: a full page means there may be more. */
  list: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/produk-web',
    query: produkWebListQuery,
    response: listOf(webProductSchema),
    unwrap: unwrapList,
  }),
  getForEdit: endpoint({
    fallback: m.editLoadFailed,
    method: 'GET',
    path: '/admin/produk-web/{id}/edit',
    params: {} as ById,
    response: z.union([webProductEditSchema, z.object({ data: webProductEditSchema })]),
    unwrap: (raw) => ('data' in raw ? raw.data : raw),
  }),
  create: endpoint({
    fallback: m.createFailed,
    method: 'POST',
    path: '/admin/produk-web',
    body: productCreateInputSchema,
    response: mutationResult,
  }),
  update: endpoint({
    fallback: m.updateFailed,
    method: 'PUT',
    path: '/admin/produk-web/{id}',
    params: {} as ById,
    body: productUpdateInputSchema,
    response: mutationResult,
  }),
  delete: endpoint({
    fallback: m.deleteFailed,
    method: 'DELETE',
    path: '/admin/produk-web/{id}',
    params: {} as ById,
    response: mutationResult,
  }),
  unlinkedCashierProducts: endpoint({
    fallback: m.supportLoadFailed,
    method: 'GET',
    path: '/admin/produk-web/kasir-belum-terlink',
    response: listOf(cashierProductSchema),
    unwrap: unwrapList,
  }),
  generateDescription: endpoint({
    fallback: m.generateDescriptionFailed,
    method: 'POST',
    path: '/admin/produk-web/generate-deskripsi',
    body: generateDescriptionInputSchema,
    response: z.looseObject({ deskripsi: z.string() }),
    unwrap: (raw) => raw.deskripsi,
  }),
  generateSellingPrice: endpoint({
    fallback: m.generatePriceFailed,
    method: 'POST',
    path: '/admin/produk-web/generate-harga-jual',
    body: generateSellingPriceInputSchema,
    response: z.looseObject({ hargaJual: numeric }),
    unwrap: (raw) => raw.hargaJual,
  }),
  generateSlugTags: endpoint({
    fallback: m.generateSlugFailed,
    method: 'POST',
    path: '/admin/produk-web/generate-slug-tags',
    body: generateSlugTagsInputSchema,
    // Tags are comma separated in the product; a backend may send them as a list.
    response: z.looseObject({ slug: z.string(), tags: z.union([z.string(), z.array(z.string())]) }),
    unwrap: (raw) => ({ slug: raw.slug, tags: Array.isArray(raw.tags) ? raw.tags.join(', ') : raw.tags }),
  }),
  searchForFlashSale: endpoint({
    fallback: messages.common.unexpected,
    method: 'GET',
    path: '/admin/produk-web/search-for-flash-sale',
    query: z.object({ q: z.string() }),
    response: listOf(webProductSchema),
    unwrap: unwrapList,
  }),
  /**
   * The storefront's product list (catalogue spec §7: `limit=1000`, banners also `sort=terbaru`), read by
   * the banner editor and the review form; answered without a session, and a failure is tolerated.
   */
  storefrontList: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/web/produk',
    query: z.object({ limit: z.number(), sort: z.optional(z.literal('terbaru')) }),
    response: listOf(storefrontProductSchema),
    unwrap: unwrapList,
  }),
  toggleFlashSale: endpoint({
    fallback: messages.common.unexpected,
    method: 'POST',
    path: '/admin/produk-web/toggle-flash-sale',
    body: flashSaleToggleInputSchema,
    response: mutationResult,
  }),
};
