import DashboardIcon from '@mui/icons-material/Dashboard';
import { definePage } from '../declaration';
import { dashboardContract } from './contract';
// Eager: the dashboard is where every session lands, so a lazy chunk would only add a round trip.
import { DashboardPage } from './DashboardPage';
import { dashboardRoutes } from './routes';

export default definePage({
  name: 'dashboard',
  path: dashboardRoutes.dashboard(),
  view: { component: DashboardPage },
  menu: { label: 'Dashboard', icon: DashboardIcon },
  reads: async () => [dashboardContract.summary],
});
