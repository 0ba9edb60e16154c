import { bareAppConfig } from '../bareConfig.ts';

/**
 * The bare react-admin list on ra-data-simple-rest (the yardstick of `npm run bench`). The server's
 * address and token come from VITE_BENCH_REST_URL and VITE_BENCH_REST_TOKEN at build time.
 */
export default bareAppConfig(import.meta.url, 'dist-bench-rest');
