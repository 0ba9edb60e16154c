/**
 * How much the fake backend reads of a request before it refuses it, and in which words. The same
 * limits hold in the browser and behind the Node server, so a test of either sees the same answers.
 */

/** A JSON body (spec: 1 MB), not counting photos the fake upload returned (see `jsonBodyWeight`). */
export const JSON_BODY_LIMIT_BYTES = 1_048_576;

/** One uploaded file (catalogue spec §5 and §9: 2 MB; `kernel/upload.ts` checks the file itself). */
export const UPLOAD_FILE_LIMIT_BYTES = 2_097_152;

/** A delivery proof (order spec §5 and §9: 5 MB), in bucket bukti-transfer under bukti_pengiriman/. */
export const DELIVERY_PROOF_LIMIT_BYTES = 5_242_880;
const DELIVERY_PROOF_BUCKET = 'bukti-transfer';
const DELIVERY_PROOF_FOLDER = 'bukti_pengiriman/';

/**
 * The largest file any upload endpoint takes (operations spec §9: a chat attachment, 5 MB). Each
 * upload handler checks its own file's limit with its own words; this only bounds what is read at all.
 */
export const LARGEST_UPLOAD_BYTES = 5_242_880;

/** A multipart body: the file plus its form fields and boundaries, never a second file's worth. */
export const MULTIPART_BODY_LIMIT_BYTES = LARGEST_UPLOAD_BYTES + 64 * 1024;

/**
 * The most of a JSON body read at all. The fake upload answers with the photo inside a `data:` URL
 * (there is no file store), so a product's JSON carries its photos; a real backend would get short
 * URLs there. This ceiling keeps a product with a full gallery working while a 20 MB body is refused
 * before it is read; the 1 MB rule itself is `jsonBodyWeight`.
 */
export const JSON_STREAM_LIMIT_BYTES = 32 * 1_048_576;

export const limitMessages = {
  jsonTooLarge: 'Body permintaan terlalu besar (maksimal 1 MB).',
  uploadTooLarge: 'Ukuran file maksimal 2MB',
  deliveryProofTooLarge: 'Ukuran file maksimal 5MB',
  /** A multipart body beyond the largest file any upload takes (the Node server and the router read no further). */
  uploadBodyTooLarge: 'Ukuran file maksimal 5MB',
  jsonContentType: 'Jenis konten permintaan harus application/json.',
  multipartContentType: 'Jenis konten permintaan harus multipart/form-data.',
  invalidJson: 'Body permintaan bukan JSON yang valid.',
  invalidMultipart: 'Body multipart tidak valid.',
  invalidPath: 'Alamat permintaan tidak valid.',
} as const;

/**
 * How large a file upload-file takes, by where it goes: the server knows its buckets. A delivery proof
 * (bucket bukti-transfer, path bukti_pengiriman/...) up to 5 MB, as its form takes; any other picture 2 MB.
 */
export const uploadFileLimit = (bucket: string | undefined, path: string | undefined): { bytes: number; message: string } =>
  bucket === DELIVERY_PROOF_BUCKET && (path ?? '').startsWith(DELIVERY_PROOF_FOLDER)
    ? { bytes: DELIVERY_PROOF_LIMIT_BYTES, message: limitMessages.deliveryProofTooLarge }
    : { bytes: UPLOAD_FILE_LIMIT_BYTES, message: limitMessages.uploadTooLarge };

const IMAGE_DATA_URL = /^data:image\/(?:jpeg|png|webp|gif|svg\+xml);base64,[A-Za-z0-9+/]*={0,2}$/;
/** A chat attachment the fake chat upload answered with (operations spec: JPEG, PNG or PDF). */
const PDF_DATA_URL = /^data:application\/pdf;base64,[A-Za-z0-9+/]*={0,2}$/;

/** Whether a string is a file a fake upload could have answered with (a photo or a PDF within the largest upload). */
const isUploadedFile = (value: string): boolean => {
  const isImage = value.startsWith('data:image/') && IMAGE_DATA_URL.test(value);
  if (!isImage && !(value.startsWith('data:application/pdf;') && PDF_DATA_URL.test(value))) return false;
  const base64Length = value.length - value.indexOf(',') - 1;
  return Math.floor((base64Length * 3) / 4) <= LARGEST_UPLOAD_BYTES;
};

/**
 * The bytes of a JSON body that count against `JSON_BODY_LIMIT_BYTES`: all of it but the photos the
 * fake upload minted, which stand in for the short URLs a real backend would receive.
 */
export const jsonBodyWeight = (byteLength: number, parsed: unknown): number => {
  let exempt = 0;
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (isUploadedFile(value)) exempt += value.length;
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  visit(parsed);
  return byteLength - exempt;
};

export const isJsonContentType = (contentType: string | null): boolean => {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
};

export const isMultipartContentType = (contentType: string | null): boolean =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
