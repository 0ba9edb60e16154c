import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { id, mutationResult } from '../schemas/common';
import { merkInputSchema, merkSchema } from '../schemas/merk';

type ById = { id: z.infer<typeof id> };

export const merkContract = {
  list: endpoint({
    method: 'GET',
    path: '/admin/merk',
    // The spec says a bare array; tolerate the `data[]` envelope other list endpoints use.
    response: z.union([z.array(merkSchema), z.object({ data: z.array(merkSchema) })]),
    unwrap: (raw) => (Array.isArray(raw) ? raw : raw.data),
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/merk/{id}',
    params: {} as ById,
    response: z.union([merkSchema, z.object({ data: merkSchema })]),
    unwrap: (raw) => ('data' in raw ? raw.data : raw),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/merk',
    body: merkInputSchema,
    response: mutationResult,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/merk/{id}',
    params: {} as ById,
    body: merkInputSchema,
    response: mutationResult,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/admin/merk/{id}',
    params: {} as ById,
    response: mutationResult,
  }),
};
