import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { definePage } from '../declaration';
import { messages } from '../../i18n/messages';

export default definePage({
  name: 'transaction-logs',
  accessDenied: messages.access.loginAsAdmin,
  path: '/transaction-logs',
  view: { load: () => import('./TransactionLogsPage').then((m) => m.TransactionLogsPage) },
  menu: { label: 'Kas Transaction Logs', icon: ReceiptLongIcon, group: 'keuangan' },
  reads: () => import('./reads').then((m) => m.transactionLogsReads),
});
