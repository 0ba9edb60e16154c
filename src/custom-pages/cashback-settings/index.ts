import SavingsIcon from '@mui/icons-material/Savings';
import { definePage } from '../declaration';

export default definePage({
  name: 'cashback-settings',
  path: '/cashback-settings',
  view: { load: () => import('./CashbackSettingsPage').then((m) => m.CashbackSettingsPage) },
  menu: { label: 'Cashback', icon: SavingsIcon, group: 'promosi' },
  reads: () => import('./contract').then((m) => [m.cashbackSettingsContract.get]),
});
