import AssessmentIcon from '@mui/icons-material/Assessment';
import { definePage } from '../declaration';
import { laporanPenjualanWebRoutes } from './routes';

export default definePage({
  name: 'laporan-penjualan-web',
  path: laporanPenjualanWebRoutes.report(),
  view: { load: () => import('./LaporanPenjualanWebPage').then((m) => m.LaporanPenjualanWebPage) },
  menu: { label: 'Laporan Penjualan Web', icon: AssessmentIcon, group: 'laporan' },
});
