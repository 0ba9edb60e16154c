import type { TranslationMessages } from 'ra-core';
import { raIndonesianMessages } from './raIndonesian';

/**
 * What react-admin's i18nProvider knows: its own interface texts, in Indonesian. The app's texts are not
 * translation keys: components import them from the kernel's and their area's `messages.ts` as typed
 * properties, and react-admin shows such a string as it is. Resource names come from the declarations
 * (`menu.label`).
 */
export const indonesianMessages: TranslationMessages = raIndonesianMessages;
