import type { Id } from '../../../api/schemas/common';
import { existingImages, type UploadedImage } from '../../../domain/image/uploadedImage';
import { cleanLine, cleanMultiline, TEXT_LIMITS, tooLongError } from '../../../domain/validation';
import { format } from '../../../i18n/format';
import { reviewMessages as m } from '../messages';
import type { Review, ReviewInput } from '../schemas';
import { cleanPhotoUrls, photoUrlsOf, REVIEW_PHOTO_MAX } from './photos';

/** Operations spec §9: rating 1 to 5, default 5. */
export const REVIEW_RATING = { min: 1, max: 5, default: 5 } as const;

/** The longest comment a review keeps (a product description's limit). */
export const KOMENTAR_MAX = TEXT_LIMITS.description;

export interface ReviewFormValues {
  produkId: Id | null;
  userName: string;
  /** Null when the stars were cleared (MUI's Rating clears on a click of the chosen star). */
  rating: number | null;
  komentar: string;
  photos: UploadedImage[];
}

export type ReviewFormErrors = Partial<Record<'produkId' | 'userName' | 'rating' | 'komentar' | 'photos', string>>;

export const emptyReviewForm = (): ReviewFormValues => ({ produkId: null, userName: '', rating: REVIEW_RATING.default, komentar: '', photos: [] });

export const reviewFormValues = (review: Pick<Review, 'produkWebId' | 'userName' | 'rating' | 'komentar' | 'foto'>): ReviewFormValues => ({
  produkId: review.produkWebId,
  userName: review.userName,
  rating: review.rating,
  komentar: review.komentar,
  photos: existingImages(photoUrlsOf(review.foto)),
});

/** Operations spec §5 and §9: a rating is an integer from 1 to 5; the message for anything else, or null. */
export const ratingProblem = (rating: unknown): string | null => {
  if (rating === null || rating === undefined || rating === '') return m.ratingRequired;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < REVIEW_RATING.min || rating > REVIEW_RATING.max) return m.ratingInvalid;
  return null;
};

export const userNameProblem = (userName: string | null | undefined): string | null => {
  const name = cleanLine(userName);
  if (name === '') return m.nameRequired;
  return tooLongError(name, TEXT_LIMITS.name, m.userName);
};

export const komentarProblem = (komentar: string | null | undefined): string | null => tooLongError(cleanMultiline(komentar), KOMENTAR_MAX, m.komentar);

export const photoCountProblem = (count: number): string | null => (count > REVIEW_PHOTO_MAX ? format(m.tooManyPhotos, { max: REVIEW_PHOTO_MAX }) : null);

/** Operations spec §5: product, buyer name and rating required; the comment and photo limits the server keeps. */
export const validateReviewForm = (values: ReviewFormValues): ReviewFormErrors => {
  const errors: ReviewFormErrors = {};
  if (values.produkId === null || values.produkId === '') errors.produkId = m.productRequired;
  const name = userNameProblem(values.userName);
  if (name) errors.userName = name;
  const rating = ratingProblem(values.rating);
  if (rating) errors.rating = rating;
  const komentar = komentarProblem(values.komentar);
  if (komentar) errors.komentar = komentar;
  const photos = photoCountProblem(values.photos.length);
  if (photos) errors.photos = photos;
  return errors;
};

/** What is sent (operations spec §3): texts cleaned, empty photo strings dropped. Call only on a valid form. */
export const reviewPayload = (values: ReviewFormValues, photoUrls: readonly (string | null | undefined)[]): ReviewInput => ({
  produkId: values.produkId ?? '',
  userName: cleanLine(values.userName),
  rating: values.rating ?? REVIEW_RATING.default,
  komentar: cleanMultiline(values.komentar),
  foto: cleanPhotoUrls(photoUrls),
});

/**
 * The server's check of a payload (the fake backend's; a client skipping the form gets the same
 * answers): the first broken rule's message, or null. Whether the product and photos exist is the
 * server's own business.
 */
export const firstReviewInputProblem = (input: ReviewInput): string | null =>
  (input.produkId === '' ? m.productRequired : null) ??
  userNameProblem(input.userName) ??
  ratingProblem(input.rating) ??
  komentarProblem(input.komentar) ??
  photoCountProblem(cleanPhotoUrls(input.foto).length);
