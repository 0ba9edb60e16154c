import type { ReviewPhoto } from '../schemas';

/** Operations spec §9: review photos up to 1 MB each. */
export const REVIEW_PHOTO_MAX_BYTES = 1_048_576;

/** Photos one review may carry ("several"; a shop page shows a row of thumbnails, not an album). */
export const REVIEW_PHOTO_MAX = 5;

/** Operations spec §7: review photos are stored in this bucket. */
export const REVIEW_PHOTO_BUCKET = 'review-photos';

/** Operations spec §5: empty photo strings are dropped before sending; the rest are sent trimmed, in order. */
export const cleanPhotoUrls = (urls: readonly (string | null | undefined)[]): string[] =>
  urls.flatMap((url) => {
    const value = typeof url === 'string' ? url.trim() : '';
    return value === '' ? [] : [value];
  });

/** A stored review's photo URLs (operations spec §3: objects with url), without empty ones. */
export const photoUrlsOf = (photos: readonly Pick<ReviewPhoto, 'url'>[] | null | undefined): string[] => cleanPhotoUrls((photos ?? []).map((photo) => photo.url));

/** Whether a review counts as "with photos" (stats card): at least one photo that is not empty. */
export const hasPhotos = (photos: readonly Pick<ReviewPhoto, 'url'>[] | null | undefined): boolean => photoUrlsOf(photos).length > 0;
