import type { Id } from '../../../api/schemas/common';
import { once } from '../../../domain/once';
import type { ReviewPhoto } from '../schemas';
import { hasPhotos } from './photos';

export interface ReviewStatsInput {
  produkWebId: Id;
  rating: number;
  foto?: readonly Pick<ReviewPhoto, 'url'>[] | null;
}

export interface ReviewStats {
  total: number;
  /** The mean rating, or null without reviews (nothing to average). */
  average: number | null;
  /** Distinct products with at least one review. */
  products: number;
  /** Reviews with at least one photo. */
  withPhotos: number;
}

/** Operations spec §2: the four stats cards, over every review. */
export const reviewStats = (reviews: readonly ReviewStatsInput[]): ReviewStats => {
  const total = reviews.length;
  const sum = reviews.reduce((acc, review) => acc + review.rating, 0);
  return {
    total,
    average: total === 0 ? null : sum / total,
    // '12' and 12 are one product, whichever way a backend sends the id.
    products: new Set(reviews.map((review) => String(review.produkWebId))).size,
    withPhotos: reviews.filter((review) => hasPhotos(review.foto)).length,
  };
};

const oneDecimal = once(() => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** The average with one decimal in the Indonesian way ('4,3'); '0,0' without reviews. */
export const formatAverageRating = (average: number | null): string => oneDecimal().format(average ?? 0);
