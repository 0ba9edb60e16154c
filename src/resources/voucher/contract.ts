import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { id, mutationResult } from '../../api/schemas/common';
import { toVoucher, voucherInputSchema, voucherRecordSchema } from './schemas';
import { voucherMessages as m } from './messages';

type ById = { id: z.infer<typeof id> };

export const voucherContract = {
  list: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/voucher',
    // The spec says `items[]`; tolerate a bare array and the `data[]` envelope other lists use.
    response: z.union([
      z.object({ items: z.array(voucherRecordSchema) }),
      z.object({ data: z.array(voucherRecordSchema) }),
      z.array(voucherRecordSchema),
    ]),
    unwrap: (raw) => (Array.isArray(raw) ? raw : 'items' in raw ? raw.items : raw.data).map(toVoucher),
  }),
  get: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/voucher/{id}',
    params: {} as ById,
    response: z.union([z.object({ data: voucherRecordSchema }), voucherRecordSchema]),
    unwrap: (raw) => toVoucher('data' in raw ? raw.data : raw),
  }),
  create: endpoint({
    fallback: m.saveFailed,
    method: 'POST',
    path: '/admin/voucher',
    body: voucherInputSchema,
    response: mutationResult,
  }),
  update: endpoint({
    fallback: m.saveFailed,
    method: 'PUT',
    path: '/admin/voucher/{id}',
    params: {} as ById,
    body: voucherInputSchema,
    response: mutationResult,
  }),
  deactivate: endpoint({
    fallback: m.deactivateFailed,
    method: 'PATCH',
    path: '/admin/voucher/{id}/nonaktif',
    params: {} as ById,
    response: mutationResult,
  }),
  delete: endpoint({
    fallback: m.deleteFailed,
    method: 'DELETE',
    path: '/admin/voucher/{id}',
    params: {} as ById,
    response: mutationResult,
  }),
};
