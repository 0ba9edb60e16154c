import { merkMessages } from './messages';

export const merkFeedback = { created: merkMessages.created, updated: merkMessages.updated, loadFailed: merkMessages.getFailed };
