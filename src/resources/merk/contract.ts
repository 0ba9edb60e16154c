import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { id, mutationResult } from '../../api/schemas/common';
import { merkInputSchema, merkSchema } from './schemas';
import { merkMessages as m } from './messages';

type ById = { id: z.infer<typeof id> };

export const merkContract = {
  list: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/merk',
    // The spec says a bare array; tolerate the `data[]` envelope other list endpoints use.
    response: z.union([z.array(merkSchema), z.object({ data: z.array(merkSchema) })]),
    unwrap: (raw) => (Array.isArray(raw) ? raw : raw.data),
  }),
  get: endpoint({
    fallback: m.getFailed,
    method: 'GET',
    path: '/admin/merk/{id}',
    params: {} as ById,
    response: z.union([merkSchema, z.object({ data: merkSchema })]),
    unwrap: (raw) => ('data' in raw ? raw.data : raw),
  }),
  create: endpoint({
    fallback: m.saveFailed,
    method: 'POST',
    path: '/admin/merk',
    body: merkInputSchema,
    response: mutationResult,
  }),
  update: endpoint({
    fallback: m.saveFailed,
    method: 'PUT',
    path: '/admin/merk/{id}',
    params: {} as ById,
    body: merkInputSchema,
    response: mutationResult,
  }),
  delete: endpoint({
    fallback: m.deleteFailed,
    method: 'DELETE',
    path: '/admin/merk/{id}',
    params: {} as ById,
    response: mutationResult,
  }),
};
