import polyglotI18nProvider from 'ra-i18n-polyglot';
import { indonesianMessages } from '../i18n/id';

/** Indonesian only. `allowMissing` lets server error texts pass through translate() unchanged. */
export const i18nProvider = polyglotI18nProvider(() => indonesianMessages, 'id', [{ locale: 'id', name: 'Bahasa Indonesia' }], {
  allowMissing: true,
});
