import * as z from 'zod/mini';
import { endpoint, needsToken } from '../../api/endpoint';
import { messages } from '../../i18n/messages';
import { id, mutationResult } from '../../api/schemas/common';
import { reviewMessages as m } from './messages';
import { reviewInputSchema, reviewSchema } from './schemas';

type ById = { id: z.infer<typeof id> };

/**
 * Reviews (operations spec §7). The product picker reads the storefront's list through
 * `produkWebContract.storefrontList` (GET /web/produk?limit=1000), declared once in its own area.
 */
export const reviewContract = needsToken({
  list: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/reviews',
    // The spec shows no envelope; tolerate the `data[]` one other list endpoints use.
    response: z.union([z.array(reviewSchema), z.object({ data: z.array(reviewSchema) })]),
    unwrap: (raw) => (Array.isArray(raw) ? raw : raw.data),
  }),
  create: endpoint({ fallback: m.saveFailed, method: 'POST', path: '/admin/reviews', body: reviewInputSchema, response: mutationResult }),
  update: endpoint({
    fallback: m.saveFailed,
    method: 'PUT',
    path: '/admin/reviews/{id}',
    params: {} as ById,
    body: reviewInputSchema,
    response: mutationResult,
  }),
  delete: endpoint({ fallback: m.deleteFailed, method: 'DELETE', path: '/admin/reviews/{id}', params: {} as ById, response: mutationResult }),
}, messages.access.noAdminToken);
