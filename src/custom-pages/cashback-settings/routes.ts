/** The cashback settings' address under /admin. Build links with these. */
export const cashbackSettingsRoutes = {
  settings: () => '/cashback-settings',
} as const;
