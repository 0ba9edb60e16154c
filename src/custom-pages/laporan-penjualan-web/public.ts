/** The sales report's public face: what other areas may import (layers: through `public.ts` only). */
export { laporanPenjualanWebRoutes } from './routes';
