import { errorMessage, HttpError, messageFromBody, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '../api/errors';
import { randomFileName, randomToken, storageFileName } from '../domain/image/fileName';
import type { UploadedImage } from '../domain/image/uploadedImage';
import { uploadFailedAtMessage } from '../domain/image/uploadMessages';
import { messages } from '../i18n/messages';
import type { TypedCall } from './queries';
import { uploadContract } from './uploadContract';

export interface UploadFileParams {
  file: Blob;
  bucket?: string;
  path?: string;
  signal?: AbortSignal;
}

/**
 * The backend's upload-file. Catalogue spec §5: an upload without a session is refused before anything
 * is sent; an answer without a URL is a failure.
 */
export const uploadViaBackend = async (call: TypedCall, hasToken: () => Promise<boolean>, { file, bucket, path, signal }: UploadFileParams): Promise<string> => {
  if (!(await hasToken())) throw new HttpError(messages.upload.noToken, 401);
  const url = await call(uploadContract.uploadFile, { body: { file, bucket, path }, signal });
  if (!url) throw new HttpError(messages.upload.noUrl, 200);
  return url;
};

/**
 * How a stored name is made: `<timestamp>-<random>.<ext>` (product photos, banners, category icons), or
 * a random name only (`<random>.<ext>`: review photos and delivery proofs, operations
 * spec §7 and order spec §7).
 */
export type StoredNaming = 'timestamp-random' | 'random';

/** Where a file goes: a bucket and either a folder (a stored name is generated) or a full path. */
export interface UploadTarget {
  bucket: string;
  folder?: string;
  /** The object's path inside the bucket; overrides `folder`. */
  path?: string;
  /** How the generated name is made (default `timestamp-random`). */
  naming?: StoredNaming;
}

/** The one storage adapter every uploader uses; resolves to the file's public URL. */
export interface ImageStorage {
  upload(file: File, target: UploadTarget): Promise<string>;
}

export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

export type StorageFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface ImageStorageOptions {
  /** Supabase Storage; absent: the backend's upload-file. */
  supabase?: SupabaseSettings | null;
  fetch?: StorageFetch;
  /** The backend's upload-file (`uploadViaBackend`: token check, 'Backend tidak mengembalikan URL gambar'). */
  uploadFile: (params: UploadFileParams) => Promise<string>;
  /**
   * Whether an admin session is present. Every upload path asks it first (catalogue spec §5: "an admin
   * token must exist"), Supabase Storage too, whose own key is not the admin's.
   */
  hasToken?: () => Promise<boolean>;
  now?: () => number;
  random?: () => string;
}

/** Product photos: bucket and folders of catalogue spec §7. */
export const PRODUCT_IMAGE_BUCKET = 'produk-web';
export const PRODUCT_IMAGE_FOLDERS = { main: 'main', gallery: 'gallery', variants: 'variants' } as const;

/** Catalogue spec §7: cached for an hour, never overwriting an existing object. */
export const CACHE_SECONDS = 3600;

const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

/** The object's path inside its bucket: `folder/<timestamp>-<random>.<ext>` (or `folder/<random>.<ext>`) unless a path is given. */
export const objectPath = (file: File, target: UploadTarget, now: () => number, random: () => string): string =>
  target.path ??
  [target.folder, target.naming === 'random' ? randomFileName(file.name, `${random()}${random()}`) : storageFileName(file.name, now(), random())].filter(Boolean).join('/');

export const supabasePublicUrl = (settings: SupabaseSettings, bucket: string, path: string): string =>
  `${settings.url.replace(/\/+$/, '')}/storage/v1/object/public/${encodeURIComponent(bucket)}/${encodePath(path)}`;

/** Supabase Storage's REST upload, as its JS client sends it for a file body. */
const uploadToSupabase = async (settings: SupabaseSettings, fetchFn: StorageFetch, file: File, bucket: string, path: string): Promise<string> => {
  const url = `${settings.url.replace(/\/+$/, '')}/storage/v1/object/${encodeURIComponent(bucket)}/${encodePath(path)}`;
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: {
        apikey: settings.anonKey,
        Authorization: `Bearer ${settings.anonKey}`,
        'cache-control': `max-age=${CACHE_SECONDS}`,
        'x-upsert': 'false',
        'content-type': file.type || 'application/octet-stream',
      },
      body: file,
    });
  } catch {
    throw new HttpError(NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new HttpError(messageFromBody(body, messages.common.unexpected), response.status, body);
  }
  return supabasePublicUrl(settings, bucket, path);
};

export const createImageStorage = ({
  supabase,
  fetch: fetchFn = (url, init) => globalThis.fetch(url, init),
  uploadFile,
  hasToken,
  now = Date.now,
  random = randomToken,
}: ImageStorageOptions): ImageStorage => ({
  async upload(file, target) {
    if (hasToken && !(await hasToken())) throw new HttpError(messages.upload.noToken, 401);
    const path = objectPath(file, target, now, random);
    if (supabase) return uploadToSupabase(supabase, fetchFn, file, target.bucket, path);
    return uploadFile({ file, bucket: target.bucket, path });
  },
});

export interface UploadProgressState {
  done: number;
  total: number;
}

export interface UploadImagesOptions {
  onProgress?: (progress: UploadProgressState) => void;
  /** URLs of files already stored by an earlier attempt, so a retried save does not upload them twice. */
  uploaded?: WeakMap<File, string>;
  now?: () => number;
  random?: () => string;
}

/**
 * The URLs of a form's images in their order: existing ones as they are, new ones uploaded one after
 * another. A refused upload throws 'Gagal unggah {path}: {reason}' (catalogue spec §8).
 */
export const uploadImageList = async (
  storage: ImageStorage,
  images: readonly UploadedImage[],
  { bucket, folder, naming }: { bucket: string; folder?: string; naming?: StoredNaming },
  { onProgress, uploaded, now = Date.now, random = randomToken }: UploadImagesOptions = {},
): Promise<string[]> => {
  const total = images.filter((image) => image.kind === 'new' && !uploaded?.has(image.file)).length;
  let done = 0;
  if (total > 0) onProgress?.({ done, total });
  const urls: string[] = [];
  for (const image of images) {
    if (image.kind === 'existing') {
      urls.push(image.url);
      continue;
    }
    const known = uploaded?.get(image.file);
    if (known) {
      urls.push(known);
      continue;
    }
    const path = objectPath(image.file, { bucket, folder, naming }, now, random);
    try {
      const url = await storage.upload(image.file, { bucket, path });
      uploaded?.set(image.file, url);
      urls.push(url);
    } catch (error) {
      throw new Error(uploadFailedAtMessage(path, errorMessage(error, messages.common.unexpected)), { cause: error });
    }
    done += 1;
    onProgress?.({ done, total });
  }
  return urls;
};
