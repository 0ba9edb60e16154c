import SavingsIcon from '@mui/icons-material/Savings';
import { routes } from '../../routes';
import { definePage } from '../declaration';

export default definePage({
  name: 'cashback-settings',
  path: routes.cashbackSettings(),
  view: { load: () => import('./CashbackSettingsPage').then((m) => m.CashbackSettingsPage) },
  menu: { label: 'Cashback', icon: SavingsIcon, group: 'promosi' },
  reads: () => import('./contract').then((m) => [m.cashbackSettingsContract.get]),
});
