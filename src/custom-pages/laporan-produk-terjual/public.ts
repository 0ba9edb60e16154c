/** The sold-products report's public face: what other areas may import (layers: through `public.ts` only). */
export { laporanProdukTerjualRoutes } from './routes';
