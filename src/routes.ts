import { HOME_PATH } from './config';

/**
 * The app's own routes relative to the router's /admin basename: the login page and home (the
 * dashboard, `HOME_PATH`). They name no area: each area builds its links from its own `routes.ts`.
 */
export const routes = {
  login: () => '/login',
  home: () => HOME_PATH,
} as const;
