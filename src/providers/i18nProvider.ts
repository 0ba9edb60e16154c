import polyglotI18nProvider from 'ra-i18n-polyglot';
import { indonesianMessages } from '../i18n/id';

/** The back office's only language. */
export const APP_LOCALE = 'id';

/** Indonesian only. `allowMissing` lets server error texts pass through translate() unchanged. */
export const i18nProvider = polyglotI18nProvider(() => indonesianMessages, APP_LOCALE, [{ locale: APP_LOCALE, name: 'Bahasa Indonesia' }], {
  allowMissing: true,
});
