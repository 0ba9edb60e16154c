import { useDataProvider, useGetList, useNotify, type RaRecord } from 'react-admin';
import { errorMessage, HttpError } from '../../api/errors';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { format } from '../../i18n/format';
import { useApiQuery, useGuardedMutation } from '../../providers/queries';
import { useImageStorage } from '../../providers/useImageStorage';
import { bannerContract } from './contract';
import { produkWebContract, produkWebKeys } from '../produk-web/public';
import type { AnyBannerKind, BannerRow, ImageSlot } from './kinds';
import { bannerMessages as m } from './messages';
import type { BannerFormValues } from './rules/form';
import { byUrutan, urutanChanges } from './rules/order';

/** Catalogue spec §7: the storefront's newest 1000 products. */
export const SHOP_PRODUCTS_QUERY = { limit: 1000, sort: 'terbaru' } as const;

/** The banners of one kind in their order, as rows, with the stored records to resend. */
export const useBanners = (kind: AnyBannerKind) => {
  const query = useGetList<RaRecord>(kind.resource, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'urutan', order: 'ASC' } });
  const records = byUrutan((query.data ?? []) as Array<RaRecord & { urutan: number }>);
  const rows: BannerRow[] = records.map((record) => kind.toRow(record));
  return { ...query, records, rows };
};

/** The storefront products for the link selector and the AI section; a failure only means no list. */
export const useShopProducts = () =>
  useApiQuery(produkWebKeys.of('storefront', SHOP_PRODUCTS_QUERY), produkWebContract.storefrontList, { query: SHOP_PRODUCTS_QUERY }, { staleTime: 5 * 60_000 });

/** The text for a failed save: the server's, else the spec's 'Gagal menyimpan banner' with ' (HTTP {status})' when known. */
export const saveFailureText = (error: unknown): string => {
  const text = errorMessage(error, '');
  if (text) return text;
  return error instanceof HttpError && error.status > 0 ? `${m.saveFailed} (HTTP ${error.status})` : m.saveFailed;
};

export interface SaveBannerVariables {
  values: BannerFormValues;
  /** The stored record being edited; null for a new banner. */
  record: RaRecord | null;
  urutan: number;
}

/**
 * Saves a banner: its new pictures first (upload-file, bucket home-builder, `{type}-desktop` /
 * `-mobile` folders), then the banner. A failed upload names its slot ('Upload desktop gagal: ...').
 */
export const useSaveBanner = (kind: AnyBannerKind, { onUploaded }: { onUploaded?: (slot: 'desktop' | 'mobile') => void } = {}) => {
  const dataProvider = useDataProvider();
  const { uploadImages, progress } = useImageStorage({ backendOnly: true });

  const upload = async (images: UploadedImage[], slot: ImageSlot | undefined, failure: string, which: 'desktop' | 'mobile'): Promise<string> => {
    if (!slot || images.length === 0) return '';
    const fresh = images.some((image) => image.kind === 'new');
    try {
      const [url = ''] = await uploadImages(images, { bucket: HOME_BUILDER_BUCKET, folder: slot.folder });
      if (fresh) onUploaded?.(which);
      return url;
    } catch (error) {
      const cause = error instanceof Error && error.cause ? error.cause : error;
      // An HttpError without a body: its own text is what errorMessage shows.
      throw new HttpError(format(failure, { reason: errorMessage(cause, m.saveFailed) }), cause instanceof HttpError ? cause.status : 0);
    }
  };

  const save = useGuardedMutation<SaveBannerVariables, 'created' | 'updated'>({
    mutationFn: async ({ values, record, urutan }) => {
      const desktop = await upload(values.desktop, kind.slots.desktop, m.uploadDesktopFailed, 'desktop');
      const mobile = await upload(values.mobile, kind.slots.mobile, m.uploadMobileFailed, 'mobile');
      const data = kind.toPayload(values, { desktop, mobile }, urutan) as Partial<RaRecord>;
      if (record) {
        await dataProvider.update(kind.resource, { id: record.id, data, previousData: record });
        return 'updated';
      }
      await dataProvider.create(kind.resource, { data });
      return 'created';
    },
    invalidates: () => [[kind.resource]],
  });
  return { save, progress };
};

/** Banner pictures go to the backend's upload-file in this bucket (catalogue spec §7). */
export const HOME_BUILDER_BUCKET = 'home-builder';

/**
 * A stored banner sent again with one change: a new place after a drag (only the moved ones), or
 * its active flag. Sent once; on failure the list is read again so it shows what the server has.
 */
export const useUpdateBanners = (kind: AnyBannerKind) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const reorder = useGuardedMutation<RaRecord[], void>({
    mutationFn: async (next) => {
      for (const { banner, urutan } of urutanChanges(next as Array<RaRecord & { urutan: number }>)) {
        await dataProvider.update(kind.resource, { id: banner.id, data: kind.resend(banner, { urutan }) as Partial<RaRecord>, previousData: banner });
      }
    },
    invalidates: () => [[kind.resource]],
    onSuccess: () => notify(m.orderSaved, { type: 'success' }),
    onError: (error) => notify(saveFailureText(error), { type: 'error' }),
  });
  const toggle = useGuardedMutation<{ record: RaRecord; aktif: boolean }, void>({
    mutationFn: async ({ record, aktif }) => {
      await dataProvider.update(kind.resource, { id: record.id, data: kind.resend(record, { aktif }) as Partial<RaRecord>, previousData: record });
    },
    invalidates: () => [[kind.resource]],
    onSuccess: () => notify(m.updated, { type: 'success' }),
    onError: (error) => notify(saveFailureText(error), { type: 'error' }),
  });
  return { reorder, toggle };
};

/** The AI picture for a product (catalogue spec §5): a missing URL is its own message. */
export const useGenerateBannerImage = () =>
  useGuardedMutation<{ productId: string | number; prompt: string; type: 'main' | 'sub' }, string>({
    mutationFn: async (body, call) => {
      const url = await call(bannerContract.generateBanner, { body });
      if (!url) throw new HttpError(m.aiNoUrl, 200);
      return url;
    },
  });
