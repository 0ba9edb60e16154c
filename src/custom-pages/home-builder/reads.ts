import { bannerContract } from '../../resources/banner/public';
import { webKategoriProdukContract } from '../../resources/web-kategori-produk/public';

/**
 * The reads the home builder makes on arrival, for the route's prefetch (`reads` in `index.ts`, which
 * imports only its own folder, lazily: the other areas' public faces stay off the login route).
 */
export const homeBuilderReads = [bannerContract.mainList, bannerContract.subList, webKategoriProdukContract.list] as const;
