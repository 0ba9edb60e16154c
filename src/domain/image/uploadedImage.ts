/**
 * An image held by a form (catalogue spec §3, Uploaded image). A `new` one was picked in this session and
 * is uploaded on save; an `existing` one is already stored at `url`. An existing photo the user removes
 * is simply dropped from the array: the form computes removals by comparing with what it loaded.
 */
export type UploadedImage = NewUploadedImage | ExistingUploadedImage;

export interface NewUploadedImage {
  kind: 'new';
  id: string;
  /** What will be uploaded: the optimised file, or the original when optimisation was skipped or failed. */
  file: File;
  /** An object URL of `file`, owned (and revoked) by the ImageUploader. */
  preview: string;
  name: string;
  size: number;
  type: string;
  originalSize: number;
  optimizedSize: number;
  isOptimized: boolean;
  width?: number;
  height?: number;
  /** Set when a product photo is not about 1:1. */
  aspectWarning?: boolean;
}

export interface ExistingUploadedImage {
  kind: 'existing';
  id: string;
  url: string;
}

/** Wraps stored URLs (from a loaded record) for an uploader's `value`. */
export const existingImages = (urls: readonly (string | null | undefined)[]): ExistingUploadedImage[] =>
  urls
    .filter((url): url is string => typeof url === 'string' && url.length > 0)
    .map((url, index) => ({ kind: 'existing', id: `existing-${index}`, url }));

/** URLs of the existing images still in the list (for computing what the user removed). */
export const existingUrls = (images: readonly UploadedImage[]): string[] =>
  images.flatMap((image) => (image.kind === 'existing' ? [image.url] : []));
