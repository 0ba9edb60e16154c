import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { definePage } from '../declaration';

export default definePage({
  name: 'home-builder',
  path: '/home-builder',
  view: { load: () => import('./HomeBuilderPage').then((m) => m.HomeBuilderPage) },
  menu: { label: 'Home Builder', icon: DashboardCustomizeIcon, group: 'konten' },
  reads: () => import('./reads').then((m) => m.homeBuilderReads),
});
