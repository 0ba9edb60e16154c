import { messages } from '../../i18n/messages';

export const voucherFeedback = { created: 'app.voucher.created', updated: 'app.voucher.updated', loadFailed: messages.voucher.loadFailed };
