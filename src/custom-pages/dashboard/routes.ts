import { HOME_PATH } from '../../config';

/** The dashboard's address under /admin: the app's home (`HOME_PATH`), where every session lands. */
export const dashboardRoutes = {
  dashboard: () => HOME_PATH,
} as const;
