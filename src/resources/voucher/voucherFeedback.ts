import { voucherMessages } from './messages';

export const voucherFeedback = { created: voucherMessages.created, updated: voucherMessages.updated, loadFailed: voucherMessages.loadFailed };
