import { useDataProvider, useGetList } from 'react-admin';
import type { Id } from '../../api/schemas/common';
import { errorMessage, HttpError } from '../../api/errors';
import { format } from '../../i18n/format';
import { messages } from '../../i18n/messages';
import type { ShopDataProvider } from '../../providers/dataProvider';
import { queryKeysFor, useApiQuery, useGuardedMutation } from '../../providers/queries';
import { useImageStorage } from '../../providers/useImageStorage';
import { produkWebContract, produkWebKeys } from '../produk-web/public';
import { reviewMessages as m } from './messages';
import type { BulkDeleteOutcome } from './rules/bulk';
import { reviewPayload, type ReviewFormValues } from './rules/form';
import { REVIEW_PHOTO_BUCKET } from './rules/photos';
import type { Review } from './schemas';

/** Query keys of the reviews; `all` is also react-admin's key for the resource's own queries. */
export const reviewKeys = queryKeysFor('review');

/** Operations spec §7 and §9: the product picker reads the storefront's list, limit 1000. */
export const REVIEW_PRODUCTS_QUERY = { limit: 1000 } as const;

/** The storefront's products, for the picker, the filter and the product names on each review. */
export const useReviewProducts = () =>
  useApiQuery(produkWebKeys.of('storefront', REVIEW_PRODUCTS_QUERY), produkWebContract.storefrontList, { query: REVIEW_PRODUCTS_QUERY }, { staleTime: 5 * 60_000 });

/** Enough for every review the list endpoint returns (it is not paged). */
const ALL_REVIEWS = { pagination: { page: 1, perPage: 1_000_000 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: {} };

/**
 * Every review, for the stats cards (they count all reviews, whatever the list's search and filter).
 * Read through react-admin's getList so a row's delete, which refreshes the resource's lists, refreshes
 * the cards too.
 */
export const useAllReviews = () => useGetList<Review>('review', ALL_REVIEWS, { retry: false });

export interface SaveReviewVariables {
  values: ReviewFormValues;
  /** The stored review being edited; null for a new one. */
  record: Review | null;
}

/**
 * Saves a review: its new photos first (bucket review-photos), then the review with the photo URLs.
 * Review writes need the admin token (operations spec §6); without one nothing is sent.
 */
export const useSaveReview = () => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { uploadImages, progress } = useImageStorage();

  const save = useGuardedMutation<SaveReviewVariables, 'created' | 'updated'>({
    mutationFn: async ({ values, record }) => {
      if (!(await dataProvider.hasToken())) throw new HttpError(m.noToken, 401);
      let urls: string[];
      try {
        // Operations spec §7: bucket review-photos, a random name.
        urls = await uploadImages(values.photos, { bucket: REVIEW_PHOTO_BUCKET, naming: 'random' });
      } catch (error) {
        const cause = error instanceof Error && error.cause ? error.cause : error;
        // An HttpError without a body: its own text is what errorMessage shows.
        throw new HttpError(format(m.uploadFailed, { msg: errorMessage(cause, messages.common.unexpected) }), cause instanceof HttpError ? cause.status : 0);
      }
      const data = { ...reviewPayload(values, urls) };
      if (record) {
        await dataProvider.update('review', { id: record.id, data, previousData: record });
        return 'updated';
      }
      await dataProvider.create('review', { data });
      return 'created';
    },
    invalidates: () => [reviewKeys.all],
  });
  return { save, progress };
};

/**
 * Deletes the selected reviews one request each, in order, and goes on past a refusal so one bad
 * review does not keep the others; the outcome says which went and which did not.
 */
export const useBulkDeleteReviews = () => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useGuardedMutation<readonly Id[], BulkDeleteOutcome>({
    mutationFn: async (ids) => {
      const outcome: BulkDeleteOutcome = { deleted: [], failed: [] };
      for (const id of ids) {
        try {
          await dataProvider.delete('review', { id });
          outcome.deleted.push(id);
        } catch (error) {
          outcome.failed.push({ id, error: errorMessage(error, m.deleteFailed) });
        }
      }
      return outcome;
    },
    invalidates: () => [reviewKeys.all],
  });
};
