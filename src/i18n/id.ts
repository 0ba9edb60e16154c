import type { TranslationMessages } from 'ra-core';
import { messages } from './messages';
import { raIndonesianMessages } from './raIndonesian';

/** All interface text: react-admin's own (translated) plus the app's under `app.`, and resource labels. */
export const indonesianMessages: TranslationMessages = {
  ...raIndonesianMessages,
  app: messages,
  resources: {
    merk: {
      name: 'Merk |||| Merk',
      fields: { nama: messages.merk.nama, slug: messages.merk.slug, isActive: messages.merk.status },
    },
  },
};
