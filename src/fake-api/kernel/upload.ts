import type { uploadContract } from '../../providers/uploadContract';
import { IMAGE_FORMAT_MIME, IMAGE_SIGNATURE_BYTES, imageFormatOf } from '../../domain/image/validateImageFile';
import { imageMessages } from '../../i18n/messages/image';
import { bytesToBase64 } from '../base64';
import { FakeHttpError, reply, type Handler } from '../http';
import { uploadFileLimit } from '../limits';

/**
 * Stores the file inside its own URL (a data: URL), so what the administrator uploaded still displays
 * after a reload and over the Node server, with no file store to keep in step. The file's first bytes
 * decide what it is, as a real backend decoding it would: the declared type and name are the client's
 * word only, and a text file sent as image/jpeg became a broken photo. SVG is no longer taken: its
 * bytes are text that cannot be told from any other, and it can carry script.
 */
const uploadFile: Handler<(typeof uploadContract)['uploadFile']> = async ({ body }) => {
  const file = body.file;
  const limit = uploadFileLimit(body.bucket, body.path);
  if (file.size > limit.bytes) throw new FakeHttpError(413, limit.message);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = imageFormatOf(bytes.subarray(0, IMAGE_SIGNATURE_BYTES));
  if (!format) throw new FakeHttpError(400, imageMessages.notImage);
  return reply({ url: `data:${IMAGE_FORMAT_MIME[format]};base64,${bytesToBase64(bytes)}`, bucket: body.bucket ?? null, path: body.path ?? null });
};

export const uploadHandlers = { uploadFile };
