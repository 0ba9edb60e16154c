import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeysFor, useApiCall, useApiQuery, usePeekRead, type TypedCall } from '../../../providers/queries';
import { bannerContract } from '../../../resources/banner/public';
import { produkWebContract, produkWebKeys } from '../../../resources/produk-web/public';
import { webKategoriProdukContract, webKategoriProdukKeys } from '../../../resources/web-kategori-produk/public';
import { PRODUCT_PAGE_SIZE, productPageQuery, readAllPages, wholeFromFirstPage } from './rules/paging';
import { imageStatistics, productImageUrls } from './rules/statistics';

/**
 * Under the banner resources' own names: the banner cards invalidate `['main-banners']` and
 * `['web-sub-banner']` after a save, which then refreshes these counts too.
 */
const mainBannerKeys = queryKeysFor('main-banners');
const subBannerKeys = queryKeysFor('web-sub-banner');

const readAllProducts = (call: TypedCall, signal: AbortSignal) =>
  readAllPages((page) => call(produkWebContract.list, { query: productPageQuery(page), signal }), { perPage: PRODUCT_PAGE_SIZE });

/**
 * A banner collection's pictures, or null when it could not be read: the statistics then count without
 * it and say so, rather than failing the page over a side source. A 401/403 has already ended the
 * session in `call` (useApiCall) by the time it is caught here.
 */
const readOptional = async <T,>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch {
    return null;
  }
};

/**
 * The statistics panel's reads: every product page, the web categories and both banner collections;
 * and the counts over their image URLs. Products and categories are required, banners are optional.
 */
export const useImageStatistics = () => {
  const call = useApiCall();
  // The reads warmed at navigation (`reads.ts`) that are already in: the figures show in the page's
  // first render (each query still refetches on mount, taking that same warmed read).
  const peekRead = usePeekRead();
  const products = useQuery({
    queryKey: produkWebKeys.of('foto-semua'),
    queryFn: ({ signal }) => readAllProducts(call, signal),
    initialData: () => wholeFromFirstPage(peekRead(produkWebContract.list, { query: productPageQuery(1) }), PRODUCT_PAGE_SIZE),
    retry: false,
  });
  const categories = useApiQuery(webKategoriProdukKeys.of('foto-ikon'), webKategoriProdukContract.list);
  const mainBanners = useQuery({
    queryKey: mainBannerKeys.of('foto'),
    queryFn: ({ signal }) => readOptional(() => call(bannerContract.mainList, { signal })),
    initialData: () => peekRead(bannerContract.mainList),
    retry: false,
  });
  const subBanners = useQuery({
    queryKey: subBannerKeys.of('foto'),
    queryFn: ({ signal }) => readOptional(() => call(bannerContract.subList, { signal })),
    initialData: () => peekRead(bannerContract.subList),
    retry: false,
  });

  const statistics = useMemo(() => {
    if (!products.data || !categories.data || mainBanners.data === undefined || subBanners.data === undefined) return undefined;
    return imageStatistics({
      ...productImageUrls(products.data),
      categoryIcon: categories.data.map((category) => category.fotoIconUrl),
      mainBanner: (mainBanners.data ?? []).flatMap((banner) => [banner.gambarDesktopUrl, banner.gambarMobileUrl]),
      subBanner: (subBanners.data ?? []).map((banner) => banner.fotoUrl),
    });
  }, [products.data, categories.data, mainBanners.data, subBanners.data]);

  const failed = [products, categories].filter((query) => query.error);
  const retry = useCallback(() => {
    for (const query of [products, categories]) if (query.error) void query.refetch();
    // A banner collection that could not be read is tried again with the rest.
    if (mainBanners.data === null) void mainBanners.refetch();
    if (subBanners.data === null) void subBanners.refetch();
  }, [products, categories, mainBanners, subBanners]);

  return {
    statistics,
    isPending: !failed.length && statistics === undefined,
    error: failed[0]?.error ?? null,
    retry,
    retrying: products.isFetching || categories.isFetching,
    bannersUnavailable: mainBanners.data === null || subBanners.data === null,
  };
};
