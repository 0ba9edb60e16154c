import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { id, mutationResult, listOf, unwrapList } from '../../api/schemas/common';
import { bannerMessages as m } from './messages';
import {
  generateBannerInputSchema,
  mainBannerInputSchema,
  mainBannerSchema,
  subBannerInputSchema,
  subBannerSchema,
} from './schemas';

type ById = { id: z.infer<typeof id> };


/**
 * Main banners and sub banners (catalogue spec §7): two collections with the same calls, their AI
 * picture generator, and the storefront's product list the link selector and AI section read.
 */
export const bannerContract = {
  mainList: endpoint({ fallback: m.loadFailed, method: 'GET', path: '/admin/main-banners', response: listOf(mainBannerSchema), unwrap: unwrapList }),
  mainCreate: endpoint({ fallback: m.saveFailed, method: 'POST', path: '/admin/main-banners', body: mainBannerInputSchema, response: mutationResult }),
  mainUpdate: endpoint({
    fallback: m.saveFailed,
    method: 'PUT',
    path: '/admin/main-banners/{id}',
    params: {} as ById,
    body: mainBannerInputSchema,
    response: mutationResult,
  }),
  mainDelete: endpoint({ fallback: m.deleteFailed, method: 'DELETE', path: '/admin/main-banners/{id}', params: {} as ById, response: mutationResult }),
  subList: endpoint({ fallback: m.loadFailed, method: 'GET', path: '/admin/web-sub-banner', response: listOf(subBannerSchema), unwrap: unwrapList }),
  subCreate: endpoint({ fallback: m.saveFailed, method: 'POST', path: '/admin/web-sub-banner', body: subBannerInputSchema, response: mutationResult }),
  subUpdate: endpoint({
    fallback: m.saveFailed,
    method: 'PUT',
    path: '/admin/web-sub-banner/{id}',
    params: {} as ById,
    body: subBannerInputSchema,
    response: mutationResult,
  }),
  subDelete: endpoint({ fallback: m.deleteFailed, method: 'DELETE', path: '/admin/web-sub-banner/{id}', params: {} as ById, response: mutationResult }),
  generateBanner: endpoint({
    fallback: m.aiFailed,
    method: 'POST',
    path: '/admin/ai/generate-banner',
    body: generateBannerInputSchema,
    // A missing URL is the caller's message ('API tidak mengembalikan URL gambar.'), not a contract error.
    response: z.looseObject({ imageUrl: z.optional(z.nullable(z.string())) }),
    unwrap: (raw) => raw.imageUrl?.trim() || undefined,
  }),
};
