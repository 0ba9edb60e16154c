import * as z from 'zod/mini';
import { endpoint } from '../api/endpoint';
import { messages } from '../i18n/messages';

/** Multipart fields: `file` (required), `bucket`, `path` (optional). */
export const uploadFields = z.object({
  file: z.instanceof(Blob),
  bucket: z.optional(z.string()),
  path: z.optional(z.string()),
});

export const uploadContract = {
  uploadFile: endpoint({
    fallback: messages.common.unexpected,
    method: 'POST',
    path: '/admin/upload-file',
    multipart: true,
    body: uploadFields,
    // A missing url is the caller's message ('Backend tidak mengembalikan URL gambar'), not a crash.
    response: z.looseObject({ url: z.optional(z.string().check(z.minLength(1))) }),
    unwrap: (raw) => raw.url,
  }),
};
