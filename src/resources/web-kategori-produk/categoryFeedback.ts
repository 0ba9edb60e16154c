import { messages } from '../../i18n/messages';

export const categoryFeedback = { created: 'app.category.created', updated: 'app.category.updated', loadFailed: messages.category.getFailed };
