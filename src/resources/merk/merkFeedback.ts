import { messages } from '../../i18n/messages';

export const merkFeedback = { created: 'app.merk.created', updated: 'app.merk.updated', loadFailed: messages.merk.getFailed };
