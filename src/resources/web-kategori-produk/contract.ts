import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { id, mutationResult } from '../../api/schemas/common';
import { posKategoriSchema, webKategoriProdukInputSchema, webKategoriProdukSchema } from './schemas';
import { webKategoriProdukMessages as m } from './messages';

type ById = { id: z.infer<typeof id> };

/** Web categories (catalogue spec §7), including their AI helpers and the home page order. */
export const webKategoriProdukContract = {
  list: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/web-kategori-produk',
    // The spec says `data[]`; tolerate a bare array as the brand list does.
    response: z.union([z.object({ data: z.array(webKategoriProdukSchema) }), z.array(webKategoriProdukSchema)]),
    unwrap: (raw) => (Array.isArray(raw) ? raw : raw.data),
  }),
  get: endpoint({
    fallback: m.getFailed,
    method: 'GET',
    path: '/admin/web-kategori-produk/{id}',
    params: {} as ById,
    response: z.union([z.object({ data: webKategoriProdukSchema }), webKategoriProdukSchema]),
    unwrap: (raw) => ('data' in raw ? raw.data : raw),
  }),
  create: endpoint({
    fallback: m.saveFailed,
    method: 'POST',
    path: '/admin/web-kategori-produk',
    body: webKategoriProdukInputSchema,
    response: mutationResult,
  }),
  update: endpoint({
    fallback: m.saveFailed,
    method: 'PUT',
    path: '/admin/web-kategori-produk/{id}',
    params: {} as ById,
    body: webKategoriProdukInputSchema,
    response: mutationResult,
  }),
  delete: endpoint({
    fallback: m.deleteFailed,
    method: 'DELETE',
    path: '/admin/web-kategori-produk/{id}',
    params: {} as ById,
    response: mutationResult,
  }),
  /** The home builder's category order: ids first to last. */
  updateOrder: endpoint({
    fallback: m.orderSaveFailed,
    method: 'POST',
    path: '/admin/web-kategori-produk/update-urutan',
    body: z.object({ ids: z.array(id) }),
    response: mutationResult,
  }),
  generateDescription: endpoint({
    fallback: m.descriptionMissing,
    method: 'POST',
    path: '/admin/web-kategori-produk/generate-deskripsi',
    body: z.object({ namaKategori: z.string() }),
    // A missing text is the caller's message ('Gagal mendapatkan deskripsi.'), not a contract error.
    response: z.looseObject({ deskripsi: z.optional(z.nullable(z.string())) }),
    unwrap: (raw) => raw.deskripsi?.trim() || undefined,
  }),
  generateEmoji: endpoint({
    fallback: m.generateEmojiFailed,
    method: 'GET',
    path: '/admin/produk-web/api/generate-emoji',
    query: z.object({ kategori: z.string() }),
    response: z.looseObject({ emoji: z.optional(z.nullable(z.string())) }),
    unwrap: (raw) => raw.emoji?.trim() || undefined,
  }),
  /** The cashier system's categories, offered as links for web categories (catalogue spec §7). */
  posList: endpoint({
    fallback: m.posLoadFailed,
    method: 'GET',
    path: '/admin/kategori-produk',
    response: z.union([z.object({ data: z.array(posKategoriSchema) }), z.array(posKategoriSchema)]),
    unwrap: (raw) => (Array.isArray(raw) ? raw : raw.data),
  }),
};
