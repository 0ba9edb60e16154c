import type { uploadContract } from '../../providers/uploadContract';
import { bytesToBase64 } from '../base64';
import { FakeHttpError, reply, type Handler } from '../http';
import { limitMessages, UPLOAD_FILE_LIMIT_BYTES } from '../limits';

const ALLOWED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml'];

/**
 * Stores the file inside its own URL (a data: URL), so what the administrator uploaded still displays
 * after a reload and over the Node server, with no file store to keep in step.
 */
const uploadFile: Handler<(typeof uploadContract)['uploadFile']> = async ({ body }) => {
  const file = body.file;
  if (!ALLOWED.includes(file.type)) throw new FakeHttpError(400, 'File harus berupa gambar');
  if (file.size > UPLOAD_FILE_LIMIT_BYTES) throw new FakeHttpError(413, limitMessages.uploadTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return reply({ url: `data:${file.type};base64,${bytesToBase64(bytes)}`, bucket: body.bucket ?? null, path: body.path ?? null });
};

export const uploadHandlers = { uploadFile };
