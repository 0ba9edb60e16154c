import { bareAppConfig } from '../bareConfig.ts';

/** The bare react-admin list on in-page ra-data-fakerest (the floor of `npm run bench`). */
export default bareAppConfig(import.meta.url, 'dist-bench-bare');
