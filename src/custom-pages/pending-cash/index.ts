import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { definePage } from '../declaration';
import { messages } from '../../i18n/messages';

/**
 * Pending cash: two screens over the same entries and accounts (operations spec §2), one folder,
 * registered as `...pendingCash`.
 */
export default [
  definePage({
    name: 'cash-in',
    accessDenied: messages.access.loginAsAdmin,
    path: '/cash-in',
    view: { load: () => import('./PendingCashPage').then((m) => m.CashInPage) },
    reads: () => import('./contract').then((m) => [m.pendingCashContract.list, m.pendingCashContract.kasOptions]),
    menu: { label: 'Cash In', icon: PointOfSaleIcon, group: 'keuangan' },
  }),
  definePage({
    name: 'refund-management',
    accessDenied: messages.access.loginAsAdmin,
    path: '/refund-management',
    view: { load: () => import('./PendingCashPage').then((m) => m.RefundManagementPage) },
    reads: () => import('./contract').then((m) => [m.pendingCashContract.list, m.pendingCashContract.kasOptions]),
    // The spec's name, the page's title: the sidebar leads to it in the same words.
    menu: { label: 'Refund Management', icon: CurrencyExchangeIcon, group: 'keuangan' },
  }),
];
